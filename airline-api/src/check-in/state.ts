import { and, asc, eq, inArray } from 'drizzle-orm';
import { OrderStatus, ProductStatus, TicketStatus } from '@/lib/contract';
import { GUARDIAN_MIN_AGE, ageOn } from '@/lib/domain/passenger-rules';
import { sha256 } from '../account/secrets';
import type { OrderRow } from '../booking/lifecycle';
import type { Db } from '../db/client';
import { readAll } from '../db/reads';
import { bookingOrder, checkIn, orderAncillary, orderPassenger, orderSegment, orderTicket } from '../db/schema';

/** The product code of an extra occupied seat (spec §2 /ancillary/occupied): it blocks online check-in. */
export const EXTRA_SEAT_PRODUCT = 'EXTRA_SEAT';

export type SegmentRow = typeof orderSegment.$inferSelect;
export type PassengerRow = typeof orderPassenger.$inferSelect;
export type TicketRow = typeof orderTicket.$inferSelect;
export type CheckInRow = typeof checkIn.$inferSelect;

/** One order with what check-in reads of it. */
export type OrderBundle = {
  order: OrderRow;
  segments: SegmentRow[];
  passengers: PassengerRow[];
  tickets: TicketRow[];
  /** `${psgIndex}:${segIndex}` of passengers with an extra occupied seat. */
  extraSeats: Set<string>;
  /** Every check-in row of the order, cancelled ones included. */
  checkIns: CheckInRow[];
};

/** The orders' segments, passengers, tickets, extra seats and check-ins, in five queries for all of them. */
export async function loadBundles(db: Db, orders: OrderRow[]): Promise<OrderBundle[]> {
  const numbers = orders.map((o) => o.orderNo);
  if (numbers.length === 0) return [];
  const [segments, passengers, tickets, extras, laterExtras, checkIns] = await readAll(db, [
    () =>
      db.select().from(orderSegment).where(inArray(orderSegment.orderNo, numbers)).orderBy(asc(orderSegment.segIndex)),
    () =>
      db
        .select()
        .from(orderPassenger)
        .where(inArray(orderPassenger.orderNo, numbers))
        .orderBy(asc(orderPassenger.psgIndex)),
    () => db.select().from(orderTicket).where(inArray(orderTicket.orderNo, numbers)),
    () =>
      db
        .select()
        .from(orderAncillary)
        .where(and(inArray(orderAncillary.orderNo, numbers), eq(orderAncillary.productCode, EXTRA_SEAT_PRODUCT))),
    // Extra seats bought after booking: items of the orders' paid add-on orders (order type 3, decision 22).
    () =>
      db
        .select({
          orderNo: bookingOrder.parentOrderNo,
          psgIndex: orderAncillary.psgIndex,
          segIndex: orderAncillary.segIndex,
        })
        .from(orderAncillary)
        .innerJoin(bookingOrder, eq(bookingOrder.orderNo, orderAncillary.orderNo))
        .where(
          and(
            inArray(bookingOrder.parentOrderNo, numbers),
            inArray(bookingOrder.status, [OrderStatus.PAID, OrderStatus.TICKETED]),
            eq(orderAncillary.productCode, EXTRA_SEAT_PRODUCT),
          ),
        ),
    () => db.select().from(checkIn).where(inArray(checkIn.orderNo, numbers)).orderBy(asc(checkIn.id)),
  ]);
  return orders.map((order) => {
    const mine = <T extends { orderNo: string }>(rows: T[]) => rows.filter((r) => r.orderNo === order.orderNo);
    return {
      order,
      segments: mine(segments),
      passengers: mine(passengers),
      tickets: mine(tickets),
      extraSeats: new Set(
        [...mine(extras), ...laterExtras.filter((a) => a.orderNo === order.orderNo)].map(
          (a) => `${a.psgIndex}:${a.segIndex}`,
        ),
      ),
      checkIns: mine(checkIns),
    };
  });
}

/** The same traveller across bookings: their document, hashed (the number itself is not copied). */
export const travellerKey = (p: PassengerRow) => sha256(`${p.certificateType}:${p.certificateNumber.toUpperCase()}`);

/** An issued ticket that can still fly (spec §4: issued, usable). */
export const usableTicket = <T extends Pick<TicketRow, 'ticketNo' | 'ticketStatus' | 'productStatus'>>(
  t: T | undefined,
): t is T & { ticketNo: string } =>
  !!t?.ticketNo && t.ticketStatus === TicketStatus.ISSUED && t.productStatus === ProductStatus.USABLE;

export const isCheckInOrder = (o: OrderRow) => o.status === OrderStatus.TICKETED;

/** The passenger's active check-in on a segment. */
export const activeCheckIn = (b: OrderBundle, psgIndex: number, segIndex: number) =>
  b.checkIns.find((c) => c.psgIndex === psgIndex && c.segIndex === segIndex && c.status === 'CHECKED_IN');

/** Adults of 18 or over on the flight date may be a child's guardian (spec §9 guardian 18 or over). */
export const isGuardian = (p: PassengerRow, flightDate: string) =>
  p.type === 'ADT' && ageOn(p.birthday, flightDate) >= GUARDIAN_MIN_AGE;

/** Tickets that no longer hold the passenger's place on the segment (refunded, changed away, voided, failed). */
const GONE = new Set<number>([
  TicketStatus.REFUNDED,
  TicketStatus.REFUND_DONE,
  TicketStatus.CHANGED,
  TicketStatus.VOIDED,
  TicketStatus.ISSUE_FAILED,
]);

/**
 * The adults (by psgIndex) who carry an infant on the segment: the stored guardian of each infant still on it
 * (decision 50). Seat rules (no exit row, one infant per side), check-in (at the counter) and add-ons read it.
 */
export function infantCarriersOn(b: OrderBundle, segIndex: number): Set<number> {
  const carriers = new Set<number>();
  for (const p of b.passengers) {
    if (p.type !== 'INF' || !p.guardianPassengerId) continue;
    const onSegment = b.tickets.some(
      (t) => t.psgIndex === p.psgIndex && t.segIndex === segIndex && !GONE.has(t.ticketStatus),
    );
    const guardian = b.passengers.find((g) => g.passengerId === p.guardianPassengerId);
    if (onSegment && guardian) carriers.add(guardian.psgIndex);
  }
  return carriers;
}

/**
 * Who a child or infant travels with on a flight of the order: its stored guardian (decision 50), or, when that
 * adult is not on this order (a change order that moved the child alone), any adult of 18 or over on it.
 */
export function guardiansFor(b: OrderBundle, p: PassengerRow, flightDate: string): PassengerRow[] {
  const stored = p.guardianPassengerId && b.passengers.find((g) => g.passengerId === p.guardianPassengerId);
  return stored ? [stored] : b.passengers.filter((g) => isGuardian(g, flightDate));
}
