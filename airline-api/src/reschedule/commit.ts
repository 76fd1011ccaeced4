import { fareOnlyPriceFen } from '../booking/price-parts';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ProductStatus,
  RescheduleCommitBodySchema,
  ResultCode,
  TicketStatus,
  type RescheduleOrder,
} from '@/lib/contract';
import { sha256 } from '../account/secrets';
import { asDb, type OrderRow } from '../booking/lifecycle';
import { newOrderNo } from '../booking/reserve';
import { takeSeats } from '../booking/seat-inventory';
import { runTicketingJobOf } from '../booking/ticketing';
import type { Db } from '../db/client';
import { bookingOrder, orderPassenger, orderSegment, orderTicket } from '../db/schema';
import { ApiError } from '../errors';
import { parse } from '../http';
import { insertChildOrder } from '../order-changes/child-order';
import { idempotencyKeyOf, oncePerKey, recordKey } from '../order-changes/idempotency';
import { anyCheckedIn, takeTicket } from '../order-changes/ticket-holds';
import { refundOrder, type RefundActor } from '../refunds/access';
import type { Services } from '../services';
import { RESCHEDULE_ORDER_TYPE } from './moved';
import { priceChange, type ChangeMode, type PricedChange } from './price';
import { rescheduleView, type ReschedulePriceFen } from './view';

async function orderByNo(s: Services, orderNo: string): Promise<OrderRow> {
  const [o] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
  if (!o) throw new ApiError(ResultCode.INTERNAL, 'order of an idempotency key is gone');
  return o;
}

/**
 * Spec §7 /modAndRef/api/reschedule/ commit (decision 23): the change priced again, the total the
 * traveller saw (CHANGE_PRICE_CHANGED otherwise), then in one transaction: every old ticket ISSUED → CHANGING by
 * a conditional update (of two changes or a change and a refund of one ticket at once, exactly one is made; the
 * other is CHANGE_NOT_ALLOWED), the seats taken on the new flights, and a rescheduled order (type 2) of the
 * moved passengers and segments with its tickets to issue. Nothing due: paid at once and ticketed in this request.
 * Otherwise it waits for payment through the gateway (30 minutes, never later than sales close on the first new
 * flight); its expiry gives the old tickets back. The Idempotency-Key answers the same order for the same body.
 */
export async function commitReschedule(s: Services, req: FastifyRequest): Promise<RescheduleOrder> {
  const key = idempotencyKeyOf(req);
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
  // Nothing due: ticketed in this request; a twin's answer is the order as the first request left it.
  let free = false;
  const orderNo = await oncePerKey(s, key, hash, 'orderNo', async () => {
    const priced = await priceChange(s, order, body.items, body.choices, s.db, mode);
    if (body.quotedTotal !== priced.data.total)
      throw new ApiError(ResultCode.CHANGE_PRICE_CHANGED, `now ${priced.data.total}`);
    free = priced.data.total === 0;
    const made = newOrderNo(s.clock.now());
    await s.db.transaction(async (raw) => {
      const tx = asDb(raw);
      await holdOldTickets(tx, order, priced);
      await createRescheduledOrder(s, tx, order, priced, made, mode);
      await recordKey(tx, key, 'orderNo', made);
    });
    return made;
  });
  if (free) await runTicketingJobOf(s, orderNo);
  return rescheduleView(s, await orderByNo(s, orderNo));
}

/** The old tickets go ISSUED → CHANGING, none of them checked in meanwhile. */
async function holdOldTickets(tx: Db, order: OrderRow, priced: PricedChange): Promise<void> {
  const tickets = priced.items.map((r) => ({ psgIndex: r.passenger.psgIndex, segIndex: r.segment.segIndex }));
  for (const t of tickets)
    // Changed, refunded or checked in by another request meanwhile: nothing of this one is made.
    if (!(await takeTicket(tx, order.orderNo, t, TicketStatus.CHANGING)))
      throw new ApiError(ResultCode.CHANGE_NOT_ALLOWED, 'ticket changed meanwhile');
  if (await anyCheckedIn(tx, order.orderNo, tickets))
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
  for (const sg of priced.segments)
    if (!(await takeSeats(tx, sg.fare.flight, sg.fare.family, sg.seated)))
      throw new ApiError(ResultCode.CHANGE_FARE_SOLD_OUT, sg.fare.flight.flightId);
  const firstDep = Math.min(...priced.segments.map((sg) => sg.fare.flight.depUtcMs));
  const priceFen: ReschedulePriceFen = {
    ...fareOnlyPriceFen(priced.amountFen),
    reschedule: priced.data,
    ...(mode === 'INVOLUNTARY' ? { involuntary: true as const } : {}),
  };
  const child = { orderNo, orderType: RESCHEDULE_ORDER_TYPE, payAmount: priced.data.total, priceFen };
  await insertChildOrder(tx, order, { ...child, amountFen: priced.amountFen, firstDepMs: firstDep }, now);
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
}
