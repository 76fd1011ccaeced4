import { and, asc, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { OrderStatus, type MyOrdersQuerySchema, type OrderSummary, type UpstreamLanguage } from '@/lib/contract';
import type { z } from 'zod';
import { bookingOrder, orderAncillary, orderPassenger, orderSegment, orderTicket } from '../db/schema';
import type { Services } from '../services';
import { displayName, placeNames } from './display-names';
import { changedFirstFlights } from './changed-first-flight';
import { flightAlerts } from './flight-alerts';
import { expireDue } from './lifecycle';
import { orderHeading, type OrderRow } from './order-row';

const DAY_MS = 86_400_000;
/** Spec §4 order type 3, "additional service" (seats and add-ons bought after booking, seats/segment.ts). */
const ADD_ON_TYPE = 3;

type ListQuery = z.output<typeof MyOrdersQuerySchema>;
/** A presale is pending payment while its deposit (9) or its balance (7) is due (special-products/presale.ts). */
const UNPAID = [
  OrderStatus.PENDING_PAYMENT,
  OrderStatus.PAYMENT_FAILED,
  OrderStatus.PREPAYMENT_PENDING,
  OrderStatus.DEPOSIT_PAID,
];
const PAID = [OrderStatus.PAID, OrderStatus.TICKETED, OrderStatus.FINISHED];

/**
 * A member's orders: tab, period (within 3 months = the last 90 days, older up to 365 days, archive beyond),
 * order types, pages; newest first, names in `language`. This member's unpaid orders past their deadline are
 * expired first, as a read of one order does, so the list never offers to pay an order that can no longer be paid.
 */
export async function listOrders(
  s: Services,
  memberId: string,
  q: ListQuery,
  language: UpstreamLanguage = 'zh_CN',
): Promise<{ total: number; list: OrderSummary[] }> {
  // Only this member's: the worker sweeps everyone's, and a list read must not do that work for all members.
  await expireDue(s, undefined, memberId);
  const now = s.clock.now();
  const m3 = new Date(now - 90 * DAY_MS);
  const y1 = new Date(now - 365 * DAY_MS);
  const where = and(
    eq(bookingOrder.memberId, memberId),
    q.tab === 'UNPAID'
      ? inArray(bookingOrder.status, UNPAID)
      : q.tab === 'PAID'
        ? inArray(bookingOrder.status, PAID)
        : undefined,
    q.period === 'M3'
      ? gte(bookingOrder.createdAt, m3)
      : q.period === 'OVER_M3'
        ? and(lt(bookingOrder.createdAt, m3), gte(bookingOrder.createdAt, y1))
        : lt(bookingOrder.createdAt, y1),
    q.orderType ? eq(bookingOrder.orderType, q.orderType) : undefined,
    q.orderTypes ? inArray(bookingOrder.orderType, q.orderTypes) : undefined,
  );
  const [total] = await s.db.select({ n: count() }).from(bookingOrder).where(where);
  const rows = await s.db
    .select()
    .from(bookingOrder)
    .where(where)
    .orderBy(desc(bookingOrder.createdAt), desc(bookingOrder.orderNo))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  return { total: total?.n ?? 0, list: await summariesOf(s, rows, language) };
}

/** The rows of one page, with their segments, passengers and ticket counts read in three queries, not per row. */
async function summariesOf(s: Services, rows: OrderRow[], language: UpstreamLanguage): Promise<OrderSummary[]> {
  const numbers = rows.map((o) => o.orderNo);
  if (numbers.length === 0) return [];
  // An add-on order (type 3, decision 22) has no flights or passengers of its own: it shows its parent
  // order's segment and the passengers of its items, and counts its items as products.
  const addOnOrders = rows.filter((o) => o.orderType === ADD_ON_TYPE && o.parentOrderNo);
  const related = [...new Set([...numbers, ...addOnOrders.map((o) => o.parentOrderNo!)])];
  const [segments, passengers, tickets, items] = await Promise.all([
    s.db
      .select()
      .from(orderSegment)
      .where(inArray(orderSegment.orderNo, related))
      .orderBy(asc(orderSegment.orderNo), asc(orderSegment.segIndex)),
    s.db
      .select()
      .from(orderPassenger)
      .where(inArray(orderPassenger.orderNo, related))
      .orderBy(asc(orderPassenger.orderNo), asc(orderPassenger.psgIndex)),
    s.db
      .select({
        orderNo: orderTicket.orderNo,
        segIndex: orderTicket.segIndex,
        ticketNo: orderTicket.ticketNo,
        ticketStatus: orderTicket.ticketStatus,
        productStatus: orderTicket.productStatus,
      })
      .from(orderTicket)
      .where(inArray(orderTicket.orderNo, numbers)),
    addOnOrders.length
      ? s.db
          .select({ orderNo: orderAncillary.orderNo, psgIndex: orderAncillary.psgIndex })
          .from(orderAncillary)
          .where(
            inArray(
              orderAncillary.orderNo,
              addOnOrders.map((o) => o.orderNo),
            ),
          )
      : Promise.resolve([]),
  ]);
  const [alerts, movedFirst] = await Promise.all([
    flightAlerts(
      s,
      segments.filter((sg) => numbers.includes(sg.orderNo)),
      tickets,
    ),
    changedFirstFlights(s.db, numbers, tickets),
  ]);
  const statusesOf = (orderNo: string) => tickets.filter((t) => t.orderNo === orderNo).map((t) => t.ticketStatus);
  return rows.map((o) => {
    const parent = o.orderType === ADD_ON_TYPE ? o.parentOrderNo : null;
    const own = parent
      ? segments.filter((sg) => sg.orderNo === parent && sg.segIndex === o.parentSegIndex)
      : segments.filter((sg) => sg.orderNo === o.orderNo);
    const mine = items.filter((i) => i.orderNo === o.orderNo);
    const names = parent
      ? passengers.filter((p) => p.orderNo === parent && mine.some((i) => i.psgIndex === p.psgIndex))
      : passengers.filter((p) => p.orderNo === o.orderNo);
    // An addition (type 5, decision 25) keeps whom it added in its price record; the passenger is on its parent.
    const carried = s.orderTypes.get(o.orderType)?.carries?.(o) ?? null;
    // A first flight changed for everyone is shown as the flight now flown (the order's page does the same).
    const firstId = movedFirst.get(o.orderNo) ?? own[0]?.flightId;
    const first = firstId ? s.network.flight(firstId) : undefined;
    // A product sale (decision 67) has no flight: it is named by its product.
    const product = (o.priceFen as { product?: { nameZh: string; nameEn: string } }).product;
    const productName = product && !first ? (language === 'en_US' ? product.nameEn : product.nameZh) : null;
    const from = placeNames(s, first?.route.depAirport ?? '', language);
    const to = placeNames(s, first?.route.arrAirport ?? '', language);
    return {
      ...orderHeading(o),
      amount: o.payAmount,
      currency: o.payCurrency,
      productCount: parent ? mine.length : (carried?.productCount ?? statusesOf(o.orderNo).length),
      depAirport: first?.route.depAirport ?? '',
      arrAirport: first?.route.arrAirport ?? '',
      depCityName: from.city,
      depAirportName: from.airport,
      arrCityName: to.city,
      arrAirportName: to.airport,
      depTime: new Date(first?.depUtcMs ?? 0).toISOString(),
      depTimeZone: (first && s.network.airport(first.route.depAirport)?.timeZone) || 'Asia/Shanghai',
      segmentCount: own.length,
      passengerNames: carried?.passengerNames ?? names.map(displayName),
      ticketing: o.ticketing,
      cancelReason: o.cancelReason,
      ticketStatuses: statusesOf(o.orderNo),
      productName,
      flightAlert: alerts.get(o.orderNo) ?? null,
    };
  });
}
