import { and, eq, isNotNull, notExists } from 'drizzle-orm';
import { TicketStatus } from '@/lib/contract';
import { pointsForFare } from '@/lib/domain/member-value-rules';
import type { Db } from '../db/client';
import { bookingOrder, flightPointsCredit, orderPassenger, orderSegment, orderTicket, realName } from '../db/schema';
import { ticketsPassenger, ticketsSegment } from '../db/joins';
import type { Services } from '../services';
import { creditGrowth, creditPoints } from './ledger';
import { airlineDay } from './period';

/**
 * Points of flown tickets (decision 65): a ticket of the member's own orders, issued to the member (the passenger's
 * document is the member's real-name document), whose flight date has passed in Beijing time, earns one point per
 * whole yuan of its fare and as much growth. Credited when the member's points or growth are next read; the ticket's
 * key in flight_points_credit credits it once, whether it arrives here or through a supplement.
 */

/** Marks the ticket credited; false when it was credited already (here, or by a supplement). */
export async function claimTicket(
  tx: Db,
  ticketNo: string,
  memberId: string,
  points: number,
  source: 'FLIGHT' | 'SUPPLEMENT',
  nowMs: number,
): Promise<boolean> {
  const claimed = await tx
    .insert(flightPointsCredit)
    .values({ ticketNo, memberId, points, source, creditedAt: new Date(nowMs) })
    .onConflictDoNothing()
    .returning({ ticketNo: flightPointsCredit.ticketNo });
  return claimed.length > 0;
}

export async function creditFlownTickets(s: Services, memberId: string): Promise<void> {
  const [rn] = await s.db.select().from(realName).where(eq(realName.memberId, memberId));
  if (!rn || rn.status !== 3) return;
  const now = s.clock.now();
  const today = airlineDay(now);
  const rows = await s.db
    .select({
      ticketNo: orderTicket.ticketNo,
      fareFen: orderTicket.fareFen,
      orderNo: orderTicket.orderNo,
      flightId: orderSegment.flightId,
    })
    .from(orderTicket)
    .innerJoin(bookingOrder, eq(bookingOrder.orderNo, orderTicket.orderNo))
    .innerJoin(orderPassenger, ticketsPassenger)
    .innerJoin(orderSegment, ticketsSegment)
    .where(
      and(
        eq(bookingOrder.memberId, memberId),
        eq(orderTicket.ticketStatus, TicketStatus.ISSUED),
        isNotNull(orderTicket.ticketNo),
        eq(orderPassenger.certificateType, rn.certificateType),
        eq(orderPassenger.certificateNumber, rn.certificateNumber),
        notExists(
          s.db
            .select({ n: flightPointsCredit.ticketNo })
            .from(flightPointsCredit)
            .where(eq(flightPointsCredit.ticketNo, orderTicket.ticketNo)),
        ),
      ),
    );
  for (const r of rows) {
    // The flight's date ends its id (YQ1234-2026-12-01): flown before today.
    if (!r.ticketNo || r.flightId.slice(-10) >= today) continue;
    const points = pointsForFare(r.fareFen);
    await s.db.transaction(async (tx) => {
      if (!(await claimTicket(tx, r.ticketNo!, memberId, points, 'FLIGHT', now))) return;
      await creditPoints(tx, memberId, points, 'FLIGHT', r.orderNo, now);
      if (points > 0) await creditGrowth(tx, memberId, points, 'FLIGHT', now);
    });
  }
}
