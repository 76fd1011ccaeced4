import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  AncillaryRefundCommitBodySchema,
  IDEMPOTENCY_HEADER,
  ProductStatus,
  ResultCode,
  TicketStatus,
  type RefundApplication,
  type UpstreamLanguage,
} from '@/lib/contract';
import { sha256 } from '../account/secrets';
import { asDb } from '../booking/lifecycle';
import {
  checkIn,
  idempotencyRecord,
  orderAncillary,
  orderTicket,
  refundApplication,
  seatAssignment,
} from '../db/schema';
import { ApiError } from '../errors';
import { parse } from '../http';
import { claimKey, releaseKey } from '../order-changes/idempotency';
import type { Services } from '../services';
import { refundOrder } from './access';
import { priceAddOnRefund } from './ancillary-quote';
import { HELD_BY_CHECK_IN } from './ancillary-rules';
import { newRefundNo } from './commit';
import { applicationByNo } from './view';

/** The Idempotency-Key header, as the ticket refund's commit takes it. */
const KeySchema = z.string().min(8).max(128);

/**
 * Spec §7 /modAndRef/api/refund/ancillary (issue 14 §2; decision 26): the application of add-ons alone. The add-ons
 * are priced now and must still be refundable, and the total must be the one the traveller saw
 * (REFUND_AMOUNT_CHANGED). Then, in one transaction:
 * - each add-on is marked with the application by a conditional update (its refund_no still empty), so of two
 *   refunds of one add-on at once exactly one is made; the other is ANCILLARY_REFUND_IN_PROGRESS;
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
  const key = parse(KeySchema, req.headers[IDEMPOTENCY_HEADER]);
  const body = parse(AncillaryRefundCommitBodySchema, req.body);
  const { order, actor } = await refundOrder(s, req, body.orderNo, body.visitor);
  const hash = sha256(JSON.stringify({ kind: 'ancillary-refund', body, memberId: actor.memberId }));
  const earlier = await claimKey(s, key, hash, 'refundNo');
  if (earlier) {
    const made = await applicationByNo(s.db, earlier);
    if (!made) throw new ApiError(ResultCode.INTERNAL, 'application of an idempotency key is gone');
    return made;
  }
  try {
    const priced = await priceAddOnRefund(s, order, body.addOnIds, language);
    if (body.quotedAmount !== priced.data.totalAmount)
      throw new ApiError(ResultCode.REFUND_AMOUNT_CHANGED, `now ${priced.data.totalAmount}`);

    const now = s.clock.now();
    const refundNo = newRefundNo(now);
    const ids = priced.addOns.map((a) => a.row.id);
    await s.db.transaction(async (raw) => {
      const tx = asDb(raw);
      const taken = await tx
        .update(orderAncillary)
        .set({ refundNo })
        .where(and(inArray(orderAncillary.id, ids), isNull(orderAncillary.refundNo)))
        .returning({ id: orderAncillary.id });
      // Another application of one of them was made meanwhile: nothing of this one is made.
      if (taken.length !== ids.length) throw new ApiError(ResultCode.ANCILLARY_REFUND_IN_PROGRESS, 'taken meanwhile');

      const tickets = new Map<string, { psgIndex: number; segIndex: number; held: boolean }>();
      for (const a of priced.addOns) {
        if (a.psgIndex === null || a.segIndex === null) continue;
        const k = `${a.psgIndex}:${a.segIndex}`;
        const t = tickets.get(k) ?? { psgIndex: a.psgIndex, segIndex: a.segIndex, held: false };
        t.held ||= HELD_BY_CHECK_IN.has(a.line.kind);
        tickets.set(k, t);
      }
      for (const t of tickets.values()) {
        const usable = await tx
          .update(orderTicket)
          .set({ ticketStatus: TicketStatus.ISSUED })
          .where(
            and(
              eq(orderTicket.orderNo, order.orderNo),
              eq(orderTicket.psgIndex, t.psgIndex),
              eq(orderTicket.segIndex, t.segIndex),
              eq(orderTicket.ticketStatus, TicketStatus.ISSUED),
              eq(orderTicket.productStatus, ProductStatus.USABLE),
            ),
          )
          .returning({ psgIndex: orderTicket.psgIndex });
        if (usable.length !== 1)
          throw new ApiError(ResultCode.ANCILLARY_REFUND_NOT_ALLOWED, 'ticket changed meanwhile');
        if (!t.held) continue;
        const active = await tx
          .select({ id: checkIn.id })
          .from(checkIn)
          .where(
            and(
              eq(checkIn.orderNo, order.orderNo),
              eq(checkIn.psgIndex, t.psgIndex),
              eq(checkIn.segIndex, t.segIndex),
              eq(checkIn.status, 'CHECKED_IN'),
            ),
          );
        if (active.length) throw new ApiError(ResultCode.REFUND_CHECKED_IN, 'checked in meanwhile');
      }

      // A seat leaves the ticket and goes back to the chart now (refunds/ancillary-desk.ts takes it back on a
      // rejection when it can).
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
        if (off.length !== 1) throw new ApiError(ResultCode.ANCILLARY_REFUND_NOT_ALLOWED, 'seat changed meanwhile');
        const freed = await tx
          .delete(seatAssignment)
          .where(
            and(
              eq(seatAssignment.flightId, a.flightId!),
              eq(seatAssignment.seatNo, a.line.seatNo),
              eq(seatAssignment.orderNo, order.orderNo),
              eq(seatAssignment.psgIndex, a.psgIndex),
            ),
          )
          .returning();
        seats.push(...freed.map((f) => ({ ...f, segIndex: a.segIndex })));
      }

      await tx.insert(refundApplication).values({
        refundNo,
        orderNo: order.orderNo,
        memberId: actor.memberId,
        status: 'SUBMITTED',
        kind: 'ADD_ON',
        // Add-ons carry no fee and ask no reason: the type is voluntary and the reason 'other', with no note.
        type: 'VOLUNTARY',
        requestedType: 'VOLUNTARY',
        reason: 'OTHER',
        note: '',
        items: [],
        lines: [],
        addOns: priced.data.lines,
        payouts: priced.payouts,
        seats,
        currency: priced.data.currency,
        amount: priced.data.totalAmount,
        points: priced.data.totalPoints,
        channel: priced.data.channel,
        submittedAt: new Date(now),
      });
      await tx.update(idempotencyRecord).set({ refundNo }).where(eq(idempotencyRecord.key, key));
    });
    return (await applicationByNo(s.db, refundNo))!;
  } catch (err) {
    await releaseKey(s, key);
    throw err;
  }
}
