import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  IDEMPOTENCY_HEADER,
  OrderStatus,
  ProductStatus,
  RescheduleCommitBodySchema,
  ResultCode,
  TicketStatus,
  type RescheduleOrder,
} from '@/lib/contract';
import { PAYMENT_WINDOW_MS } from '@/lib/domain/fee-rules';
import { sha256 } from '../account/secrets';
import { asDb, type OrderRow } from '../booking/lifecycle';
import { newOrderNo } from '../booking/reserve';
import { takeSeats } from '../booking/seat-inventory';
import { runTicketingJobOf } from '../booking/ticketing';
import type { Db } from '../db/client';
import {
  bookingOrder,
  checkIn,
  idempotencyRecord,
  orderPassenger,
  orderSegment,
  orderTicket,
  ticketingJob,
} from '../db/schema';
import { SALES_CUTOFF_MS } from '../domain/shopping';
import { ApiError } from '../errors';
import { parse } from '../http';
import { claimKey, releaseKey } from '../order-changes/idempotency';
import { refundOrder, type RefundActor } from '../refunds/access';
import type { Services } from '../services';
import { RESCHEDULE_ORDER_TYPE } from './moved';
import { priceChange, type ChangeMode, type PricedChange } from './price';
import { rescheduleView, type ReschedulePriceFen } from './view';

/** The Idempotency-Key header, as reserve and the refund's commit take it. */
const KeySchema = z.string().min(8).max(128);

async function orderByNo(s: Services, orderNo: string): Promise<OrderRow> {
  const [o] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
  if (!o) throw new ApiError(ResultCode.INTERNAL, 'order of an idempotency key is gone');
  return o;
}

/**
 * Spec §7 /modAndRef/api/reschedule/ commit (issue 14 §1; decision 23): the change priced again, the total the
 * traveller saw (CHANGE_PRICE_CHANGED otherwise), then in one transaction: every old ticket ISSUED → CHANGING by
 * a conditional update (of two changes or a change and a refund of one ticket at once, exactly one is made; the
 * other is CHANGE_NOT_ALLOWED), the seats taken on the new flights, and a rescheduled order (type 2) of the
 * moved passengers and segments with its tickets to issue. Nothing due: paid at once and ticketed in this request.
 * Otherwise it waits for payment through the gateway (30 minutes, never later than sales close on the first new
 * flight); its expiry gives the old tickets back. The Idempotency-Key answers the same order for the same body.
 */
export async function commitReschedule(s: Services, req: FastifyRequest): Promise<RescheduleOrder> {
  const key = parse(KeySchema, req.headers[IDEMPOTENCY_HEADER]);
  const body = parse(RescheduleCommitBodySchema, req.body);
  const { order, actor } = await refundOrder(s, req, body.orderNo, body.visitor);
  return makeReschedule(s, { order, actor, key, body });
}

/** A date change as the commit has read it: the order and who asks, the key, the body. */
export type RescheduleSubmission = {
  order: OrderRow;
  actor: RefundActor;
  key: string;
  body: z.output<typeof RescheduleCommitBodySchema>;
  /** INVOLUNTARY: the free change of an irregular flight (decision 32); the caller has checked the flight. */
  mode?: ChangeMode;
};

/**
 * The commit once the request is read and its scope proved (commitReschedule): the same checks and the same
 * transaction. The seed (db/seed/order-changes.ts) makes the demo member's date changes through it.
 */
export async function makeReschedule(
  s: Services,
  { order, actor, key, body, mode = 'VOLUNTARY' }: RescheduleSubmission,
): Promise<RescheduleOrder> {
  const hash = sha256(JSON.stringify({ kind: 'reschedule', body, memberId: actor.memberId, mode }));
  const earlier = await claimKey(s, key, hash, 'orderNo');
  if (earlier) return rescheduleView(s, await orderByNo(s, earlier));
  let orderNo: string;
  let free: boolean;
  try {
    const priced = await priceChange(s, order, body.items, body.choices, s.db, mode);
    if (body.quotedTotal !== priced.data.total)
      throw new ApiError(ResultCode.CHANGE_PRICE_CHANGED, `now ${priced.data.total}`);
    free = priced.data.total === 0;
    orderNo = newOrderNo(s.clock.now());
    await s.db.transaction(async (raw) => {
      const tx = asDb(raw);
      await holdOldTickets(tx, order, priced);
      await createRescheduledOrder(s, tx, order, priced, orderNo, mode);
      await tx.update(idempotencyRecord).set({ orderNo }).where(eq(idempotencyRecord.key, key));
    });
  } catch (err) {
    await releaseKey(s, key);
    throw err;
  }
  if (free) await runTicketingJobOf(s, orderNo);
  return rescheduleView(s, await orderByNo(s, orderNo));
}

