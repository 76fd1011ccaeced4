'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { pushToast } from '@/components/ui/toast-store';
import * as coupons from '@/lib/bff-client/coupons';

export type RouletteLabels = {
  draw: string;
  drawing: string;
  /** With `{name}` where the prize's name goes. */
  won: string;
  lost: string;
};

/**
 * One draw of the roulette: airline-api decides the prize; the page says it and is asked again (draws left,
 * today's draws). A refusal (the day's draws used up) is the BFF client's error toast.
 */
export function RouletteDrawButton({ labels, disabled }: { labels: RouletteLabels; disabled: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function draw() {
    setBusy(true);
    const result = await coupons.draw.call();
    if (result.ok)
      pushToast('notification', result.data.name ? labels.won.replace('{name}', result.data.name) : labels.lost);
    router.refresh();
    setBusy(false);
  }
  return (
    <Button busy={busy} disabled={disabled} onClick={draw} data-testid="roulette-draw">
      {busy ? labels.drawing : labels.draw}
    </Button>
  );
}
