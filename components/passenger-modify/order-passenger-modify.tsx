import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { OrderDetail } from '@/lib/contract/order';
import type { PassengerModification } from '@/lib/contract/passenger-modify';
import { AIRLINE_TIME_ZONE, dateInZone } from '@/lib/domain/airline-time';
import { formatAirportTime } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { candidateLabel } from './modify-rules';

type Props = {
  order: Pick<OrderDetail, 'orderNo' | 'tickets' | 'passengers'>;
  /** The order's changes, newest first; null while they are read. */
  modifications: PassengerModification[] | null;
  locale: string;
  failed?: boolean;
};

/** Where a ticket order's passenger name or document is changed (spec §2 /ancillary/cname/{orderNo}). */
export const cnameHref = (orderNo: string) => `/ancillary/cname/${encodeURIComponent(orderNo)}`;

/**
 * The name and document changes of an order on its detail pages (member and visitor; decision 24): 'Change name
 * or document' beside the refund and date-change links while a ticket is issued (/ancillary/cname says which
 * passengers may), and each change made: what, before → after, when (Beijing time). No state of its own: the
 * member's page renders it on the server, the visitor's page through OrderPassengerModifyLoader.
 */
export function OrderPassengerModify({ order, modifications, locale, failed = false }: Props) {
  const t = useTranslations('PassengerModify');
  const ticketed = order.tickets.some((ticket) => ticket.ticketNo !== null);
  const list = modifications ?? [];
  if (!ticketed && list.length === 0) return null;
  const headingId = `cname-${order.orderNo}`;
  const nameOf = (passengerId: string) => {
    const p = order.passengers.find((x) => x.passengerId === passengerId);
    return p ? candidateLabel(p) : '';
  };
  return (
    <Card as="section" aria-labelledby={headingId} data-testid="order-passenger-modify">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('section.heading')}
        </h2>
        {ticketed && (
          <Link
            href={cnameHref(order.orderNo)}
            className={buttonClass({ variant: 'outline' })}
            data-testid="order-cname-link"
          >
            {t('section.link')}
          </Link>
        )}
      </div>
      {failed ? (
        <p className="text-sm text-red-700">{t('section.loadFailed')}</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-700">{modifications === null ? t('loadingDraft') : t('section.none')}</p>
      ) : (
        <ul className="space-y-2">
          {list.map((m) => (
            <li
              key={m.modificationNo}
              className="space-y-1 rounded-md border border-slate-200 p-3 text-sm"
              data-testid="order-passenger-modification"
            >
              <p className="font-medium break-words text-slate-900">{nameOf(m.passengerId)}</p>
              <p className="break-all text-slate-800">
                {t('section.item', { what: t(`what.${m.field}`), before: m.before, after: m.after })}
              </p>
              <p className="text-slate-600">
                {t('section.changedAt', {
                  time: `${dateInZone(m.changedAt, AIRLINE_TIME_ZONE)} ${formatAirportTime(m.changedAt, AIRLINE_TIME_ZONE, locale)}`,
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
