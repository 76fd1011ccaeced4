import { and, eq, isNull } from 'drizzle-orm';
import { checkIn, orderAncillary, orderTicket, seatAssignment } from '../db/schema';
import { usableTicket } from '../check-in/state';
import type { Db } from '../db/client';
import type { ApplicationRow } from './view';

/** A seat given up when an application was submitted (refunds/commit.ts, refunds/ancillary-commit.ts). */
type FreedSeat = {
  flightId: string;
  seatNo: string;
  orderNo: string;
  psgIndex: number;
  withInfant: boolean;
  segIndex: number;
};

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
    const back = await tx
      .insert(seatAssignment)
      .values({
        flightId: seat.flightId,
        seatNo: seat.seatNo,
        orderNo: seat.orderNo,
        psgIndex: seat.psgIndex,
        withInfant: seat.withInfant,
      })
      .onConflictDoNothing()
      .returning();
    if (back.length)
      await tx
        .update(orderTicket)
        .set({ seatNo: seat.seatNo })
        .where(and(where, isNull(orderTicket.seatNo)));
  }
}
