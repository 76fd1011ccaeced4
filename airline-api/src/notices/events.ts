import { and, eq, inArray } from 'drizzle-orm';
import { ProductStatus, TicketStatus, type RefundItem, type UpstreamLanguage } from '@/lib/contract';
import { timesRestored } from '@/lib/domain/special-product-rules';
import { placeNames } from '../booking/display-names';
import type { OrderRow } from '../booking/order-row';
import type { Db } from '../db/client';
import { bookingOrder, orderSegment, orderTicket, productExchange, productUnit, refundApplication } from '../db/schema';
import type { FlightInstance } from '../domain/network';
import { localDate, localTime } from '../domain/time-zone';
import type { Services } from '../services';
import { noticeMoney, type NoticeFacts, type NoticeFlight } from './compose';
import type { RefundCard } from './refund-words';
import { flightStateOf, orderPagePath, queueNotice } from './queue';

// Where the traveller's notices are queued (decision 47): each in the transaction of its event.

const MINUTE_MS = 60_000;
const zoneOf = (s: Services, f: FlightInstance) =>
  s.network.airport(f.schedule.depAirport)?.timeZone ?? 'Asia/Shanghai';

/** A dated flight as a notice names it, in the language: local departure date and time, city names. */
export function noticeFlight(s: Services, flightId: string, language: UpstreamLanguage): NoticeFlight | null {
  const f = s.network.flight(flightId);
  if (!f) return null;
  const zone = zoneOf(s, f);
  return {
    flightNo: f.schedule.flightNo,
    date: localDate(f.depUtcMs, zone),
    depTime: localTime(f.depUtcMs, zone),
    depName: placeNames(s, f.schedule.depAirport, language).city,
    arrName: placeNames(s, f.schedule.arrAirport, language).city,
  };
}

/** The flights of an order's segments, in segment order (all of them when `segIndexes` is not given). */
async function orderFlights(tx: Db, s: Services, o: OrderRow, segIndexes?: number[]): Promise<NoticeFlight[]> {
  const segments = await tx.select().from(orderSegment).where(eq(orderSegment.orderNo, o.orderNo));
  return segments
    .filter((sg) => !segIndexes || segIndexes.includes(sg.segIndex))
    .sort((a, b) => a.segIndex - b.segIndex)
    .map((sg) => noticeFlight(s, sg.flightId, o.language))
    .filter((f): f is NoticeFlight => f !== null);
}

export type FlightChange = { status: string; delayMinutes: number; divertedTo: string | null };

/**
 * A flight became delayed, cancelled, diverted or returned (the operations desk): every order holding a usable
 * ticket on it is told, with the three choices of decision 32 on /ancillary/abnormalEntry. One event per state
 * (status, delay, diversion airport): set again as it is, nothing more is sent; a notice held overnight whose
 * flight's state moved on is withdrawn when due (dispatchDueNotices).
 */
export async function queueFlightNotices(
  tx: Db,
  s: Services,
  f: FlightInstance,
  change: FlightChange,
): Promise<number> {
  const event: NoticeFacts['event'] | null =
    change.status === 'DELAYED'
      ? 'FLIGHT_DELAYED'
      : change.status === 'CANCELLED'
        ? 'FLIGHT_CANCELLED'
        : change.status === 'DIVERTED' || change.status === 'RETURNED'
          ? 'FLIGHT_DIVERTED'
          : null;
  if (!event) return 0;
  const holders = await tx
    .selectDistinct({ orderNo: orderSegment.orderNo })
    .from(orderSegment)
    .innerJoin(
      orderTicket,
      and(eq(orderTicket.orderNo, orderSegment.orderNo), eq(orderTicket.segIndex, orderSegment.segIndex)),
    )
    .where(and(eq(orderSegment.flightId, f.flightId), eq(orderTicket.ticketStatus, TicketStatus.ISSUED)));
  if (!holders.length) return 0;
  const orders = await tx
    .select()
    .from(bookingOrder)
    .where(
      inArray(
        bookingOrder.orderNo,
        holders.map((h) => h.orderNo),
      ),
    );
  const zone = zoneOf(s, f);
  const departsAtMs = f.depUtcMs + change.delayMinutes * MINUTE_MS;
  let added = 0;
  for (const o of orders) {
    const flight = noticeFlight(s, f.flightId, o.language);
    if (!flight) continue;
    const state = flightStateOf(change);
    const facts: NoticeFacts =
      event === 'FLIGHT_DELAYED'
        ? {
            event,
            delayMinutes: change.delayMinutes,
            newDeparture: `${localDate(departsAtMs, zone)} ${localTime(departsAtMs, zone)}`,
          }
        : event === 'FLIGHT_CANCELLED'
          ? { event }
          : {
              event,
              returned: change.status === 'RETURNED',
              toName: placeNames(s, change.divertedTo ?? f.schedule.depAirport, o.language).airport,
            };
    added += await queueNotice(tx, s, {
      eventKey: `${event}:${f.flightId}:${state}:${o.orderNo}`,
      order: o,
      flights: [flight],
      path: `/ancillary/abnormalEntry?orderNo=${encodeURIComponent(o.orderNo)}`,
      facts,
      urgency: { delayMinutes: change.delayMinutes, departsAtMs },
      flight: { flightId: f.flightId, state },
    });
  }
  return added;
}

