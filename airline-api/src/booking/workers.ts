import { and, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { bookingOrder, ticketingJob, travellerNotice } from '../db/schema';
import { dispatchDueNotices } from '../notices/queue';
import type { Services } from '../services';
import { expireDue, PAYABLE } from './lifecycle';
import { runOneTicketingJob } from './ticketing';

/*
 * The booking back office's sweeps, each run by its own queue of jobs/ (decision 61). The work itself lives in
 * the domain's tables (an order's deadline, its ticketing job row, a notice's due time), written in the same
 * transaction as the event that makes it; a sweep only finds what is due, so running one twice does no harm.
 */

/** Cancels the unpaid orders past their deadline; the seats go back on sale. */
export async function expirySweep(s: Services): Promise<{ expired: number }> {
  return { expired: await expireDue(s) };
}

/**
 * Runs every due ticketing job: issues tickets, applies add-on orders (decision 22) or refunds a failed ticketing.
 * Each job row is claimed by one UPDATE, so two sweeps never run the same order's job.
 */
export async function ticketingSweep(s: Services): Promise<{ passes: number }> {
  let passes = 0;
  while (await runOneTicketingJob(s)) passes += 1;
  return { passes };
}

/** Sends the due traveller's notices (decision 47): urgent ones at once, the others once quiet hours end. */
export async function noticeSweep(s: Services): Promise<{ settled: number }> {
  let settled = 0;
  for (;;) {
    // A pass settles at most 100.
    const n = await dispatchDueNotices(s);
    if (n === 0) return { settled };
    settled += n;
  }
}

/** Whether an unpaid order's deadline has come (the poller queues the sweep only then). */
export async function expiryDue(s: Services): Promise<boolean> {
  const rows = await s.db
    .select({ orderNo: bookingOrder.orderNo })
    .from(bookingOrder)
    .where(and(inArray(bookingOrder.status, PAYABLE), lte(bookingOrder.paymentDeadline, new Date(s.clock.now()))))
    .limit(1);
  return rows.length > 0;
}

/** Whether a ticketing job is due, or held by a worker whose lock ran out. */
export async function ticketingDue(s: Services): Promise<boolean> {
  const now = new Date(s.clock.now());
  const rows = await s.db
    .select({ orderNo: ticketingJob.orderNo })
    .from(ticketingJob)
    .where(
      or(
        and(eq(ticketingJob.status, 'PENDING'), lte(ticketingJob.runAfter, now)),
        and(eq(ticketingJob.status, 'RUNNING'), lt(ticketingJob.lockedUntil, now)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether a notice is due and there is a gateway to send it through. */
export async function noticesDue(s: Services): Promise<boolean> {
  if (!s.codeDelivery) return false;
  const rows = await s.db
    .select({ id: travellerNotice.id })
    .from(travellerNotice)
    .where(
      and(
        isNull(travellerNotice.sentAt),
        isNull(travellerNotice.withdrawnAt),
        lte(travellerNotice.dueAt, new Date(s.clock.now())),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
