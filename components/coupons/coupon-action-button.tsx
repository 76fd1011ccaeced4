'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { pushToast } from '@/components/ui/toast-store';
import type { BffResult } from '@/lib/bff-client/bff-fetch';

export type CouponActionLabels = {
  /** The button's accessible name, naming the coupon or package ("Claim CNY 30 off"). */
  name: string;
  text: string;
  busy: string;
  done: string;
};

/**
 * The coupon centre's claim and the gift centre's open: one POST, then the page asked again so every state
 * (stock, claim state, the package opened) is the server's. A refusal shows airline-api's message as the BFF
 * client's error toast (run out, already claimed, window closed) and the page is asked again all the same.
 */
export function CouponActionButton({
  labels,
  action,
  testId,
}: {
  labels: CouponActionLabels;
  action: () => Promise<BffResult<unknown>>;
  testId: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    const result = await action();
    if (result.ok) pushToast('message', labels.done);
    router.refresh();
    setBusy(false);
  }
  return (
    <Button size="sm" busy={busy} aria-label={labels.name} onClick={run} data-testid={testId}>
      {busy ? labels.busy : labels.text}
    </Button>
  );
}
