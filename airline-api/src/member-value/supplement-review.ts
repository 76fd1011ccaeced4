import { and, eq, lte } from 'drizzle-orm';
import { TicketStatus } from '@/lib/contract';
import { pointsForFare } from '@/lib/domain/member-value-rules';
import { isUniqueViolation } from '../account/members';
import { busiParameter, orderPassenger, orderSegment, orderTicket, pointsSupplement } from '../db/schema';
import { ticketsPassenger, ticketsSegment } from '../db/joins';
import type { Services } from '../services';
import { claimTicket } from './flight-credit';
import { creditGrowth, creditPoints } from './ledger';

/**
 * The sandbox's review of points supplements (decision 65): an application is approved when an issued ticket of that
 * number carries the chosen document on that flight and date, and its points were not credited before; the fare's
 * points (one per yuan) and as much growth are credited. Reviewed once `reviewAfter` has passed: at once, or after the
 * minutes the switch MEMBER/POINTS/SUPPLEMENT_REVIEW_MINUTES sets (state 1). Without the sandbox no one reviews.
 */

export const REVIEW_SWITCH = { sysType: 'MEMBER', modelType: 'POINTS', type: 'SUPPLEMENT_REVIEW_MINUTES' } as const;

/** Minutes an application waits for review (0: reviewed as it is made). */
export async function reviewDelayMinutes(s: Services): Promise<number> {
  const [row] = await s.db
    .select({ state: busiParameter.state, param: busiParameter.param })
    .from(busiParameter)
    .where(
      and(
        eq(busiParameter.sysType, REVIEW_SWITCH.sysType),
        eq(busiParameter.modelType, REVIEW_SWITCH.modelType),
        eq(busiParameter.type, REVIEW_SWITCH.type),
      ),
    );
  const minutes = row?.state === 1 ? Number(row.param) : 0;
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 0;
}

type Application = typeof pointsSupplement.$inferSelect;

async function flownFare(s: Services, a: Application): Promise<number | null> {
  const [row] = await s.db
    .select({ fareFen: orderTicket.fareFen })
    .from(orderTicket)
    .innerJoin(orderPassenger, ticketsPassenger)
    .innerJoin(orderSegment, ticketsSegment)
    .where(
      and(
        eq(orderTicket.ticketNo, a.ticketNo),
        eq(orderTicket.ticketStatus, TicketStatus.ISSUED),
        eq(orderPassenger.certificateType, a.certificateType),
        eq(orderPassenger.certificateNumber, a.certificateNumber),
        eq(orderSegment.flightId, `${a.flightNo}-${a.flightDate}`),
      ),
    );
  return row?.fareFen ?? null;
}

async function reject(s: Services, a: Application, reason: 'noSuchTicket' | 'alreadyCredited', now: number) {
  await s.db
    .update(pointsSupplement)
    .set({ status: 'REJECTED', reason, reviewedAt: new Date(now) })
    .where(and(eq(pointsSupplement.applicationNo, a.applicationNo), eq(pointsSupplement.status, 'PENDING')));
}

/** Reviews one pending application (a no-op when another review took it first). */
export async function review(s: Services, a: Application): Promise<void> {
  const now = s.clock.now();
  const fareFen = await flownFare(s, a);
  if (fareFen === null) return reject(s, a, 'noSuchTicket', now);
  const points = pointsForFare(fareFen);
  try {
    await s.db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ no: pointsSupplement.applicationNo })
        .from(pointsSupplement)
        .where(eq(pointsSupplement.creditedTicketNo, a.ticketNo));
      if (taken) throw new AlreadyCredited();
      const approved = await tx
        .update(pointsSupplement)
        .set({ status: 'APPROVED', points, creditedTicketNo: a.ticketNo, reviewedAt: new Date(now) })
        .where(and(eq(pointsSupplement.applicationNo, a.applicationNo), eq(pointsSupplement.status, 'PENDING')))
        .returning({ no: pointsSupplement.applicationNo });
      if (!approved.length) return;
      if (!(await claimTicket(tx, a.ticketNo, a.memberId, points, 'SUPPLEMENT', now))) throw new AlreadyCredited();
      await creditPoints(tx, a.memberId, points, 'SUPPLEMENT', null, now);
      if (points > 0) await creditGrowth(tx, a.memberId, points, 'SUPPLEMENT', now);
    });
  } catch (e) {
    // The ticket's unique key refused a second credit (another application approved meanwhile).
    if (e instanceof AlreadyCredited || isUniqueViolation(e)) return reject(s, a, 'alreadyCredited', now);
    throw e;
  }
}

class AlreadyCredited extends Error {}

/** Reviews the member's applications whose wait is over (sandbox only). */
export async function reviewDue(s: Services, memberId: string): Promise<void> {
  if (!s.sandbox) return;
  const due = await s.db
    .select()
    .from(pointsSupplement)
    .where(
      and(
        eq(pointsSupplement.memberId, memberId),
        eq(pointsSupplement.status, 'PENDING'),
        lte(pointsSupplement.reviewAfter, new Date(s.clock.now())),
      ),
    );
  for (const a of due) await review(s, a);
}
