import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import * as seat from '@/lib/bff-client/seat-selection';
import type { AddOnOrder } from '@/lib/contract';

/** airline-api applies a paid add-on order in the background: ask every 2 s, for a minute, then let the buyer ask. */
const POLL_INTERVAL_MS = 2_000;
const POLL_ATTEMPTS = 30;

/** The verified gateway return: `orderNo` is the add-on order's. */
export type Verified = { orderNo: string; pay: 'success' | 'fail' | 'cancel' };

export type AddOnPoll =
  { state: 'idle' } | { state: 'unavailable' } | { state: 'ready'; order: AddOnOrder; gaveUp: boolean };

/** Paid and not applied yet; or a successful return whose payment airline-api has not recorded yet. */
export const isApplying = (order: AddOnOrder, pay: Verified['pay']) =>
  order.state === 'PAID' || (order.state === 'PENDING_PAYMENT' && pay === 'success');

/**
 * The add-on order after a payment, read again while airline-api applies it. `round` (the buyer's "check
 * again") restarts the polling; the last reading stays shown until the new round's first answer.
 */
export function useAddOnPoll(verified: Verified, parent: string, segmentIndex: number, round: number): AddOnPoll {
  const { orderNo: addOnOrderNo, pay } = verified;
  const read = useBffQuery(
    seat.addOnOrder,
    { orderNo: parent, segmentIndex, addOnOrderNo },
    {
      round,
      keepPrevious: true,
      refetchIntervalMs: (order, attempts, isError) =>
        order && !isError && isApplying(order, pay) && attempts < POLL_ATTEMPTS ? POLL_INTERVAL_MS : false,
    },
  );
  const order = read.data;
  if (read.isError) return { state: 'unavailable' };
  if (!order) return { state: 'idle' };
  // The last round's reading is shown until this round answers: it had given up.
  const gaveUp = isApplying(order, pay) && (read.isPlaceholderData || read.settledCount >= POLL_ATTEMPTS);
  return { state: 'ready', order, gaveUp };
}
