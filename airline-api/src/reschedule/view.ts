import { asc, inArray } from 'drizzle-orm';
import {
  OrderStatus,
  type RescheduleOrder,
  type RescheduleQuoteData,
  type RescheduleStatusSchema,
} from '@/lib/contract';
import type { z } from 'zod';
import { PAYABLE, expireDue, type OrderRow } from '../booking/lifecycle';
import type { OrderTypeView } from '../booking/order-types';
import type { PriceFen } from '../booking/price-parts';
import type { Db } from '../db/client';
import { readAll } from '../db/reads';
import { orderPassenger, orderSegment, orderTicket } from '../db/schema';
import type { Services } from '../services';
import { statusesOf } from '../check-in/trips';
import { addOnsFollowed } from './add-ons-view';
import { rescheduledOrdersOf } from './moved';

/** A rescheduled order's price: what is due as its fare, and the quote it was made from (spec §3 change-date cost). */
export type ReschedulePriceFen = PriceFen & {
  reschedule: RescheduleQuoteData;
  /** A free change of an irregular flight (decision 32): no fee, no fare difference. */
  involuntary?: true;
};

/**
 * How a rescheduled order shows in the order views (decision 23): due its change's total, the fare difference as its
 * fare and the fee as its change fee (spec §3 price parts), in the currency it was quoted in.
 */
export const rescheduleOrderType: OrderTypeView = {
  price: (o, stored) => {
    const fee = (o.priceFen as ReschedulePriceFen).reschedule?.fee ?? 0;
    return { ...stored, ticketFare: o.payAmount - fee, changeFee: fee, actualAmount: o.payAmount };
  },
};

type Status = z.infer<typeof RescheduleStatusSchema>;

/**
 * Spec §4 change-date payment statuses of a rescheduled order of this site: pending payment (a failed attempt
 * included), cancelled (expired, cancelled, or ticketing failed and paid back), ticketed once paid (its tickets
 * are issued right after), and transaction complete once its last new flight has departed.
 */
function statusOf(s: Services, o: OrderRow, lastDepMs: number): Status {
  if (o.status === OrderStatus.CANCELLED) return 'CANCELLED';
  if (o.status === OrderStatus.PENDING_PAYMENT || o.status === OrderStatus.PAYMENT_FAILED) return 'PENDING_PAYMENT';
  return o.status === OrderStatus.TICKETED && lastDepMs <= s.clock.now() ? 'COMPLETE' : 'TICKETED';
}

/** Rescheduled orders as their original order shows them (contract RescheduleOrderSchema), in the given order. */
export async function rescheduleViews(s: Services, rows: OrderRow[], db: Db = s.db): Promise<RescheduleOrder[]> {
  const numbers = rows.map((o) => o.orderNo);
  if (numbers.length === 0) return [];
  const [segments, passengers, tickets, followed] = await readAll(db, [
    () =>
      db.select().from(orderSegment).where(inArray(orderSegment.orderNo, numbers)).orderBy(asc(orderSegment.segIndex)),
    () => db.select().from(orderPassenger).where(inArray(orderPassenger.orderNo, numbers)),
    () =>
      db
        .select()
        .from(orderTicket)
        .where(inArray(orderTicket.orderNo, numbers))
        .orderBy(asc(orderTicket.psgIndex), asc(orderTicket.segIndex)),
    () => addOnsFollowed(s, db, numbers),
  ]);
  // A standing change's flights carry their status, so a delay or a cancellation of the new flight is told.
  const standing = new Set(rows.filter((o) => o.status === OrderStatus.TICKETED).map((o) => o.orderNo));
  const statuses = await statusesOf(
    s,
    segments.filter((sg) => standing.has(sg.orderNo)).map((sg) => s.network.flight(sg.flightId)),
    'zh_CN',
  );
  return rows.map((o) => {
    const quote = (o.priceFen as ReschedulePriceFen).reschedule;
    const mine = segments
      .filter((sg) => sg.orderNo === o.orderNo)
      .map((sg) => ({ sg, flight: s.network.flight(sg.flightId) }));
    const lastDep = Math.max(...mine.map((m) => m.flight?.depUtcMs ?? 0));
    const status = statusOf(s, o, lastDep);
    return {
      orderNo: o.orderNo,
      parentOrderNo: o.parentOrderNo ?? '',
      status,
      currency: o.payCurrency,
      lines: quote.lines,
      total: o.payAmount,
      paymentDeadline: status === 'PENDING_PAYMENT' ? o.paymentDeadline.toISOString() : null,
      createdAt: o.createdAt.toISOString(),
      segments: mine.map(({ sg, flight }) => ({
        segmentIndex: sg.segIndex,
        flightNo: flight?.schedule.flightNo ?? sg.flightId.split('-')[0]!,
        depTime: new Date(flight?.depUtcMs ?? 0).toISOString(),
        depTimeZone: (flight && s.network.airport(flight.route.depAirport)?.timeZone) || 'Asia/Shanghai',
        ...(flight && {
          arrTime: new Date(flight.arrUtcMs).toISOString(),
          arrTimeZone: s.network.airport(flight.route.arrAirport)?.timeZone || 'Asia/Shanghai',
        }),
        ...(standing.has(o.orderNo) && statuses.has(sg.flightId) && { flightStatus: statuses.get(sg.flightId) }),
        depAirport: flight?.route.depAirport ?? '',
        arrAirport: flight?.route.arrAirport ?? '',
      })),
      tickets: tickets
        .filter((t) => t.orderNo === o.orderNo)
        .map((t) => ({
          passengerId: passengers.find((p) => p.orderNo === o.orderNo && p.psgIndex === t.psgIndex)?.passengerId ?? '',
          segmentIndex: t.segIndex,
          ticketNo: t.ticketNo,
        })),
      addOns: followed.get(o.orderNo) ?? [],
    };
  });
}

/** The rescheduled order of this number. */
export async function rescheduleView(s: Services, o: OrderRow): Promise<RescheduleOrder> {
  return (await rescheduleViews(s, [o]))[0]!;
}

/** Spec §7 my-reschedule-order: the rescheduled orders of one original order, newest first. */
export async function rescheduleList(s: Services, parent: OrderRow): Promise<RescheduleOrder[]> {
  let rows = await rescheduledOrdersOf(s.db, [parent.orderNo]);
  // Unpaid ones past their deadline are closed first (their old tickets back), as a read of one order does.
  const due = rows.filter(
    (o) => (PAYABLE as number[]).includes(o.status) && o.paymentDeadline.getTime() <= s.clock.now(),
  );
  for (const o of due) await expireDue(s, o.orderNo);
  if (due.length) rows = await rescheduledOrdersOf(s.db, [parent.orderNo]);
  rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.orderNo.localeCompare(a.orderNo));
  return rescheduleViews(s, rows);
}
