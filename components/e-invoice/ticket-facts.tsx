import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import type { EInvoiceTicket } from '@/lib/contract';
import { formatAirportDateTimeFull, formatMoney } from '@/lib/i18n/format';

/** The ticket an invoice is for: passenger, numbers, flight (departure in its airport's time) and the amounts. */
export function EInvoiceTicketFacts({ ticket, locale }: { ticket: EInvoiceTicket; locale: string }) {
  const t = useTranslations('EInvoice');
  const money = (fen: number) => formatMoney(fen, 'CNY', locale, { fraction: 'always' });
  const facts: [string, string][] = [
    [t('ticket.passenger'), ticket.passengerName],
    [t('ticket.ticketNo'), ticket.ticketNo],
    [t('ticket.orderNo'), ticket.orderNo],
    [t('ticket.flight'), `${ticket.flightNo} ${ticket.departure.cityName} → ${ticket.arrival.cityName}`],
    [t('ticket.departs'), formatAirportDateTimeFull(ticket.departureTime, ticket.departureTimeZone, locale)],
  ];
  return (
    <Card className="max-w-xl space-y-3" data-testid="ei-ticket">
      <h2 className="text-lg font-semibold text-slate-900">{t('ticket.heading')}</h2>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="text-sm font-medium text-slate-800">{t('ticket.amounts')}</h3>
      <ul className="divide-y divide-slate-100 text-sm">
        {ticket.items.map((item) => (
          <li key={item.kind} className="flex justify-between gap-4 py-1">
            <span>{t(`items.${item.kind}`)}</span>
            <span className="tabular-nums">{money(item.amountFen)}</span>
          </li>
        ))}
        <li className="flex justify-between gap-4 py-1 font-semibold">
          <span>{t('ticket.total')}</span>
          <span className="tabular-nums" data-testid="ei-total">
            {money(ticket.totalFen)}
          </span>
        </li>
      </ul>
    </Card>
  );
}
