import { randomInt } from 'node:crypto';
import { and, eq, inArray, lt, or, sql, lte } from 'drizzle-orm';
import { OrderStatus, ProductStatus, TicketStatus } from '@/lib/contract';
import type { Db } from '../db/client';
import { bookingOrder, orderTicket, payment, refundRecord, ticketingJob } from '../db/schema';
import type { Services } from '../services';
import { applyAddOnOrder } from '../seats/apply';
import { followAddOns } from '../reschedule/add-ons-follow';
import { RESCHEDULE_ORDER_TYPE, retireReplacedTickets } from '../reschedule/moved';
import { ADD_ON_ORDER_TYPE } from '../seats/segment';
import { ADD_PEOPLE_ORDER_TYPE } from '../add-people/eligibility';
import { addedTickets, guardiansStillFly } from '../add-people/holdings';
import { queueChangeNotice } from '../notices/events';
import { sendTicketedConfirmation } from './confirmation';
import { moveWallet } from '../wallet/ledger';
import { asDb, releaseHoldings, type OrderRow } from './lifecycle';
import { isProductSale, issueProductUnits } from '../special-products/holdings';
import { appliedPaymentIds } from '../special-products/presale';

/** A job whose worker died (restart mid-run) is taken again after this long. */
const LOCK_MS = 60_000;

/** '902' + a 9-digit serial + a check digit (the 12 digits mod 7): 13 digits (spec §5 'must start with 902'). */
export function ticketNumber(serial: number): string {
  const body = `902${String(serial % 1_000_000_000).padStart(9, '0')}`;
  return `${body}${Number(BigInt(body) % 7n)}`;
}

/** Draws tried before ticketing gives up (and the job runs again): with a billion serials, never reached. */
const TICKET_DRAWS = 20;

/**
 * A ticket number no ticket has: its serial drawn at random from the billion (issue 29 §5; decision 56), so that
 * one ticket number says nothing of the next passenger's or the next booking's. The unique column stays the
 * last word if two transactions draw the same number at once (the ticketing job then runs again).
 */
export async function freshTicketNumber(
  tx: Db,
  draw: () => number = () => randomInt(0, 1_000_000_000),
): Promise<string> {
  for (let i = 0; i < TICKET_DRAWS; i += 1) {
    const ticketNo = ticketNumber(draw());
    const [taken] = await tx
      .select({ ticketNo: orderTicket.ticketNo })
      .from(orderTicket)
      .where(eq(orderTicket.ticketNo, ticketNo));
    if (!taken) return ticketNo;
  }
  throw new Error('no free ticket number drawn');
}

/**
 * Issues the order's tickets: its own, or for an addition (type 5, decision 25) the tickets of the passenger it put
 * on its parent order, so the new 902 numbers stand beside the parent's.
 */
async function issue(tx: Db, o: OrderRow): Promise<void> {
  const tickets =
    o.orderType === ADD_PEOPLE_ORDER_TYPE
      ? await addedTickets(tx, o)
      : await tx.select().from(orderTicket).where(eq(orderTicket.orderNo, o.orderNo));
  for (const t of tickets) {
    if (t.ticketStatus !== TicketStatus.PENDING_ISSUE) continue;
    await tx
      .update(orderTicket)
      .set({
        ticketNo: await freshTicketNumber(tx),
        ticketStatus: TicketStatus.ISSUED,
        productStatus: ProductStatus.USABLE,
      })
      .where(
        and(
          eq(orderTicket.orderNo, t.orderNo),
          eq(orderTicket.psgIndex, t.psgIndex),
          eq(orderTicket.segIndex, t.segIndex),
        ),
      );
  }
  await tx
    .update(bookingOrder)
    .set({ status: OrderStatus.TICKETED, ticketing: 'ISSUED' })
    .where(eq(bookingOrder.orderNo, o.orderNo));
}

/** Ticketing failed: every payment applied to the order goes back by its own route, and the order says so. */
export async function refundFailed(tx: Db, o: OrderRow, nowMs: number): Promise<void> {
  await tx
    .update(orderTicket)
    .set({ ticketStatus: TicketStatus.ISSUE_FAILED, productStatus: ProductStatus.TICKETING_FAILED })
    .where(eq(orderTicket.orderNo, o.orderNo));
  const ids = appliedPaymentIds(o);
  const payments = ids.length ? await tx.select().from(payment).where(inArray(payment.id, ids)) : [];
  for (const paid of payments) {
    await tx
      .insert(refundRecord)
      .values({
        orderNo: o.orderNo,
        paymentId: paid.id,
        channel: paid.channel,
        amount: paid.amount,
        currency: paid.currency,
        reason: 'TICKETING_FAILED',
        createdAt: new Date(nowMs),
      })
      .onConflictDoNothing();
    // Booked once per payment (decision 64): a second pass over the same failure credits nothing. An order's one
    // payment debited its fen (booking/payments.ts); a presale's deposit and balance each debited their amount.
    if (paid.channel === 'WALLET' && o.memberId) {
      const single = payments.length === 1;
      await moveWallet(tx, {
        memberId: o.memberId,
        amountFen: single ? o.amountFen : paid.amount,
        kind: 'TICKETING_FAILED',
        reference: paid.id === o.paymentId ? o.orderNo : `${o.orderNo}:${paid.id}`,
        nowMs,
      });
    }
  }
  await tx
    .update(bookingOrder)
    .set({
      status: OrderStatus.CANCELLED,
      ticketing: 'FAILED',
      cancelReason: 'TICKETING_FAILED',
      cancelledAt: new Date(nowMs),
    })
    .where(eq(bookingOrder.orderNo, o.orderNo));
  await releaseHoldings(tx, o, nowMs);
}

