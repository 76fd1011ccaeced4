import { and, eq, inArray } from 'drizzle-orm';
import { ProductStatus, TicketStatus } from '@/lib/contract';
import type { Db } from '../db/client';
import { checkIn, orderTicket, seatAssignment } from '../db/schema';

type TicketStatusCode = (typeof TicketStatus)[keyof typeof TicketStatus];

/** One passenger's ticket on one segment of an order. */
export type TicketRef = { psgIndex: number; segIndex: number };

/**
 * The ticket goes from issued and usable to `status` by a conditional update, so of two changes or refunds of one
 * ticket at once exactly one takes it (the status may stay ISSUED: the row is then only held). False when the
 * ticket was refunded, changed or checked in by another request meanwhile.
 */
export async function takeTicket(tx: Db, orderNo: string, t: TicketRef, status: TicketStatusCode): Promise<boolean> {
  const taken = await tx
    .update(orderTicket)
    .set({ ticketStatus: status })
    .where(
      and(
        eq(orderTicket.orderNo, orderNo),
        eq(orderTicket.psgIndex, t.psgIndex),
        eq(orderTicket.segIndex, t.segIndex),
        eq(orderTicket.ticketStatus, TicketStatus.ISSUED),
        eq(orderTicket.productStatus, ProductStatus.USABLE),
      ),
    )
    .returning({ psgIndex: orderTicket.psgIndex });
  return taken.length === 1;
}

/** Whether any of these tickets is checked in now (read inside the change's transaction). */
export async function anyCheckedIn(tx: Db, orderNo: string, tickets: TicketRef[]): Promise<boolean> {
  const checkedIn = await tx
    .select({ psgIndex: checkIn.psgIndex, segIndex: checkIn.segIndex })
    .from(checkIn)
    .where(
      and(
        eq(checkIn.orderNo, orderNo),
        eq(checkIn.status, 'CHECKED_IN'),
        inArray(
          checkIn.psgIndex,
          tickets.map((t) => t.psgIndex),
        ),
      ),
    );
  return checkedIn.some((c) => tickets.some((t) => t.psgIndex === c.psgIndex && t.segIndex === c.segIndex));
}

/**
 * The passenger's seat on the flight goes back to the chart; the freed rows answer with their segment, as a refund
 * application keeps them (a rejection takes them back if still free).
 */
export async function freeSeat(
  tx: Db,
  orderNo: string,
  seat: TicketRef & { flightId: string; seatNo: string },
): Promise<FreedSeat[]> {
  const freed = await tx
    .delete(seatAssignment)
    .where(
      and(
        eq(seatAssignment.flightId, seat.flightId),
        eq(seatAssignment.seatNo, seat.seatNo),
        eq(seatAssignment.orderNo, orderNo),
        eq(seatAssignment.psgIndex, seat.psgIndex),
      ),
    )
    .returning();
  return freed.map((f) => ({ ...f, segIndex: seat.segIndex }));
}

/** A seat given up when an application was submitted (freeSeat), as the application keeps it. */
export type FreedSeat = typeof seatAssignment.$inferSelect & { segIndex: number };

/** A freed seat back on the chart for its passenger if no one took it meanwhile; whether it came back. */
export async function retakeSeat(tx: Db, seat: FreedSeat): Promise<boolean> {
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
  return back.length > 0;
}
