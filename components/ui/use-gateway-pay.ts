'use client';

import { useState } from 'react';
import { fullPageLoad } from './full-page-load';

type Started = { ok: true; data: { url: string } } | { ok: false; msg: string };

/**
 * Sends the browser to the payment gateway for an order waiting to be paid: `start` asks the BFF for the gateway's
 * address (one attempt id per call), the page then loads it whole; a refusal stays on the page as `error`. `busy`
 * is shared with the wallet box beside it (`setBusy`), so one payment runs at a time.
 */
export function useGatewayPay(start: () => Promise<Started>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pay = async () => {
    setBusy(true);
    setError(null);
    const result = await start();
    if (result.ok) return fullPageLoad(result.data.url);
    setBusy(false);
    setError(result.msg);
  };
  return { busy, setBusy, error, pay };
}