/** Sends the confirmation of a just-ticketed order; the job's note when it could not go out. */
async function confirm(s: Services, orderNo: string): Promise<string | null> {
  try {
    return (await sendTicketedConfirmation(s, orderNo)) ? null : 'CONFIRMATION_NO_GATEWAY';
  } catch {
    return 'CONFIRMATION_FAILED';
  }
}

/** Runs the job of an order it has claimed: issues, applies or refunds, then marks the job done. */
async function runClaimed(s: Services, orderNo: string, now: number): Promise<void> {
  let lastError: string | null = null;
  const [o] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
  if (o && o.status === OrderStatus.PAID && o.ticketing === 'PENDING') {
    const fail = s.ticketingFaults ? await s.ticketingFaults.failsFor(s.db, o) : false;
    if (o.orderType === ADD_ON_ORDER_TYPE && !fail) {
      // An add-on order issues no tickets: its seats and add-ons become the passengers' (decision 22).
      const outcome = await applyAddOnOrder(s, o);
      if (!outcome.applied && outcome.noLongerFits)
        await s.db.transaction(async (tx) => refundFailed(asDb(tx), o, now));
    } else {
      // A rescheduled order (type 2, decision 23) issues its new tickets, and its parent's old ones read
      // 'changed' in the same transaction; a failure gives the money back and the old tickets are usable again.
      // An addition (type 5, decision 25) whose adult no longer flies on its segments is paid back instead.
      const issued = await s.db.transaction(async (tx) => {
        // Under the order's row lock: a second run of the same job (its lock ran out mid-run, decision 61) waits
        // here, then finds the order ticketed or refunded and does nothing.
        const [locked] = await asDb(tx)
          .select({ status: bookingOrder.status, ticketing: bookingOrder.ticketing })
          .from(bookingOrder)
          .where(eq(bookingOrder.orderNo, orderNo))
          .for('update');
        if (locked?.status !== OrderStatus.PAID || locked.ticketing !== 'PENDING') return false;
        const orphan = o.orderType === ADD_PEOPLE_ORDER_TYPE && !(await guardiansStillFly(asDb(tx), o));
        if (fail || orphan) {
          await refundFailed(asDb(tx), o, now);
          return false;
        }
        // A product order (decision 67) issues no ticket: its units become usable. A flight exchanged with one of
        // its cards is an order of the same type with a parent, and issues its ticket.
        if (isProductSale(o)) {
          await issueProductUnits(asDb(tx), o);
          return false;
        }
        await issue(asDb(tx), o);
        if (o.orderType === RESCHEDULE_ORDER_TYPE) {
          // The add-ons of the replaced tickets follow the trip or are refunded (decision 46), then the old
          // tickets retire (their seats are read first: an infant's seat keeps its rules on the new flight).
          await followAddOns(s, asDb(tx), o);
          await retireReplacedTickets(asDb(tx), o);
          // A change is told as a change (decision 47), queued with its tickets, not as a new booking.
          await queueChangeNotice(asDb(tx), s, o);
        }
        return true;
      });
      // The tickets stand whatever happens to the notice; a notice that could not go out is on the job.
      if (issued && o.orderType !== RESCHEDULE_ORDER_TYPE) lastError = await confirm(s, orderNo);
    }
  }
  await s.db
    .update(ticketingJob)
    .set({ status: 'DONE', lockedUntil: null, lastError })
    .where(eq(ticketingJob.orderNo, orderNo));
}

/** Claims one due job (or one whose worker died) and runs it; false when none is due. */
export async function runOneTicketingJob(s: Services): Promise<boolean> {
  const now = s.clock.now();
  const claimed = await s.db
    .update(ticketingJob)
    .set({ status: 'RUNNING', lockedUntil: new Date(now + LOCK_MS), attempts: sql`${ticketingJob.attempts} + 1` })
    .where(
      or(
        and(eq(ticketingJob.status, 'PENDING'), lte(ticketingJob.runAfter, new Date(now))),
        and(eq(ticketingJob.status, 'RUNNING'), lt(ticketingJob.lockedUntil, new Date(now))),
      ),
    )
    .returning({ orderNo: ticketingJob.orderNo });
  // One UPDATE may claim several due jobs: run them all.
  for (const { orderNo } of claimed) await runClaimed(s, orderNo, now);
  return claimed.length > 0;
}

/**
 * Runs one order's pending job now, as the worker would (an order with nothing to pay is ticketed in the
 * request that made it); false when the worker has it already.
 */
export async function runTicketingJobOf(s: Services, orderNo: string): Promise<boolean> {
  const now = s.clock.now();
  const claimed = await s.db
    .update(ticketingJob)
    .set({ status: 'RUNNING', lockedUntil: new Date(now + LOCK_MS), attempts: sql`${ticketingJob.attempts} + 1` })
    .where(and(eq(ticketingJob.orderNo, orderNo), eq(ticketingJob.status, 'PENDING')))
    .returning({ orderNo: ticketingJob.orderNo });
  if (claimed.length === 0) return false;
  await runClaimed(s, orderNo, now);
  return true;
}
