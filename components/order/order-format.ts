import { isProductOrderType, productOrderPath } from '@/lib/domain/special-product-rules';
import type { OrderDetail } from '@/lib/contract';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import { airportDate, formatAirportTime } from '@/lib/i18n/format';

/** Order times (booked, pay by) are the airline's: Beijing time, as on its tickets and receipts. */
export function formatOrderTime(isoUtc: string, locale: string): string {
  return `${airportDate(isoUtc, AIRLINE_TIME_ZONE)} ${formatAirportTime(isoUtc, AIRLINE_TIME_ZONE, locale)}`;
}

type Named = Pick<OrderDetail['passengers'][number], 'name' | 'surname' | 'givenName'>;

/** The name as booked: Chinese, or SURNAME/GIVEN NAME. */
export function passengerName(p: Named): string {
  return p.name || [p.surname, p.givenName].filter(Boolean).join('/');
}

/** An e-mail as a receipt shows it: 'zh***@example.com' (enough to recognise, not to harvest). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email ? '***' : '';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** A phone as a receipt shows it: '+86 138****5678'. */
export function maskPhone(areaCode: string, mobile: string): string {
  if (!mobile) return '';
  const shown = mobile.length > 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : `***${mobile.slice(-2)}`;
  return areaCode ? `+${areaCode} ${shown}` : shown;
}

/** Where the order page of an order is: the member's own page, or the visitor's order page. */
export function orderPageHref(order: Pick<OrderDetail, 'orderNo' | 'isMember'> & { orderType?: number }): string {
  // A product order (decision 67) is the member's product page, where its cards are.
  if (order.orderType !== undefined && isProductOrderType(order.orderType))
    return productOrderPath(order.orderType, order.orderNo);
  return order.isMember ? `/member/ticketorderdetail/${order.orderNo}` : `/book/order?orderNo=${order.orderNo}`;
}
