import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import type { EInvoiceTicket } from '@/lib/contract';
import { formatAirportDateTimeFull, formatMoney } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';

/**
 * The member's tickets as cards (a phone reads them as stacked rows; decision 71): flight, passenger, amount, what
 * may be done. A flown ticket without an invoice leads to /Electronic/issue, one with an invoice to its inquiry.
 */
export function EInvoiceTicketList({ tickets, locale }: { tickets: EInvoiceTicket[]; locale: string }) {
  const t = useTranslations('EInvoice');
  if (tickets.length === 0) return <p className="text-slate-700">{t('list.empty')}</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {tickets.map((ticket) => {
        const status = ticket.invoice
          ? t(`invoice.statuses.${ticket.invoice.status}`)
          : ticket.refusal
            ? t(`refusals.${ticket.refusal}`)
            : t('list.invoiceable');
        return (
          <li key={ticket.ticketNo}>
            <Card className="space-y-1 text-sm" data-testid="ei-list-ticket">
              <p className="font-semibold text-slate-900">
                {`${ticket.flightNo} ${ticket.departure.cityName} → ${ticket.arrival.cityName}`}
              </p>
              <p className="text-slate-700">
                {formatAirportDateTimeFull(ticket.departureTime, ticket.departureTimeZone, locale)}
              </p>
              <p className="break-all text-slate-700">{`${ticket.passengerName} · ${ticket.ticketNo}`}</p>
              <p className="text-slate-900">{formatMoney(ticket.totalFen, 'CNY', locale, { fraction: 'always' })}</p>
              <p className="text-slate-700" data-testid="ei-list-status">
                {status}
              </p>
              {ticket.invoice ? (
                <Link
                  href={`/Electronic/inquire?invoiceNo=${ticket.invoice.invoiceNo}`}
                  className="inline-flex min-h-6 items-center text-brand-700 underline"
                >
                  {t('list.view')}
                </Link>
              ) : (
                !ticket.refusal && (
                  <Link
                    href={`/Electronic/issue?orderNo=${ticket.orderNo}&ticketNo=${ticket.ticketNo}`}
                    className="inline-flex min-h-6 items-center text-brand-700 underline"
                  >
                    {t('list.issue')}
                  </Link>
                )
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
