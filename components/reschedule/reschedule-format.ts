import type { OrderDetail } from '@/lib/contract/order';
import { AIRLINE_TIME_ZONE, dateInZone } from '@/lib/domain/airline-time';
import { formatAirportTime } from '@/lib/i18n/format';
import { dateTimeFormat } from '@/lib/domain/intl-cache';

/** How the date-change pages write names, dates and times (spec: times in the airport's zone). */

type Named = Pick<OrderDetail['passengers'][number], 'name' | 'surname' | 'givenName'>;

/** The name as booked: Chinese, or SURNAME/GIVEN NAME. */
export function bookedName(p: Named): string {
  return p.name || [p.surname, p.givenName].filter(Boolean).join('/');
}

/** A calendar date (zone-free) as people read it: "12月12日周六" / "Sat, Dec 12". */
export function formatDay(date: string, locale: string): string {
  return dateTimeFormat(locale, { timeZone: 'UTC', month: 'short', day: 'numeric', weekday: 'short' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The local clock time at the airport of an instant. */
export const airportClock = formatAirportTime;

/** The local date at the airport of an instant (yyyy-MM-dd). */
export const airportDay = (isoUtc: string, timeZone: string) => dateInZone(isoUtc, timeZone);

/** Days between the local departure and arrival dates (an overnight flight lands +1). */
export function daysLater(depIso: string, depZone: string, arrIso: string, arrZone: string): number {
  const dep = Date.parse(`${airportDay(depIso, depZone)}T00:00:00Z`);
  const arr = Date.parse(`${airportDay(arrIso, arrZone)}T00:00:00Z`);
  return Math.round((arr - dep) / 86_400_000);
}

/** An order time (made, pay by) as the airline writes it: Beijing time, yyyy-MM-dd HH:mm. */
export function formatBeijingTime(isoUtc: string, locale: string): string {
  return `${dateInZone(isoUtc, AIRLINE_TIME_ZONE)} ${formatAirportTime(isoUtc, AIRLINE_TIME_ZONE, locale)}`;
}

/** Where the order page of an order is: the member's own page, or the visitor's order page. */
export function orderHref(orderNo: string, isMember: boolean): string {
  return isMember ? `/member/ticketorderdetail/${orderNo}` : `/book/order?orderNo=${orderNo}`;
}

/** Where a ticket order's date is changed (spec §2 Order changes). */
export const changeHref = (orderNo: string) => `/modify/selair/${orderNo}`;
