import { and, eq, isNull } from 'drizzle-orm';
import { checkIn, orderAncillary, orderTicket } from '../db/schema';
import { usableTicket } from '../check-in/state';
import type { Db } from '../db/client';
import { retakeSeat, type FreedSeat } from '../order-changes/ticket-holds';
import type { ApplicationRow } from './view';

/**
 * The desk rejected an application of add-ons alone (decision 26; called by refunds/desk.ts in its transaction):
 * each add-on can be refunded again, and a seat given back at submission returns to its passenger when it is still
 * free and the passenger has taken no other seat meanwhile (bought one, or checked in with one given); otherwise
 * the passenger stays without it, and check-in gives one (decision 22).
 */
export async function rejectAddOns(tx: Db, row: ApplicationRow): Promise<void> {
  await tx.update(orderAncillary).set({ refundNo: null }).where(eq(orderAncillary.refundNo, row.refundNo));
  for (const seat of row.seats as FreedSeat[]) {
    const where = and(
      eq(orderTicket.orderNo, seat.orderNo),
      eq(orderTicket.psgIndex, seat.psgIndex),
      eq(orderTicket.segIndex, seat.segIndex),
    );
    const [ticket] = await tx.select().from(orderTicket).where(where);
    if (!usableTicket(ticket) || ticket.seatNo) continue;
    const active = await tx
      .select({ id: checkIn.id })
      .from(checkIn)
      .where(
        and(
          eq(checkIn.orderNo, seat.orderNo),
          eq(checkIn.psgIndex, seat.psgIndex),
          eq(checkIn.segIndex, seat.segIndex),
          eq(checkIn.status, 'CHECKED_IN'),
        ),
      );
    if (active.length) continue;
    if (await retakeSeat(tx, seat))
      await tx
        .update(orderTicket)
        .set({ seatNo: seat.seatNo })
        .where(and(where, isNull(orderTicket.seatNo)));
  }
}
