'use client';

import { useEffect, useState } from 'react';
import * as reschedule from '@/lib/bff-client/reschedule';
import type { RescheduleOrder } from '@/lib/contract/reschedule';

/** The new tickets are issued asynchronously: read the change again every 2 s, for about half a minute. */
const POLL_INTERVAL_MS = 2_000;
const POLL_ATTEMPTS = 15;

/**
 * A change order just made (a date change with nothing to pay, or an irregular flight's free change), read again
 * while any of its new 902 tickets is still being issued. Returns the latest reading.
 */
export function useIssuedChange(originalOrderNo: string, made: RescheduleOrder): RescheduleOrder {
  const [current, setCurrent] = useState(made);
  const issuing = current.tickets.some((ticket) => ticket.ticketNo === null);

  useEffect(() => {
    if (!issuing) return;
    let stopped = false;
    let timer: number | undefined;
    const poll = (attempt: number) => {
      timer = window.setTimeout(async () => {
        const result = await reschedule.list.call({ orderNo: originalOrderNo }, { quiet: true });
        if (stopped) return;
        const found = result.ok ? result.data.list.find((o) => o.orderNo === made.orderNo) : undefined;
        if (found) setCurrent(found);
        const still = !found || found.tickets.some((ticket) => ticket.ticketNo === null);
        if (still && attempt < POLL_ATTEMPTS) poll(attempt + 1);
      }, POLL_INTERVAL_MS);
    };
    poll(1);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [issuing, originalOrderNo, made.orderNo]);

  return current;
}
