import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  AddOnRefundCommitBodySchema,
  ResultCode,
  TicketStatus,
  type RefundApplication,
  type UpstreamLanguage,
} from '@/lib/contract';
import { sha256 } from '../account/secrets';
import type { OrderRow } from '../booking/lifecycle';
import type { Db } from '../db/client';
import { orderAncillary, orderTicket } from '../db/schema';
import { ApiError } from '../errors';
import { parse } from '../http';
import { idempotencyKeyOf } from '../order-changes/idempotency';
import { anyCheckedIn, freeSeat, takeTicket, type TicketRef } from '../order-changes/ticket-holds';
import type { Services } from '../services';
import { refundOrder } from './access';
import { priceAddOnRefund } from './add-on-quote';
import { HELD_BY_CHECK_IN } from './add-on-rules';
import { fileApplication, type OwnColumns } from './file-application';

type PricedAddOns = Awaited<ReturnType<typeof priceAddOnRefund>>;

/**
 * Spec §7 /modAndRef/api/refund/ancillary (decision 23; decision 26): the application of add-ons alone. The add-ons
 * are priced now and must still be refundable, and the total must be the one the traveller saw
 * (REFUND_AMOUNT_CHANGED). Then, in one transaction:
 * - each add-on is marked with the application by a conditional update (its refund_no still empty), so of two
 *   refunds of one add-on at once exactly one is made; the other is ADD_ON_REFUND_IN_PROGRESS;
 * - each passenger's ticket on the segment must still be issued and usable (a conditional update that holds the
 *   row against a ticket refund at the same moment), and not checked in for what check-in holds;
 * - a seat leaves the ticket and goes back to the chart at once (the rejection takes it back if still free).
 * The application then lives as a ticket refund's: the same tracker, the same desk. The Idempotency-Key answers the
 * same application for the same body, IDEMPOTENCY_CONFLICT for another.
 */
export async function commitAddOnRefund(
  s: Services,
  req: FastifyRequest,
  language: UpstreamLanguage,
): Promise<RefundApplication> {
  const key = idempotencyKeyOf(req);
  const body = parse(AddOnRefundCommitBodySchema, req.body);
  const { order, actor } = await refundOrder(s, req, body.orderNo, body.visitor);
  const hash = sha256(JSON.stringify({ kind: 'ancillary-refund', body, memberId: actor.memberId }));
  return fileApplication(
    s,
    { order, actor, key, hash, quotedAmount: body.quotedAmount },
    {
      price: () => priceAddOnRefund(s, order, body.addOnIds, language),
      take: (tx, refundNo, priced) => takeAddOns(tx, order, refundNo, priced),
    },
  );
}

/** The add-ons marked with the application, their tickets held, their seats back on the chart. */
async function takeAddOns(tx: Db, order: OrderRow, refundNo: string, priced: PricedAddOns): Promise<OwnColumns> {
  const ids = priced.addOns.map((a) => a.row.id);
  const taken = await tx
    .update(orderAncillary)
    .set({ refundNo })
    .where(and(inArray(orderAncillary.id, ids), isNull(orderAncillary.refundNo)))
    .returning({ id: orderAncillary.id });
  // Another application of one of them was made meanwhile: nothing of this one is made.
  if (taken.length !== ids.length) throw new ApiError(ResultCode.ADD_ON_REFUND_IN_PROGRESS, 'taken meanwhile');
  await holdTickets(tx, order, priced);
  return {
    kind: 'ADD_ON',
    // Add-ons carry no fee and ask no reason: the type is voluntary and the reason 'other', with no note.
    type: 'VOLUNTARY',
    requestedType: 'VOLUNTARY',
    reason: 'OTHER',
    note: '',
    items: [],
    lines: [],
    addOns: priced.data.lines,
    seats: await freeSeats(tx, order, priced),
  };
}

/**
 * Each passenger's ticket on the segment still issued and usable (held against a ticket refund at the same moment),
 * and not checked in for what check-in holds.
 */
async function holdTickets(tx: Db, order: OrderRow, priced: PricedAddOns): Promise<void> {
  const tickets = new Map<string, TicketRef & { held: boolean }>();
  for (const a of priced.addOns) {
    if (a.psgIndex === null || a.segIndex === null) continue;
    const k = `${a.psgIndex}:${a.segIndex}`;
    const t = tickets.get(k) ?? { psgIndex: a.psgIndex, segIndex: a.segIndex, held: false };
    t.held ||= HELD_BY_CHECK_IN.has(a.line.kind);
    tickets.set(k, t);
  }
  for (const t of tickets.values()) {
    if (!(await takeTicket(tx, order.orderNo, t, TicketStatus.ISSUED)))
      throw new ApiError(ResultCode.ADD_ON_REFUND_NOT_ALLOWED, 'ticket changed meanwhile');
    if (t.held && (await anyCheckedIn(tx, order.orderNo, [t])))
      throw new ApiError(ResultCode.REFUND_CHECKED_IN, 'checked in meanwhile');
  }
}

/**
 * A seat leaves the ticket and goes back to the chart now (refunds/add-on-desk.ts takes it back on a rejection
 * when it can).
 */
async function freeSeats(tx: Db, order: OrderRow, priced: PricedAddOns) {
  const seats = [];
  for (const a of priced.addOns) {
    if (a.line.kind !== 'SEAT' || !a.line.seatNo || a.psgIndex === null || a.segIndex === null) continue;
    const off = await tx
      .update(orderTicket)
      .set({ seatNo: null })
      .where(
        and(
          eq(orderTicket.orderNo, order.orderNo),
          eq(orderTicket.psgIndex, a.psgIndex),
          eq(orderTicket.segIndex, a.segIndex),
          eq(orderTicket.seatNo, a.line.seatNo),
        ),
      )
      .returning({ psgIndex: orderTicket.psgIndex });
    if (off.length !== 1) throw new ApiError(ResultCode.ADD_ON_REFUND_NOT_ALLOWED, 'seat changed meanwhile');
    const seat = { psgIndex: a.psgIndex, segIndex: a.segIndex, flightId: a.flightId!, seatNo: a.line.seatNo };
    seats.push(...(await freeSeat(tx, order.orderNo, seat)));
  }
  return seats;
}
