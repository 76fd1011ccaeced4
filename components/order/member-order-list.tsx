import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import type { OrderSummary } from '@/lib/contract';
import { OrderStatus } from '@/lib/contract/order-status';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import { canPayNow, orderDetailPath, payPath } from '@/lib/domain/order-filters';
import { isWholeOutcome, ticketOutcome } from '@/lib/domain/ticket-outcome';
import { airportDate, formatAirportTime, formatMoney } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';

type Props = { orders: OrderSummary[]; locale: string; nowMs: number };

type Note = 'ticketing' | 'ticketed' | 'retry' | 'USER' | 'EXPIRED' | 'TICKETING_FAILED';

/** What the status code alone does not say: tickets pending or issued, why an order was cancelled. */
function statusNote(order: OrderSummary, payable: boolean): Note | null {
  if (order.orderStatus === OrderStatus.CANCELLED) return order.cancelReason;
  if (order.orderStatus === OrderStatus.PAYMENT_FAILED && payable) return 'retry';
  // A product sale's cards are not tickets: its status says what they are (paid, then complete).
  if (order.productName !== null) return null;
  if (order.orderStatus === OrderStatus.PAID) return order.ticketing === 'ISSUED' ? 'ticketed' : 'ticketing';
  if (order.orderStatus === OrderStatus.TICKETED) return 'ticketed';
  return null;
}

/**
 * One page of the member's orders as cards (one column on phones, the facts side by side on wider
 * screens). A row opens its order's own page where the order has one (lib/domain orderDetailPath), and
 * an order that can still be paid shows its deadline and the way to pay.
 */
export function MemberOrderList({ orders, locale, nowMs }: Props) {
  const t = useTranslations('MemberOrders');
  const tOrder = useTranslations('Order');
  // Order times (booked, pay by) are the airline's, Beijing time; a departure is the airport's own time.
  const beijing = (iso: string) =>
    t('beijingTime', {
      date: airportDate(iso, AIRLINE_TIME_ZONE),
      time: formatAirportTime(iso, AIRLINE_TIME_ZONE, locale),
    });
  return (
    <ul aria-label={t('listLabel')} className="space-y-3" data-testid="member-orders">
      {orders.map((order) => {
        const detail = orderDetailPath(order.orderType, order.orderNo, order.segmentCount);
        const payable = canPayNow(order, nowMs);
        // Refunded or changed tickets (issue 28 §3): an order with none left to fly says so instead of its status.
        const outcome = ticketOutcome(order.ticketStatuses);
        const whole = isWholeOutcome(outcome);
        const note = whole ? null : statusNote(order, payable);
        const departs = t('localTime', {
          date: airportDate(order.depTime, order.depTimeZone),
          time: formatAirportTime(order.depTime, order.depTimeZone, locale),
        });
        return (
          <li
            key={order.orderNo}
            className={cardClass('md', 'space-y-3')}
            data-testid="member-order"
            data-order-no={order.orderNo}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="text-sm text-slate-700">
                  {t('orderNo')} · {t(`typeName.${order.orderType}` as 'typeName.1')}
                </p>
                {detail ? (
                  <Link
                    href={detail}
                    className="inline-flex min-h-6 items-center font-mono text-base font-semibold break-all text-brand-700 underline hover:text-brand-800"
                  >
                    {order.orderNo}
                  </Link>
                ) : (
                  <>
                    <p className="font-mono text-base font-semibold break-all text-slate-900">{order.orderNo}</p>
                    <p className="text-xs text-slate-700">{t('noDetail')}</p>
                  </>
                )}
              </div>
              <p className="text-right" data-testid="order-status">
                <span className="block font-semibold text-slate-900">
                  {outcome && whole
                    ? tOrder(`ticketOutcome.${outcome}`)
                    : t(`status.${order.orderStatus}` as 'status.1')}
                </span>
                {note && <span className="block text-xs text-slate-700">{t(`statusNote.${note}`)}</span>}
                {outcome && !whole && (
                  <span className="block text-xs text-slate-700">{tOrder(`ticketOutcome.${outcome}`)}</span>
                )}
              </p>
            </div>
            {order.productName !== null ? (
              <p className="font-semibold break-words text-slate-900" data-testid="order-product">
                {order.productName}
              </p>
            ) : (
              <div>
                <p className="font-semibold text-slate-900" data-testid="order-route">
                  {t('routeText', { from: order.depCityName, to: order.arrCityName })}
                  {order.segmentCount > 1 && (
                    <span className="ml-2 text-sm font-normal text-slate-700">
                      {t('moreFlights', { count: order.segmentCount })}
                    </span>
                  )}
                </p>
                <p className="text-sm text-slate-700">
                  {t('routeText', { from: order.depAirportName, to: order.arrAirportName })}
                </p>
                {order.flightAlert && (
                  <p className="mt-1 text-sm font-semibold text-red-800" data-testid="order-flight-alert">
                    {t(`flightAlert.${order.flightAlert}` as 'flightAlert.CANCELLED')}
                  </p>
                )}
              </div>
            )}
            <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
              {order.productName === null && (
                <div>
                  <dt className="text-slate-700">{t('departs')}</dt>
                  <dd className="text-slate-900">{departs}</dd>
                </div>
              )}
              <div>
                <dt className="text-slate-700">{t('bookedAt')}</dt>
                <dd className="text-slate-900">{beijing(order.createdAt)}</dd>
              </div>
              <div>
                <dt className="text-slate-700">{t('passengers')}</dt>
                <dd className="break-words text-slate-900">
                  {order.passengerNames.join(locale === 'zh-CN' ? '、' : ', ')}
                </dd>
              </div>
              <div>
                <dt className="text-slate-700">{t('products')}</dt>
                <dd className="text-slate-900">{order.productCount.toLocaleString(locale)}</dd>
              </div>
              <div>
                <dt className="text-slate-700">{t('amount')}</dt>
                <dd className="font-semibold text-slate-900">{formatMoney(order.amount, order.currency, locale)}</dd>
              </div>
              {payable && (
                <div>
                  <dt className="text-slate-700">{t('payBy')}</dt>
                  <dd className="font-semibold text-accent-700">{beijing(order.paymentDeadline)}</dd>
                </div>
              )}
            </dl>
            {payable && (
              <Link
                href={payPath(order.orderNo, order.orderType)}
                aria-label={t('goToPayLabel', { orderNo: order.orderNo })}
                className={buttonClass({ variant: 'accent' })}
              >
                {t('goToPay')}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
