import { eq, inArray } from 'drizzle-orm';
import type { RefundItem } from '@/lib/contract';
import type { OrderRow } from '../booking/lifecycle';
import type { Db } from '../db/client';
import { bookingOrder, orderPassenger } from '../db/schema';
import { RESCHEDULE_ORDER_TYPE } from '../reschedule/moved';
import type { ReschedulePriceFen } from '../reschedule/view';

/**
 * Who paid for a ticket's fare (decision 23, "A changed ticket's refund"): a ticket of a rescheduled order (type 2)
 * was paid partly by the order it replaced a ticket of (its fare as first booked, with that order's deductions) and
 * partly by each date change on the way (the fare difference; the change fee is the change's and is kept). An added
 * child or infant (type 5) was paid by its addition.
 */
export type PaidBy = {
  /** The ticket order at the start of the chain (type 1), where the passenger was booked or added. */
  root: OrderRow;
  /** The passenger's index there (its deductions' share is counted on that order's fares). */
  rootPsgIndex: number;
  /** The addition that paid for this passenger's fare instead of the root, when added later (type 5). */
  addition: OrderRow | null;
  /** The date changes, newest first, each with the fare difference it was paid for this ticket. */
  changes: { order: OrderRow; difference: number }[];
};

export const paidByKey = (passengerId: string, segmentIndex: number) => `${passengerId}:${segmentIndex}`;

async function orderRow(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  const [o] = await db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
  return o;
}

/**
 * For each item of `order`, who paid for it: walks up from a rescheduled order to the ticket order at the start
 * (a ticket changed twice has two changes), finds the passenger there by its passengerId, and the addition that
 * put them on it if any. An item of a plain ticket order is paid by that order alone.
 */
export async function paidByOf(db: Db, order: OrderRow, items: RefundItem[]): Promise<Map<string, PaidBy>> {
  const chain: OrderRow[] = [order];
  for (let cur = order; cur.orderType === RESCHEDULE_ORDER_TYPE && cur.parentOrderNo;) {
    const parent = await orderRow(db, cur.parentOrderNo);
    if (!parent) break;
    chain.push(parent);
    cur = parent;
  }
  const root = chain[chain.length - 1]!;
  const ids = [...new Set(items.map((i) => i.passengerId))];
  const passengers = ids.length
    ? await db.select().from(orderPassenger).where(inArray(orderPassenger.passengerId, ids))
    : [];
  const additionNos = [
    ...new Set(passengers.filter((p) => p.orderNo === root.orderNo && p.addedByOrderNo).map((p) => p.addedByOrderNo!)),
  ];
  const additions = additionNos.length
    ? await db.select().from(bookingOrder).where(inArray(bookingOrder.orderNo, additionNos))
    : [];
  const out = new Map<string, PaidBy>();
  for (const item of items) {
    const atRoot = passengers.find((p) => p.orderNo === root.orderNo && p.passengerId === item.passengerId);
    const changes = chain.slice(0, -1).map((o) => {
      const lines = (o.priceFen as ReschedulePriceFen).reschedule?.lines ?? [];
      const line = lines.find((l) => l.passengerId === item.passengerId && l.segmentIndex === item.segmentIndex);
      return { order: o, difference: line?.difference ?? 0 };
    });
    out.set(paidByKey(item.passengerId, item.segmentIndex), {
      root,
      rootPsgIndex: atRoot?.psgIndex ?? -1,
      addition: additions.find((a) => a.orderNo === atRoot?.addedByOrderNo) ?? null,
      changes,
    });
  }
  return out;
}
