import { and, eq, inArray } from 'drizzle-orm';
import { OrderStatus } from '@/lib/contract';
import { shareProRata } from '@/lib/domain/change-refund-fees';
import { pointsValue } from '@/lib/domain/fee-rules';
import type { OrderRow } from '../booking/order-row';
import type { Db } from '../db/client';
import { bookingOrder, orderAncillary } from '../db/schema';
import { fromFen } from '../domain/money';
import { ADD_ON_ORDER_TYPE } from '../seats/segment';

type AddOnRow = typeof orderAncillary.$inferSelect;

/** An add-on order's items with each one's share of the points that paid for it (in fen and in points). */
export function itemsWithPoints(o: OrderRow, items: AddOnRow[]) {
  const fens = items.map((i) => i.priceFen);
  const totalFen = fens.reduce((n, f) => n + f, 0);
  const total = items.reduce((n, i) => n + fromFen(i.priceFen, o.payCurrency), 0);
  const pointsFen = Math.min(totalFen, pointsValue(o.pointsUsed));
  const pointsMoney = Math.min(total, fromFen(pointsValue(o.pointsUsed), o.payCurrency));
  const fenShares = shareProRata(pointsFen, fens);
  const moneyShares = shareProRata(pointsMoney, fens);
  const pointShares = shareProRata(o.pointsUsed, fens);
  return items.map((item, i) => ({
    item,
    moneyFen: item.priceFen - fenShares[i]!,
    money: fromFen(item.priceFen, o.payCurrency) - moneyShares[i]!,
    points: pointShares[i]!,
  }));
}

/** The add-on orders (type 3) of an order in these statuses (done ones unless said). */
export function addOnOrderRows(db: Db, parentNo: string, statuses: readonly number[] = [OrderStatus.TICKETED]) {
  return db
    .select()
    .from(bookingOrder)
    .where(
      and(
        eq(bookingOrder.parentOrderNo, parentNo),
        eq(bookingOrder.orderType, ADD_ON_ORDER_TYPE),
        inArray(bookingOrder.status, [...statuses]),
      ),
    );
}

/** The done add-on orders (type 3) of an order and their items: seats and add-ons bought after booking. */
export async function addOnOrders(db: Db, orderNo: string) {
  // Only done ones: a paid one not yet applied is settled by the ticketing worker, which refunds it whole when
  // its ticket is no longer usable (booking/ticketing.ts), so counting it here would pay it back twice.
  const orders = await addOnOrderRows(db, orderNo);
  if (orders.length === 0) return [];
  const items = await db
    .select()
    .from(orderAncillary)
    .where(
      inArray(
        orderAncillary.orderNo,
        orders.map((o) => o.orderNo),
      ),
    );
  return orders.map((o) => ({
    order: o,
    items: itemsWithPoints(
      o,
      items.filter((i) => i.orderNo === o.orderNo),
    ),
  }));
}
