'use client';

import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import * as reschedule from '@/lib/bff-client/reschedule';
import type { RescheduleOrder } from '@/lib/contract/reschedule';

/** The new tickets are issued asynchronously: read the change again every 2 s, for about half a minute. */
const POLL_INTERVAL_MS = 2_000;
const POLL_ATTEMPTS = 15;

const issuing = (order: RescheduleOrder) => order.tickets.some((ticket) => ticket.ticketNo === null);
const find = (list: { list: RescheduleOrder[] } | undefined, orderNo: string) =>
  list?.list.find((o) => o.orderNo === orderNo);

/**
 * A change order just made (a date change with nothing to pay, or an irregular flight's free change), read again
 * while any of its new 902 tickets is still being issued: the first time 2 s after it is shown, then 2 s after each
 * answer (a failed read is tried again). Returns the latest reading.
 */
export function useIssuedChange(originalOrderNo: string, made: RescheduleOrder): RescheduleOrder {
  const { data } = useBffQuery(
    reschedule.list,
    { orderNo: originalOrderNo },
    {
      enabled: issuing(made),
      refetchOnMount: false,
      refetchIntervalMs: (list, attempts) => {
        const found = find(list, made.orderNo);
        return (!found || issuing(found)) && attempts < POLL_ATTEMPTS ? POLL_INTERVAL_MS : false;
      },
    },
  );
  return find(data, made.orderNo) ?? made;
}