type ApplicationRow = typeof refundApplication.$inferSelect;

/** A refund application approved or paid back (the refund desk): told on the order's page. */
export async function queueRefundNotice(
  tx: Db,
  s: Services,
  row: ApplicationRow,
  event: 'REFUND_APPROVED' | 'REFUND_PAID',
): Promise<number> {
  const [o] = await tx.select().from(bookingOrder).where(eq(bookingOrder.orderNo, row.orderNo));
  if (!o) return 0;
  const segIndexes =
    row.kind === 'ADD_ON'
      ? ((row.addOns ?? []) as { segmentIndex: number | null }[]).map((a) => a.segmentIndex ?? -1)
      : (row.items as RefundItem[]).map((i) => i.segmentIndex);
  const amount = noticeMoney(row.amount, row.currency);
  const card = row.kind === 'ADD_ON' ? null : await cardOutcome(tx, row);
  return queueNotice(tx, s, {
    eventKey: `${event}:${row.refundNo}`,
    order: o,
    flights: await orderFlights(tx, s, o, segIndexes),
    path: orderPagePath(o),
    facts: { event, refundNo: row.refundNo, amount, due: row.amount > 0, dueFrom: row.dueFrom, dueBy: row.dueBy, card },
  });
}

/**
 * What a refund does to the card a ticket was exchanged with (decision 67): an involuntary refund puts the flight
 * back on the card, or pays its share back when the card was refunded since; a voluntary one gives nothing back.
 * Null for a ticket bought with money.
 */
async function cardOutcome(tx: Db, row: ApplicationRow): Promise<RefundCard | null> {
  const [exchange] = await tx.select().from(productExchange).where(eq(productExchange.orderNo, row.orderNo));
  if (!exchange) return null;
  if (timesRestored(row.type) === 0) return 'NOTHING_BACK';
  const [unit] = await tx
    .select({ status: productUnit.status })
    .from(productUnit)
    .where(eq(productUnit.id, exchange.unitId));
  return unit?.status === ProductStatus.REFUNDED ? 'SHARE_PAID_BACK' : 'BACK_ON_CARD';
}

/** A date change (paid, or free for an irregular flight) confirmed: its new tickets issued. */
export async function queueChangeNotice(tx: Db, s: Services, change: OrderRow): Promise<number> {
  return queueNotice(tx, s, {
    eventKey: `CHANGE_CONFIRMED:${change.orderNo}`,
    // Named by the booking the traveller knows; the change's own number follows in the text.
    order: { ...change, orderNo: change.parentOrderNo ?? change.orderNo },
    flights: await orderFlights(tx, s, change),
    path: orderPagePath(change),
    facts: { event: 'CHANGE_CONFIRMED', changeOrderNo: change.orderNo },
  });
}

/** An add-on order paid and applied: told on the add-on order's page (a visitor's: the trip's order page). */
export async function queueAddOnNotice(tx: Db, s: Services, addOn: OrderRow, parent: OrderRow): Promise<number> {
  const segIndex = addOn.parentSegIndex;
  return queueNotice(tx, s, {
    eventKey: `ADD_ON_BOUGHT:${addOn.orderNo}`,
    order: { ...addOn, orderNo: parent.orderNo },
    flights: await orderFlights(tx, s, parent, segIndex === null ? undefined : [segIndex]),
    path: addOn.memberId ? `/member/ancillaryorderdetail/${encodeURIComponent(addOn.orderNo)}` : orderPagePath(parent),
    facts: { event: 'ADD_ON_BOUGHT', addOnOrderNo: addOn.orderNo },
  });
}
