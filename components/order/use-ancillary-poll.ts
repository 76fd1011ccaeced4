import { useEffect, useState } from 'react';
import * as seat from '@/lib/bff-client/seat-selection';
import type { AncillaryOrder } from '@/lib/contract';

/** airline-api applies a paid ancillary order in the background: ask every 2 s, for a minute, then let the buyer ask. */
const POLL_INTERVAL_MS = 2_000;
const POLL_ATTEMPTS = 30;

/** The verified gateway return: `orderNo` is the ancillary order's. */
export type Verified = { orderNo: string; pay: 'success' | 'fail' | 'cancel' };

export type AncillaryPoll =
  { state: 'idle' } | { state: 'unavailable' } | { state: 'ready'; order: AncillaryOrder; gaveUp: boolean };

/** Paid and not applied yet; or a successful return whose payment airline-api has not recorded yet. */
export const isApplying = (order: AncillaryOrder, pay: Verified['pay']) =>
  order.state === 'PAID' || (order.state === 'PENDING_PAYMENT' && pay === 'success');

/** The ancillary order after a payment, read again while airline-api applies it. `round` restarts the polling. */
export function useAncillaryPoll(
  verified: Verified,
  parent: string,
  segmentIndex: number,
  round: number,
): AncillaryPoll {
  const [poll, setPoll] = useState<AncillaryPoll>({ state: 'idle' });
  const { orderNo: ancillaryOrderNo, pay } = verified;
  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    const input = { orderNo: parent, segmentIndex, ancillaryOrderNo };
    const load = async (attempt: number) => {
      const result = await seat.ancillaryOrder.call(input, { quiet: true });
      if (stopped) return;
      if (!result.ok) return setPoll({ state: 'unavailable' });
      const pending = isApplying(result.data, pay);
      const gaveUp = pending && attempt >= POLL_ATTEMPTS;
      setPoll({ state: 'ready', order: result.data, gaveUp });
      if (pending && !gaveUp) timer = window.setTimeout(() => load(attempt + 1), POLL_INTERVAL_MS);
    };
    void load(1);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [ancillaryOrderNo, pay, parent, segmentIndex, round]);
  return poll;
}
