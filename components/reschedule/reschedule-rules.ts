import type { Fare, Flight } from '@/lib/contract/shop';
import type { OrderDetail } from '@/lib/contract/order';
import type { RefundItem } from '@/lib/contract/refund';
import { dateInZone } from '@/lib/domain/airline-time';
import { changeFee } from '@/lib/domain/change-refund-fees';
import { guardianIssues, isIssuedAndUsable, itemKey, ticketOf } from '@/lib/domain/ticket-items';

/**
 * The date-change rules the browser can check before asking the server (decision 23; spec §4 ticket statuses, §9
 * 'under 4 hours not allowed'; decision 23: fare families, 'a child or infant moves only together with its
 * guardian'). airline-api checks them all again (and the check-in state, which the order does not show).
 */

type Segment = OrderDetail['segments'][number];

/** Ticket status 2 'issued' and product status 2 'usable' (spec §4): the only tickets a change may take. */
export const isChangeable = isIssuedAndUsable;

/**
 * Why no ticket of a segment can move now, or null: BASIC is not changeable (decision 23; its children and infants
 * move with their adults, so not either), and no change is made under 4 hours before departure (spec §9).
 */
export function segmentBlock(
  segment: Pick<Segment, 'fareFamily' | 'depTime'>,
  nowMs: number,
): 'BASIC' | 'TOO_LATE' | null {
  const adult = changeFee({
    type: 'ADT',
    fareFamily: segment.fareFamily,
    fareMinor: 0,
    depMs: Date.parse(segment.depTime),
    nowMs,
  });
  if (!('notAllowed' in adult)) return null;
  return adult.band === 'D' ? 'TOO_LATE' : 'BASIC';
}

/** An order with a ticket a change may take now: the order pages offer 'Change date' for it. */
export function hasChangeableTicket(order: Pick<OrderDetail, 'tickets' | 'segments'>, nowMs: number): boolean {
  return order.segments.some(
    (segment) =>
      segmentBlock(segment, nowMs) === null &&
      order.tickets.some((ticket) => ticket.segIndex === segment.segIndex && isChangeable(ticket)),
  );
}

export { guardianIssues, itemKey, ticketOf };

/** Today at the segment's departure airport (yyyy-MM-dd): the earliest new date. */
export function airportToday(segment: Pick<Segment, 'depTimeZone'>, nowMs: number): string {
  return dateInZone(new Date(nowMs), segment.depTimeZone);
}

/** A new date is required and is never before today at the departure airport. */
export function dateIssue(date: string, today: string): 'dateRequired' | 'dateBeforeToday' | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return 'dateRequired';
  return date < today ? 'dateBeforeToday' : null;
}

/** Seats the passengers moved on a segment take: an infant sits on the adult's lap. */
export function seatsNeeded(order: Pick<OrderDetail, 'passengers'>, items: readonly RefundItem[]): number {
  return items.filter((item) => order.passengers.find((p) => p.passengerId === item.passengerId)?.type !== 'INF')
    .length;
}

/** The flight's fare of the family held (decision 23: a change keeps the fare family), or undefined. */
export function fareOfFamily(flight: Pick<Flight, 'fares'>, family: Fare['fareFamily']): Fare | undefined {
  return flight.fares.find((fare) => fare.fareFamily === family);
}
