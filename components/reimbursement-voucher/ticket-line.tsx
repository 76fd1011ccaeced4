import { useTranslations } from 'next-intl';
import type { VoucherTicket } from '@/lib/contract/reimbursement-vouchers';
import { airportDate, formatAirportTime } from '@/lib/i18n/format';

/** A ticket's departure as its airport's clock shows it ('2026-12-10 14:05'). */
export const departureOf = (t: VoucherTicket, locale: string) =>
  `${airportDate(t.departureTime, t.departureTimeZone)} ${formatAirportTime(t.departureTime, t.departureTimeZone, locale)}`;

/** A ticket's route in one line ('广州 – 北京'). */
export const routeOf = (t: VoucherTicket) => `${t.depCity} – ${t.arrCity}`;

/**
 * One ticket's facts (spec §3 passenger ticket, trip record): passenger, flight, route, departure in the airport's zone
 * and the ticket number, as stacked label and value pairs that wrap on a phone.
 */
export function TicketLine({ ticket, locale }: { ticket: VoucherTicket; locale: string }) {
  const t = useTranslations('ReimbursementVoucher.ticket');
  const id = `ticket-${ticket.ticketNo}`;
  const facts: [string, string, string][] = [
    ['passenger', t('passenger'), ticket.passengerName],
    ['flight', t('flight'), ticket.flightNo],
    ['route', t('route'), routeOf(ticket)],
    ['departure', t('departure'), departureOf(ticket, locale)],
    ['ticketNo', t('ticketNo'), ticket.ticketNo],
  ];
  return (
    <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
      {facts.map(([key, term, value]) => (
        <div key={key} className="contents">
          <dt id={`${id}-${key}`} className="text-slate-600">
            {term}
          </dt>
          <dd aria-labelledby={`${id}-${key}`} className="min-w-0 break-words text-slate-900">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
