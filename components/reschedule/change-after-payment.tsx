'use client';

import { useSyncExternalStore } from 'react';
import { AddOnsFollowed } from '@/components/ui/add-ons-followed';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import * as reschedule from '@/lib/bff-client/reschedule';
import type { RescheduleOrder } from '@/lib/contract/reschedule';
import { ChangeOriginLink } from './change-origin-link';
import { changeParentOf } from './reschedule-draft';

const noSubscription = () => () => undefined;
/** A paid change is ticketed by airline-api's worker after the payment: read it again every 2 s, about a minute. */
const POLL_INTERVAL_MS = 2_000;
const POLL_ATTEMPTS = 30;
const issued = (o: RescheduleOrder | undefined) => !!o && o.tickets.every((ticket) => ticket.ticketNo !== null);

/**
 * Under the payment result of a rescheduled order: what the change did with each add-on of the replaced tickets
 * once its new tickets are issued (decision 46: moved, or refunded with the reason), then the way back to the order
 * it changed. Both need the original order, which this tab remembered when the change was confirmed; without it,
 * nothing (the order pages say the same).
 */
export function ChangeAfterPayment({ orderNo, locale }: { orderNo: string; locale: string }) {
  const parent = useSyncExternalStore(
    noSubscription,
    () => changeParentOf(orderNo)?.orderNo ?? '',
    () => '',
  );
  const { data } = useBffQuery(
    reschedule.list,
    { orderNo: parent },
    {
      enabled: parent !== '',
      refetchIntervalMs: (list, attempts) =>
        !issued(list?.list.find((o) => o.orderNo === orderNo)) && attempts < POLL_ATTEMPTS ? POLL_INTERVAL_MS : false,
    },
  );
  const change = data?.list.find((o) => o.orderNo === orderNo);
  return (
    <>
      {change && issued(change) && (
        <AddOnsFollowed
          addOns={change.addOns}
          currency={change.currency}
          locale={locale}
          who={(id) => change.lines.find((line) => line.passengerId === id)?.name ?? id}
          headingId="paid-change-add-ons"
        />
      )}
      <ChangeOriginLink orderNo={orderNo} />
    </>
  );
}
