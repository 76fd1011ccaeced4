import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addOnTransfer, orderPassenger, orderTicket } from '../db/schema';

type TicketRow = typeof orderTicket.$inferSelect;

/**
 * The ticket each moved add-on now follows (decision 46): by add-on id, the ticket of the passenger on the segment in
 * the latest change that moved it. An add-on's status then reads that ticket, not the replaced one.
 */
export async function followedTickets(db: Db, addOnIds: number[]): Promise<Map<number, TicketRow | undefined>> {
  const out = new Map<number, TicketRow | undefined>();
  if (addOnIds.length === 0) return out;
  const moves = await db
    .select()
    .from(addOnTransfer)
    .where(and(inArray(addOnTransfer.addOnId, addOnIds), eq(addOnTransfer.outcome, 'MOVED')))
    .orderBy(desc(addOnTransfer.id));
  for (const m of moves) {
    if (m.addOnId === null || out.has(m.addOnId)) continue;
    const [p] = await db
      .select()
      .from(orderPassenger)
      .where(and(eq(orderPassenger.orderNo, m.rescheduleOrderNo), eq(orderPassenger.passengerId, m.passengerId)));
    const [t] = p
      ? await db
          .select()
          .from(orderTicket)
          .where(
            and(
              eq(orderTicket.orderNo, m.rescheduleOrderNo),
              eq(orderTicket.psgIndex, p.psgIndex),
              eq(orderTicket.segIndex, m.segIndex),
            ),
          )
      : [];
    out.set(m.addOnId, t);
  }
  return out;
}
