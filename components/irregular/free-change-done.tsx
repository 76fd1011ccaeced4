'use client';

import { useTranslations } from 'next-intl';
import { AddOnsFollowed } from '@/components/ui/add-ons-followed';
import { buttonClass } from '@/components/ui/button';
import { ChangedFlights, NewTickets } from '@/components/ui/issued-change-lists';
import { useIssuedChange } from '@/components/ui/use-issued-change';
import type { IrregularTrip } from '@/lib/contract/irregular';
import type { RescheduleOrder } from '@/lib/contract/reschedule';
import { dateTimeFormat } from '@/lib/domain/intl-cache';
import { formatMoney } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { airportClock } from './irregular-format';

type Props = { trip: IrregularTrip; made: RescheduleOrder; locale: string; orderHref: string };

/** The change is made: nothing paid, the new flight and its new 902 tickets (read again while any is issuing). */
export function FreeChangeDone({ trip, made, locale, orderHref }: Props) {
  const t = useTranslations('Irregular');
  const current = useIssuedChange(trip.orderNo, made);

  const nameOf = (passengerId: string) => trip.passengers.find((p) => p.passengerId === passengerId)?.name ?? '';
  return (
    <div className="space-y-4">
      <p role="status" className="rounded-md bg-green-50 p-4 text-lg font-semibold text-green-900">
        {t('done')}
      </p>
      <p className="text-slate-900">{t('paidLine', { total: formatMoney(current.total, current.currency, locale) })}</p>
      <p className="font-mono text-slate-800">{t('changeOrder', { orderNo: current.orderNo })}</p>
      <ChangedFlights
        segments={current.segments}
        departure={(s) =>
          `${dateTimeFormat('en-CA', { timeZone: s.depTimeZone }).format(new Date(s.depTime))} ${airportClock(s.depTime, s.depTimeZone, locale)}`
        }
      />
      <NewTickets
        idPrefix="irregular"
        heading={t('newTickets')}
        tickets={current.tickets}
        who={(ticket) => nameOf(ticket.passengerId)}
        issuing={t('ticketIssuing')}
      />
      <AddOnsFollowed
        addOns={current.addOns}
        currency={current.currency}
        locale={locale}
        who={nameOf}
        headingId="irregular-add-ons"
      />
      <Link href={orderHref} className={buttonClass({ variant: 'primary' })}>
        {t('backToOrder')}
      </Link>
    </div>
  );
}
