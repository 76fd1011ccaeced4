import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { OrderDetail } from '@/lib/contract/order';
import type { RescheduleOrder } from '@/lib/contract/reschedule';
import { formatMoney } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { AddOnsFollowed } from '@/components/ui/add-ons-followed';
import { airportClock, airportDay, bookedName, changeHref, formatBeijingTime, orderHref } from './reschedule-format';
import { hasChangeableTicket } from './reschedule-rules';

type Props = {
  order: Pick<OrderDetail, 'orderNo' | 'isMember' | 'tickets' | 'segments' | 'passengers'>;
  /** The order's rescheduled orders, newest first; null while they are read. */
  changes: RescheduleOrder[] | null;
  locale: string;
  /** The instant 'can change now' is judged at (the 4-hour rule). */
  nowMs: number;
  /** The changes could not be read. */
  failed?: boolean;
};

const STATUS_TONE: Record<RescheduleOrder['status'], string> = {
  PENDING_PAYMENT: 'bg-amber-100 text-amber-900',
  CANCELLED: 'bg-slate-100 text-slate-700',
  TICKETED: 'bg-green-100 text-green-900',
  COMPLETE: 'bg-green-100 text-green-900',
};

/**
 * The date changes of an order on its detail pages (member and visitor; decision 23): 'Change date' while a ticket
 * of it can move, and each rescheduled order with its spec §4 change-date payment status, its new flights, its
 * total and the way to it (and to pay it while it waits for payment). Nothing for an order with neither. No state
 * of its own: the member's page renders it on the server, the visitor's page through OrderChangesLoader.
 */
export function OrderChanges({ order, changes, locale, nowMs, failed = false }: Props) {
  const t = useTranslations('ChangeDate');
  const changeable = hasChangeableTicket(order, nowMs);
  const list = changes ?? [];
  if (!changeable && list.length === 0 && !failed) return null;
  const headingId = `changes-${order.orderNo}`;
  const nameOf = (passengerId: string) => {
    const passenger = order.passengers.find((p) => p.passengerId === passengerId);
    return passenger ? bookedName(passenger) : '';
  };
  return (
    <Card as="section" aria-labelledby={headingId} data-testid="order-changes">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('section.heading')}
        </h2>
        {changeable && (
          <Link
            href={changeHref(order.orderNo)}
            className={buttonClass({ variant: 'outline' })}
            data-testid="order-change-link"
          >
            {t('section.changeLink')}
          </Link>
        )}
      </div>
      {failed ? (
        <p className="text-sm text-red-700">{t('section.loadFailed')}</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-700">{changes === null ? t('section.loading') : t('section.none')}</p>
      ) : (
        <ul className="space-y-3">
          {list.map((change) => (
            <li key={change.orderNo} className="space-y-1 rounded-md border border-slate-200 p-3 text-sm">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-mono break-all text-slate-900">{change.orderNo}</span>
                <span
                  className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[change.status]}`}
                  data-testid="order-change-status"
                >
                  {t(`status.${change.status}`)}
                </span>
                <span className="text-slate-800">
                  {t('section.total', { amount: formatMoney(change.total, change.currency, locale) })}
                </span>
              </div>
              <ul className="text-slate-800">
                {change.segments.map((s) => (
                  <li key={s.segmentIndex}>
                    {`${s.flightNo} · ${s.depAirport} → ${s.arrAirport} · ${airportDay(s.depTime, s.depTimeZone)} ${airportClock(s.depTime, s.depTimeZone, locale)}`}
                  </li>
                ))}
              </ul>
              <AddOnsFollowed
                addOns={change.addOns}
                currency={change.currency}
                locale={locale}
                who={nameOf}
                headingId={`change-add-ons-${change.orderNo}`}
                headingLevel={3}
              />
              <p className="text-slate-600">
                {t('section.madeAt', { time: formatBeijingTime(change.createdAt, locale) })}
              </p>
              {change.status === 'PENDING_PAYMENT' && change.paymentDeadline && (
                <p className="text-amber-900">
                  {t('section.payBy', { time: formatBeijingTime(change.paymentDeadline, locale) })}
                </p>
              )}
              <div className="flex flex-wrap gap-3 pt-1">
                {change.status === 'PENDING_PAYMENT' && (
                  <Link
                    href={`/book/pay?orderNo=${change.orderNo}`}
                    className={buttonClass({ variant: 'accent', size: 'sm' })}
                    data-testid="order-change-pay"
                  >
                    {t('section.pay')}
                  </Link>
                )}
                <Link
                  href={orderHref(change.orderNo, order.isMember)}
                  className="inline-flex min-h-8 items-center text-brand-700 underline"
                >
                  {t('section.view')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
