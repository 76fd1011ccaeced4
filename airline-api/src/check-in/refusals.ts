import { ResultCode } from '@/lib/contract';
import { checkInRefusal, type CheckInRefusal } from '@/lib/domain/checkin-rules';
import type { FlightInstance } from '../domain/network';
import { ApiError } from '../errors';
import { activeCheckIn, guardiansFor, type OrderBundle, type PassengerRow } from './state';
import { flightFacts, passengerFacts } from './trip-view';

type FailureCode = Exclude<ResultCode, '0'>;

/** Each refusal's result code (spec §8 check-in messages). */
export const REFUSAL_CODE: Record<CheckInRefusal, FailureCode> = {
  infant: ResultCode.CHECK_IN_INFANT,
  international: ResultCode.CHECK_IN_INTERNATIONAL,
  special: ResultCode.CHECK_IN_SPECIAL_PASSENGER,
  extraSeat: ResultCode.CHECK_IN_EXTRA_SEAT,
  limitReached: ResultCode.CHECK_IN_LIMIT_REACHED,
  noSeats: ResultCode.CHECK_IN_NO_SEATS,
  guardianFirst: ResultCode.CHECK_IN_GUARDIAN_FIRST,
  flightCancelled: ResultCode.CHECK_IN_FLIGHT_CANCELLED,
};

/**
 * The rules of lib/domain/checkin-rules for the passengers of one request: non-children first, so a guardian
 * in the request lets a child through (if the guardian is not refused); free seats are counted down by
 * each passenger who needs one. Throws the first refused passenger's code, with every refusal in data.
 */
export function assertMayCheckIn(
  b: OrderBundle,
  seg: { flight: FlightInstance; segIndex: number },
  picked: PassengerRow[],
  facts: Awaited<ReturnType<typeof flightFacts>>,
) {
  const { flight, segIndex } = seg;
  let freeSeats = facts.freeSeats;
  // Those of the request let through so far: a child's own guardian among them lets the child through.
  const accepted = new Set<string>();
  const refusals = new Map<string, CheckInRefusal>();
  const ordered = [...picked.filter((p) => p.type !== 'CHD'), ...picked.filter((p) => p.type === 'CHD')];
  for (const p of ordered) {
    const pf = passengerFacts(b, p, segIndex, facts);
    const guardians = guardiansFor(b, p, flight.date);
    const refusal = checkInRefusal(
      pf,
      { cancelled: facts.cancelled, international: flight.route.international, freeSeats },
      {
        guardianCheckedIn: guardians.some((g) => activeCheckIn(b, g.psgIndex, segIndex)),
        guardianInRequest: guardians.some((g) => accepted.has(g.passengerId)),
      },
    );
    if (refusal) {
      refusals.set(p.passengerId, refusal);
      continue;
    }
    if (!pf.hasSeat) freeSeats -= 1;
    accepted.add(p.passengerId);
  }
  const first = picked.find((p) => refusals.has(p.passengerId));
  if (first) {
    const refusal = refusals.get(first.passengerId)!;
    throw new ApiError(REFUSAL_CODE[refusal], refusal, {
      passengers: picked
        .filter((p) => refusals.has(p.passengerId))
        .map((p) => ({ passengerId: p.passengerId, refusal: refusals.get(p.passengerId)! })),
    });
  }
}
