'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
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
      <ul className="space-y-1 text-sm text-slate-900">
        {current.segments.map((s) => (
          <li key={s.segmentIndex}>
            {`${s.flightNo} · ${s.depAirport} → ${s.arrAirport} · ${dateTimeFormat('en-CA', { timeZone: s.depTimeZone }).format(new Date(s.depTime))} ${airportClock(s.depTime, s.depTimeZone, locale)}`}
          </li>
        ))}
      </ul>
      <section aria-labelledby="irregular-new-tickets" className="space-y-2">
        <h2 id="irregular-new-tickets" className="text-lg font-semibold text-slate-900">
          {t('newTickets')}
        </h2>
        <ul className="space-y-1 text-sm" aria-live="polite">
          {current.tickets.map((ticket) => (
            <li key={`${ticket.passengerId}:${ticket.segmentIndex}`} className="flex flex-wrap gap-x-3">
              <span className="break-words">{nameOf(ticket.passengerId)}</span>
              <span className="font-mono">{ticket.ticketNo ?? t('ticketIssuing')}</span>
            </li>
          ))}
        </ul>
      </section>
      <Link href={orderHref} className={buttonClass({ variant: 'primary' })}>
        {t('backToOrder')}
      </Link>
    </div>
  );
}
