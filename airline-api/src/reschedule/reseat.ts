import { and, eq } from 'drizzle-orm';
import { seatLayout } from '@/lib/domain/seat-rules';
import { occupiedSeats } from '../booking/seat-map';
import type { Db } from '../db/client';
import { orderTicket, seatAssignment } from '../db/schema';
import type { Services } from '../services';
import { seatOutcome, type FollowOutcome } from './add-on-rules';
import type { replacedTickets } from './moved';

type Replaced = Awaited<ReturnType<typeof replacedTickets>>[number];

/** Where a replaced ticket went: the passenger in the rescheduled order, the new flight (decision 46). */
export type Target = Replaced & {
  passengerId: string;
  newPsgIndex: number;
  toFlightId: string;
  oldSeatNo: string | null;
};

/** Tries the passenger's old seat on the new flight; takes it when the rules allow (seatOutcome). */
export async function reseat(s: Services, tx: Db, newOrderNo: string, t: Target): Promise<FollowOutcome> {
  const oldFlight = s.network.flight(t.old.flightId);
  const newFlight = s.network.flight(t.toFlightId);
  if (!oldFlight || !newFlight || !t.oldSeatNo) return { outcome: 'REFUNDED', reason: 'SEAT_MAP_DIFFERS' };
  const [assigned] = await tx
    .select()
    .from(seatAssignment)
    .where(and(eq(seatAssignment.flightId, t.old.flightId), eq(seatAssignment.seatNo, t.oldSeatNo)));
  const carries = assigned?.withInfant ?? false;
  const newLayout = seatLayout(newFlight.schedule.aircraft);
  const now = newLayout.find((l) => l.seatNo === t.oldSeatNo);
  const occupied = await occupiedSeats(tx, newFlight);
  const side = now ? `${now.row}${now.side}` : '';
  const sideTaken = occupied.some((o) => {
    const l = newLayout.find((x) => x.seatNo === o.seatNo);
    return o.withInfant && !!l && `${l.row}${l.side}` === side;
  });
  const verdict = seatOutcome({
    was: seatLayout(oldFlight.schedule.aircraft).find((l) => l.seatNo === t.oldSeatNo),
    now,
    taken: occupied.some((o) => o.seatNo === t.oldSeatNo),
    infant: { carries, sideTaken },
  });
  if (verdict.outcome !== 'MOVED') return verdict;
  const values = { flightId: t.toFlightId, seatNo: t.oldSeatNo, orderNo: newOrderNo, psgIndex: t.newPsgIndex };
  const took = await tx
    .insert(seatAssignment)
    .values({ ...values, withInfant: carries })
    .onConflictDoNothing()
    .returning();
  if (took.length === 0) return { outcome: 'REFUNDED', reason: 'SEAT_TAKEN' };
  await tx
    .update(orderTicket)
    .set({ seatNo: t.oldSeatNo })
    .where(
      and(
        eq(orderTicket.orderNo, newOrderNo),
        eq(orderTicket.psgIndex, t.newPsgIndex),
        eq(orderTicket.segIndex, t.segIndex),
      ),
    );
  return verdict;
}
