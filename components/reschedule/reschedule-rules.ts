import type { Fare, Flight } from '@/lib/contract/shop';
import type { OrderDetail } from '@/lib/contract/order';
import type { RefundItem } from '@/lib/contract/refund';
import { dateInZone } from '@/lib/domain/airline-time';
import { changeFee } from '@/lib/domain/change-refund-fees';

/**
 * The date-change rules the browser can check before asking the server (decision 23; spec §4 ticket statuses, §9
 * 'under 4 hours not allowed'; decision 23: fare families, 'a child or infant moves only together with its
 * guardian'). airline-api checks them all again (and the check-in state, which the order does not show).
 */

type Ticket = OrderDetail['tickets'][number];
type Segment = OrderDetail['segments'][number];

/** Ticket status 2 'issued' and product status 2 'usable' (spec §4): the only tickets a change may take. */
export function isChangeable(ticket: Ticket | undefined): boolean {
  return Boolean(ticket && ticket.ticketNo && ticket.ticketStatus === 2 && ticket.productStatus === 2);
}

/** The ticket of a passenger on a segment, by the passenger's index in the order. */
export function ticketOf(order: Pick<OrderDetail, 'tickets'>, passengerIndex: number, segIndex: number) {
  return order.tickets.find((t) => t.passengerIndex === passengerIndex && t.segIndex === segIndex);
}

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

export const itemKey = (item: RefundItem) => `${item.passengerId}:${item.segmentIndex}`;

/**
 * Decision 23 'a child or an infant is moved only together with its guardian (an adult of the same order on the
 * same segment)': the chosen child and infant items (by itemKey) whose segment has an adult who still holds a
 * usable ticket and none of whose adults is chosen. When no adult of the segment holds one any more, the child
 * goes alone.
 */
export function guardianIssues(order: Pick<OrderDetail, 'passengers' | 'tickets'>, chosen: readonly RefundItem[]) {
  const chosenKeys = new Set(chosen.map(itemKey));
  const adults = order.passengers.filter((p) => p.type === 'ADT');
  const issues = new Set<string>();
  for (const item of chosen) {
    const passenger = order.passengers.find((p) => p.passengerId === item.passengerId);
    if (!passenger || passenger.type === 'ADT') continue;
    const onSegment = adults.filter((a) => isChangeable(ticketOf(order, a.index, item.segmentIndex)));
    const withAdult = onSegment.some((a) =>
      chosenKeys.has(itemKey({ passengerId: a.passengerId, segmentIndex: item.segmentIndex })),
    );
    if (onSegment.length > 0 && !withAdult) issues.add(itemKey(item));
  }
  return issues;
}

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
