import type { AddPeopleSegment } from '@/lib/contract/add-people';
import { AIRLINE_TIME_ZONE, dateInZone } from '@/lib/domain/airline-time';
import { formatAirportTime } from '@/lib/i18n/format';

/** How the add-people pages write flights and order times (spec: flight times in the airport's zone). */

/** One flight as a line: "YQ1001 PKX–SHA 2026-12-10 08:30" (local date and time at the departure airport). */
export function flightLine(
  s: Pick<AddPeopleSegment, 'flightNo' | 'depAirport' | 'arrAirport' | 'depTime' | 'depTimeZone'>,
  locale: string,
): string {
  const day = dateInZone(s.depTime, s.depTimeZone);
  return `${s.flightNo} ${s.depAirport}–${s.arrAirport} ${day} ${formatAirportTime(s.depTime, s.depTimeZone, locale)}`;
}

/** An order time (made, pay by) as the airline writes it: Beijing time, yyyy-MM-dd HH:mm. */
export function beijingTime(isoUtc: string, locale: string): string {
  return `${dateInZone(isoUtc, AIRLINE_TIME_ZONE)} ${formatAirportTime(isoUtc, AIRLINE_TIME_ZONE, locale)}`;
}

/** Where a new order is paid (the payment countdown, spec §2 Booking). */
export const payHref = (orderNo: string) => `/book/pay?orderNo=${encodeURIComponent(orderNo)}`;

/** Where a child or an infant is added to a ticket order (spec §2 /addpeople/airandpeople/{child|baby}/{orderNo}). */
export const addPeopleHref = (kind: 'child' | 'baby', orderNo: string) =>
  `/addpeople/airandpeople/${kind}/${encodeURIComponent(orderNo)}`;
