'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import * as specialProducts from '@/lib/bff-client/special-products';
import { Button } from '@/components/ui/button';

/**
 * The installment link page's one action (decision 77): the balance applied by installments through the link's code,
 * then the gateway's page. A refusal (the window closed meanwhile, a newer link) is told here.
 */
export function InstallmentPayButton({ orderNo, code }: { orderNo: string; code: string }) {
  const t = useTranslations('PresaleInstallments');
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay() {
    setBusy(true);
    setError(null);
    const result = await specialProducts.payInstallments.call({ orderNo, code }, { quiet: true });
    if (result.ok) return window.location.assign(result.data.url);
    setBusy(false);
    setError(result.msg);
  }

  return (
    <div className="space-y-2">
      <Button
        variant="accent"
        size="lg"
        onClick={() => void pay()}
        busy={busy}
        aria-describedby={error ? errorId : undefined}
      >
        {busy ? t('paying') : t('pay')}
      </Button>
      <p id={errorId} role="alert" className="text-sm break-words text-red-700">
        {error ?? ''}
      </p>
    </div>
  );
}