/** The old tickets go ISSUED → CHANGING, none of them checked in meanwhile. */
async function holdOldTickets(tx: Db, order: OrderRow, priced: PricedChange): Promise<void> {
  for (const r of priced.items) {
    const taken = await tx
      .update(orderTicket)
      .set({ ticketStatus: TicketStatus.CHANGING })
      .where(
        and(
          eq(orderTicket.orderNo, order.orderNo),
          eq(orderTicket.psgIndex, r.passenger.psgIndex),
          eq(orderTicket.segIndex, r.segment.segIndex),
          eq(orderTicket.ticketStatus, TicketStatus.ISSUED),
          eq(orderTicket.productStatus, ProductStatus.USABLE),
        ),
      )
      .returning({ psgIndex: orderTicket.psgIndex });
    // Changed, refunded or checked in by another request meanwhile: nothing of this one is made.
    if (taken.length !== 1) throw new ApiError(ResultCode.CHANGE_NOT_ALLOWED, 'ticket changed meanwhile');
  }
  const checkedIn = await tx
    .select({ psgIndex: checkIn.psgIndex, segIndex: checkIn.segIndex })
    .from(checkIn)
    .where(
      and(
        eq(checkIn.orderNo, order.orderNo),
        eq(checkIn.status, 'CHECKED_IN'),
        inArray(
          checkIn.psgIndex,
          priced.items.map((r) => r.passenger.psgIndex),
        ),
      ),
    );
  if (
    checkedIn.some((c) =>
      priced.items.some((r) => r.passenger.psgIndex === c.psgIndex && r.segment.segIndex === c.segIndex),
    )
  )
    throw new ApiError(ResultCode.REFUND_CHECKED_IN, 'checked in meanwhile');
}

/**
 * The rescheduled order: the same member, contact, language and channel as the original, its amount the change's
 * total; its segments the moved ones (the same segIndex, the new flight, the same fare family); its passengers
 * copies of the moved ones with the same passengerId; its tickets the new fares and the old taxes.
 */
async function createRescheduledOrder(
  s: Services,
  tx: Db,
  order: OrderRow,
  priced: PricedChange,
  orderNo: string,
  mode: ChangeMode,
): Promise<void> {
  const now = s.clock.now();
  const free = priced.data.total === 0;
  for (const sg of priced.segments)
    if (!(await takeSeats(tx, sg.fare.flight, sg.fare.family, sg.seated)))
      throw new ApiError(ResultCode.CHANGE_FARE_SOLD_OUT, sg.fare.flight.flightId);
  const firstDep = Math.min(...priced.segments.map((sg) => sg.fare.flight.depUtcMs));
  const priceFen: ReschedulePriceFen = {
    ticketFare: priced.amountFen,
    airportTax: 0,
    fuelTax: 0,
    otherTax: 0,
    ancillaries: {},
    couponDeduction: 0,
    pointsDeduction: 0,
    pointsUsed: 0,
    reschedule: priced.data,
    ...(mode === 'INVOLUNTARY' ? { involuntary: true as const } : {}),
  };
  await tx.insert(bookingOrder).values({
    orderNo,
    memberId: order.memberId,
    orderType: RESCHEDULE_ORDER_TYPE,
    status: free ? OrderStatus.PAID : OrderStatus.PENDING_PAYMENT,
    channelNo: order.channelNo,
    payCurrency: order.payCurrency,
    payAmount: priced.data.total,
    priceFen,
    amountFen: priced.amountFen,
    pointsUsed: 0,
    contact: order.contact,
    contactMobile: order.contactMobile,
    language: order.language,
    createdAt: new Date(now),
    // The booking's rule (booking/reserve.ts): 30 minutes, and never past sales close of the first new flight.
    paymentDeadline: new Date(Math.min(now + PAYMENT_WINDOW_MS, firstDep - SALES_CUTOFF_MS)),
    paidAt: free ? new Date(now) : null,
    ticketing: free ? 'PENDING' : 'NOT_STARTED',
    parentOrderNo: order.orderNo,
  });
  await tx.insert(orderSegment).values(
    priced.segments
      .sort((a, b) => a.segIndex - b.segIndex)
      .map((sg) => ({
        orderNo,
        segIndex: sg.segIndex,
        flightId: sg.fare.flight.flightId,
        fareFamily: sg.fare.family,
        seats: sg.seated,
      })),
  );
  // The moved passengers in the original's order (so an infant rides with the same first adults), renumbered.
  const moved = [...new Map(priced.items.map((r) => [r.passenger.psgIndex, r.passenger])).values()].sort(
    (a, b) => a.psgIndex - b.psgIndex,
  );
  const newIndex = new Map(moved.map((p, i) => [p.psgIndex, i]));
  // Moved passengers are this order's: a refund of a new ticket goes back by it (decision 23), an added child's too.
  await tx.insert(orderPassenger).values(moved.map((p, i) => ({ ...p, orderNo, psgIndex: i, addedByOrderNo: null })));
  await tx.insert(orderTicket).values(
    priced.items.map((r) => ({
      orderNo,
      psgIndex: newIndex.get(r.passenger.psgIndex)!,
      segIndex: r.segment.segIndex,
      fareFen: r.newFareFen,
      airportTaxFen: r.ticket.airportTaxFen,
      fuelTaxFen: r.ticket.fuelTaxFen,
      otherTaxFen: r.ticket.otherTaxFen,
      ticketStatus: TicketStatus.PENDING_ISSUE,
      productStatus: ProductStatus.AWAITING_TICKETING,
    })),
  );
  // Nothing to pay: paid now, and the ticketing job runs at once (commitReschedule).
  if (free)
    await tx
      .insert(ticketingJob)
      .values({ orderNo, status: 'PENDING', runAfter: new Date(now) })
      .onConflictDoNothing();
}
