'use client';

import { useEffect, useState } from 'react';
import * as orders from '@/lib/bff-client/orders';
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

/** The order after a payment, read again while its tickets are being issued. `round` restarts the polling. */
export function useOrderPoll(orderNo: string | null, round: number): OrderPoll {
  const [poll, setPoll] = useState<OrderPoll>({ state: 'idle' });
  useEffect(() => {
    if (!orderNo) return;
    let stopped = false;
    let timer: number | undefined;
    const load = async (attempt: number) => {
      const result = await orders.orderDetail.call({ orderNo }, { quiet: true });
      if (stopped) return;
      if (!result.ok) return setPoll({ state: 'unavailable' });
      const checkedAt = Date.now();
      const pending = orderPhase(result.data, checkedAt) === 'TICKETING';
      const gaveUp = pending && attempt >= POLL_ATTEMPTS;
      setPoll({ state: 'ready', order: result.data, gaveUp, checkedAt });
      if (pending && !gaveUp) timer = window.setTimeout(() => load(attempt + 1), POLL_INTERVAL_MS);
    };
    void load(1);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [orderNo, round]);
  return poll;
}
