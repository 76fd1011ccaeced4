import { and, eq, inArray } from 'drizzle-orm';
import { ResultCode, type CheckInTrip, type UpstreamLanguage } from '@/lib/contract';
import { mayCancel } from '@/lib/domain/checkin-rules';
import { asDb } from '../booking/lifecycle';
import { checkIn } from '../db/schema';
import { ApiError } from '../errors';
import { freeSeat } from '../order-changes/ticket-holds';
import type { Services } from '../services';
import type { CheckInScope } from './access';
import { requested, segmentInScope, segmentTrip } from './operations';
import { activeCheckIn, guardiansFor } from './state';

export type CancelRequest = { orderNo: string; segmentIndex: number; passengerIds: string[] };

/**
 * Cancels passengers' check-ins on one segment (spec §4: refused within 45 minutes of a domestic departure,
 * 60 of an international one). The rows stay, CANCELLED (they still count towards the 3 online check-ins);
 * a seat given at check-in is freed, a seat bought at booking stays the passenger's; the boarding pass is
 * gone with the row's status. A guardian cannot leave a child checked in without a checked-in guardian.
 */
export async function cancelCheckIns(
  s: Services,
  scope: CheckInScope,
  body: CancelRequest,
  language: UpstreamLanguage,
): Promise<{ trip: CheckInTrip }> {
  if (body.passengerIds.length === 0) throw new ApiError(ResultCode.CHECK_IN_NO_PASSENGERS);
  const seg = await segmentInScope(s, scope, body.orderNo, body.segmentIndex);
  const { bundle: b, flight, segIndex } = seg;
  const picked = requested(b, body.passengerIds, seg.only);
  const rows = picked.map((p) => {
    const active = activeCheckIn(b, p.psgIndex, segIndex);
    if (!active) throw new ApiError(ResultCode.CHECK_IN_NOT_CHECKED_IN);
    return active;
  });
  if (!mayCancel(flight.depUtcMs, s.clock.now(), flight.route.international))
    throw new ApiError(ResultCode.CHECK_IN_CANCEL_CUTOFF);
  const leaving = new Set(picked.map((p) => p.psgIndex));
  const staying = b.passengers.filter((p) => !leaving.has(p.psgIndex) && activeCheckIn(b, p.psgIndex, segIndex));
  const stays = new Set(staying.map((p) => p.passengerId));
  const alone = staying.some(
    (p) => p.type === 'CHD' && !guardiansFor(b, p, flight.date).some((g) => stays.has(g.passengerId)),
  );
  if (alone) throw new ApiError(ResultCode.CHECK_IN_CANCEL_CHILD_FIRST);
  await s.db.transaction(async (raw) => {
    const tx = asDb(raw);
    const ids = rows.map((r) => r.id);
    const cancelled = await tx
      .update(checkIn)
      .set({ status: 'CANCELLED', cancelledAt: new Date(s.clock.now()) })
      .where(and(inArray(checkIn.id, ids), eq(checkIn.status, 'CHECKED_IN')))
      .returning();
    if (cancelled.length !== ids.length) throw new ApiError(ResultCode.CHECK_IN_NOT_CHECKED_IN, 'cancelled meanwhile');
    for (const r of cancelled.filter((c) => c.seatTakenAtCheckIn)) await freeSeat(tx, r.orderNo, r);
  });
  return { trip: await segmentTrip(s, seg, language) };
}
