'use client';

import * as orders from '@/lib/bff-client/orders';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import type { OrderDetail } from '@/lib/contract';
import { orderPhase } from './order-phase';

/** Ticketing is asynchronous: ask every 2 s, for about a minute, then let the buyer ask again. */
const POLL_INTERVAL_MS = 2_000;
const POLL_ATTEMPTS = 30;

export type OrderPoll =
  | { state: 'idle' }
  | { state: 'unavailable' }
  /** checkedAt: when the answer came, the instant its phase is judged at. */
  | { state: 'ready'; order: OrderDetail; gaveUp: boolean; checkedAt: number };

/** A paid order waiting for its tickets; the phase does not hang on the instant here (no deadline is involved). */
const ticketing = (order: OrderDetail, at: number) => orderPhase(order, at) === 'TICKETING';

/**
 * The order after a payment, read again while its tickets are being issued. `round` (the buyer's "check again")
 * restarts the polling; the last reading stays shown until the new round's first answer.
 */
export function useOrderPoll(orderNo: string | null, round: number): OrderPoll {
  const read = useBffQuery(
    orders.orderDetail,
    { orderNo: orderNo ?? '' },
    {
      enabled: orderNo !== null,
      round,
      keepPrevious: true,
      refetchIntervalMs: (order, attempts, isError) =>
        order && !isError && ticketing(order, Date.now()) && attempts < POLL_ATTEMPTS ? POLL_INTERVAL_MS : false,
    },
  );
  const order = read.data;
  if (!orderNo) return { state: 'idle' };
  if (read.isError) return { state: 'unavailable' };
  if (!order) return { state: 'idle' };
  const checkedAt = read.settledAt;
  // The last round's reading is shown until this round answers: it had given up.
  const gaveUp = ticketing(order, checkedAt) && (read.isPlaceholderData || read.settledCount >= POLL_ATTEMPTS);
  return { state: 'ready', order, gaveUp, checkedAt };
}
