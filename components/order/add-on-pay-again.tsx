'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { fullPageLoad } from '@/components/ui/full-page-load';
import * as seat from '@/lib/bff-client/seat-selection';
import type { AddOnOrder } from '@/lib/contract';

/** A fresh id per click: the BFF makes it the idempotency key of this attempt. */
const attempt = () => crypto.randomUUID();

/** Pay the same add-on order again (a failed or cancelled payment while the seats are held). */
export function AddOnPayAgain({
  order,
  parent,
  segmentIndex,
}: {
  order: AddOnOrder;
  parent: string;
  segmentIndex: number;
}) {
  const t = useTranslations('AddOnResult');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const payAgain = async () => {
    setBusy(true);
    setError(null);
    // The segment lets the BFF read the add-on order where it belongs (its body schema takes it).
    const input = { orderNo: parent, addOnOrderNo: order.orderNo, attempt: attempt(), segmentIndex };
    const result = await seat.pay.call(input, { quiet: true });
    if (result.ok) return fullPageLoad(result.data.url);
    setBusy(false);
    setError(result.msg);
  };
  return (
    <div className="space-y-2">
      <Button variant="accent" busy={busy} onClick={() => void payAgain()} data-testid="pay-again">
        {t('payAgain')}
      </Button>
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
