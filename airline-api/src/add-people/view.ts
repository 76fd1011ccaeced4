import { and, desc, eq, inArray } from 'drizzle-orm';
import { OrderStatus, type AddPeopleOrder, type AddPeopleStatus, type AddPeopleType } from '@/lib/contract';
import { PAYABLE, expireDue, type OrderRow } from '../booking/lifecycle';
import type { OrderTypeView } from '../booking/order-types';
import type { PriceFen } from '../booking/price-parts';
import type { Db } from '../db/client';
import type { Services } from '../services';
import { bookingOrder, orderPassenger, orderTicket } from '../db/schema';
import { ADD_PEOPLE_ORDER_TYPE } from './eligibility';
import { addedPassengers, addedTickets } from './holdings';

/**
 * What an addition keeps of itself in its price record: who was added, beside whom, and the price of each segment
 * as quoted. The passenger's own row lives on the parent order while the addition stands (and leaves it when the
 * addition is closed unpaid or fails), so the record is what still names them afterwards.
 */
export type AddPeopleRecord = {
  type: AddPeopleType;
  passengerId: string;
  name: string;
  guardianId: string;
  guardianName: string;
  lines: { segmentIndex: number; flightNo: string; fare: number; taxes: number; total: number }[];
};
export type AddPeoplePriceFen = PriceFen & { addPeople: AddPeopleRecord };

/** How an addition shows in the order views: the passenger it put on its parent order, and what it quoted. */
export const addPeopleOrderType: OrderTypeView = {
  // Due the sum of its segments' prices, each converted on its own (commit.ts).
  price: (o, stored) => ({ ...stored, actualAmount: o.payAmount }),
  passengers: addedPassengers,
  tickets: addedTickets,
  // It keeps whom it added in its price record; the passenger's row is on its parent.
  carries: (o) => {
    const added = (o.priceFen as AddPeoplePriceFen).addPeople;
    return added ? { productCount: added.lines.length, passengerNames: [added.name] } : null;
  },
};

/** The addition's status (spec §4 order statuses, read for this kind of order). */
function statusOf(o: OrderRow): AddPeopleStatus {
  if ((PAYABLE as number[]).includes(o.status)) return 'PENDING_PAYMENT';
  if (o.status === OrderStatus.CANCELLED) return o.cancelReason === 'TICKETING_FAILED' ? 'FAILED' : 'CANCELLED';
  if (o.status === OrderStatus.PAID) return 'PAID';
  return 'TICKETED';
}

/** Additions as their original order shows them (contract AddPeopleOrderSchema), in the given order. */
export async function additionViews(db: Db, rows: OrderRow[]): Promise<AddPeopleOrder[]> {
  if (rows.length === 0) return [];
  const parents = [...new Set(rows.map((o) => o.parentOrderNo!))];
  const numbers = rows.map((o) => o.orderNo);
  const passengers = await db
    .select()
    .from(orderPassenger)
    .where(and(inArray(orderPassenger.orderNo, parents), inArray(orderPassenger.addedByOrderNo, numbers)));
  const tickets = passengers.length
    ? await db.select().from(orderTicket).where(inArray(orderTicket.orderNo, parents))
    : [];
  return rows.map((o) => {
    const record = (o.priceFen as AddPeoplePriceFen).addPeople;
    const passenger = passengers.find((p) => p.addedByOrderNo === o.orderNo);
    const ticketOf = (segIndex: number) =>
      passenger
        ? (tickets.find(
            (t) => t.orderNo === o.parentOrderNo && t.psgIndex === passenger.psgIndex && t.segIndex === segIndex,
          )?.ticketNo ?? null)
        : null;
    const status = statusOf(o);
    return {
      orderNo: o.orderNo,
      parentOrderNo: o.parentOrderNo!,
      status,
      type: record.type,
      passengerId: record.passengerId,
      name: record.name,
      guardianId: record.guardianId,
      guardianName: record.guardianName,
      currency: o.payCurrency,
      lines: record.lines.map((l) => ({ ...l, ticketNo: ticketOf(l.segmentIndex) })),
      total: o.payAmount,
      paymentDeadline: status === 'PENDING_PAYMENT' ? o.paymentDeadline.toISOString() : null,
      createdAt: o.createdAt.toISOString(),
    };
  });
}

const additionRows = (db: Db, parentOrderNo: string) =>
  db
    .select()
    .from(bookingOrder)
    .where(and(eq(bookingOrder.parentOrderNo, parentOrderNo), eq(bookingOrder.orderType, ADD_PEOPLE_ORDER_TYPE)));

/**
 * Closes the order's unpaid additions past their deadline, as a read of one order does: their passengers leave the
 * order, so a place they held with a guardian is free again before anyone counts it.
 */
export async function closeDueAdditions(s: Services, parentOrderNo: string): Promise<void> {
  const rows = await additionRows(s.db, parentOrderNo);
  const due = rows.filter(
    (o) => (PAYABLE as number[]).includes(o.status) && o.paymentDeadline.getTime() <= s.clock.now(),
  );
  for (const o of due) await expireDue(s, o.orderNo);
}

/** The additions of one original order, newest first. */
export async function additionsOf(db: Db, parentOrderNo: string): Promise<AddPeopleOrder[]> {
  const rows = await db
    .select()
    .from(bookingOrder)
    .where(and(eq(bookingOrder.parentOrderNo, parentOrderNo), eq(bookingOrder.orderType, ADD_PEOPLE_ORDER_TYPE)))
    .orderBy(desc(bookingOrder.createdAt), desc(bookingOrder.orderNo));
  return additionViews(db, rows);
}
