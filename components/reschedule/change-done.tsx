'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import type { OrderDetail } from '@/lib/contract/order';
import type { RescheduleOrder } from '@/lib/contract/reschedule';
import { Link } from '@/lib/i18n/navigation';
import { airportClock, airportDay, bookedName, orderHref } from './reschedule-format';
import { AddOnsFollowed } from '@/components/ui/add-ons-followed';
import { ChangedFlights, NewTickets } from '@/components/ui/issued-change-lists';
import { useIssuedChange } from '@/components/ui/use-issued-change';

type Props = {
  /** The original order (its passengers' names, where it is shown). */
  order: Pick<OrderDetail, 'orderNo' | 'isMember' | 'passengers'>;
  made: RescheduleOrder;
  locale: string;
};

/**
 * A change with nothing to pay (decision 23: 'total 0'): 'the date is changed', the new flights in their airports'
 * times and the new 902 tickets of each passenger, read again while any is still being issued; then the ways to
 * the original order and to the change order.
 */
export function ChangeDone({ order, made, locale }: Props) {
  const t = useTranslations('ChangeDate');
  const current = useIssuedChange(order.orderNo, made);

  const nameOf = (passengerId: string) => {
    const passenger = order.passengers.find((p) => p.passengerId === passengerId);
    return passenger ? bookedName(passenger) : passengerId;
  };
  const flightOf = (segIndex: number) => current.segments.find((s) => s.segmentIndex === segIndex);

  return (
    <div className="space-y-4" data-testid="change-done">
      <p role="status" className="rounded-md bg-green-50 p-4 text-lg font-semibold text-green-900">
        {t('done')}
      </p>
      <p className="font-mono text-slate-800">{t('changeOrder', { orderNo: current.orderNo })}</p>
      <ChangedFlights
        segments={current.segments}
        departure={(s) => `${airportDay(s.depTime, s.depTimeZone)} ${airportClock(s.depTime, s.depTimeZone, locale)}`}
      />
      <NewTickets
        idPrefix="change"
        heading={t('newTickets')}
        tickets={current.tickets}
        who={(ticket) =>
          t('ticketLine', {
            name: nameOf(ticket.passengerId),
            flightNo: flightOf(ticket.segmentIndex)?.flightNo ?? '',
          })
        }
        issuing={t('ticketIssuing')}
      />
      <AddOnsFollowed
        addOns={current.addOns}
        currency={current.currency}
        locale={locale}
        who={nameOf}
        headingId="change-add-ons"
      />
      <div className="flex flex-wrap gap-3">
        <Link href={orderHref(order.orderNo, order.isMember)} className={buttonClass({ variant: 'primary' })}>
          {t('backToOrder')}
        </Link>
        <Link href={orderHref(current.orderNo, order.isMember)} className={buttonClass({ variant: 'secondary' })}>
          {t('viewChangeOrder')}
        </Link>
      </div>
    </div>
  );
}
