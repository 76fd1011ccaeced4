import { count, inArray } from 'drizzle-orm';
import type { CertificateTypeId, PassengerModifyBlock, PassengerModifyCandidate } from '@/lib/contract';
import { maskCertificate } from '../booking/display-names';
import { activeCheckIn, usableTicket, type OrderBundle, type PassengerRow } from '../check-in/state';
import type { Db } from '../db/client';
import { passengerModification } from '../db/schema';
import type { Services } from '../services';

/** Changes allowed per passenger (decision 24: the spec's 1, not 3). */
export const PASSENGER_MODIFY_LIMIT = 1;

/** How many changes each traveller has had, across the order and its rescheduled orders (the same passengerId). */
export async function changesMade(db: Db, passengerIds: string[]): Promise<Map<string, number>> {
  if (passengerIds.length === 0) return new Map();
  const rows = await db
    .select({ passengerId: passengerModification.passengerId, n: count() })
    .from(passengerModification)
    .where(inArray(passengerModification.passengerId, passengerIds))
    .groupBy(passengerModification.passengerId);
  return new Map(rows.map((r) => [r.passengerId, r.n]));
}

/** The segments of the order the passenger holds a ticket on (all of them, on a booking as made). */
function segmentsOf(bundle: OrderBundle, p: PassengerRow) {
  const held = new Set(bundle.tickets.filter((t) => t.psgIndex === p.psgIndex).map((t) => t.segIndex));
  return bundle.segments.filter((sg) => held.has(sg.segIndex));
}

/**
 * Why the passenger's name or document cannot be changed online, or null (spec §5 'some passengers are not
 * eligible', §8 'does not support change name/certificate'; decision 24), the first that applies of: a ticket not
 * issued and usable, a check-in on any segment, a segment already departed, a BASIC fare, the change made.
 */
export function blockOf(
  s: Services,
  bundle: OrderBundle,
  p: PassengerRow,
  made: number,
  nowMs: number,
): PassengerModifyBlock | null {
  const tickets = bundle.tickets.filter((t) => t.psgIndex === p.psgIndex);
  const segments = segmentsOf(bundle, p);
  const flights = segments.map((sg) => s.network.flight(sg.flightId));
  if (tickets.length === 0 || !tickets.every((t) => usableTicket(t)) || flights.some((f) => !f)) return 'notUsable';
  if (segments.some((sg) => activeCheckIn(bundle, p.psgIndex, sg.segIndex))) return 'checkedIn';
  if (flights.some((f) => f!.depUtcMs <= nowMs)) return 'used';
  if (segments.some((sg) => sg.fareFamily === 'BASIC')) return 'fareFamily';
  if (made >= PASSENGER_MODIFY_LIMIT) return 'limitReached';
  return null;
}

/** The passenger as the check answers it: names as booked, the document masked, and whether they may change. */
export function candidateOf(
  s: Services,
  bundle: OrderBundle,
  p: PassengerRow,
  made: number,
  nowMs: number,
): PassengerModifyCandidate {
  return {
    passengerId: p.passengerId,
    type: p.type,
    name: p.name,
    surname: p.surname,
    givenName: p.givenName,
    certificateType: p.certificateType as CertificateTypeId,
    certificateNumber: maskCertificate(p.certificateNumber),
    changesLeft: Math.max(0, PASSENGER_MODIFY_LIMIT - made),
    block: blockOf(s, bundle, p, made, nowMs),
  };
}

/** Every passenger of the order (none on an add-on order) with whether they may change. */
export async function candidatesOf(s: Services, bundle: OrderBundle): Promise<PassengerModifyCandidate[]> {
  const made = await changesMade(
    s.db,
    bundle.passengers.map((p) => p.passengerId),
  );
  const now = s.clock.now();
  return bundle.passengers.map((p) => candidateOf(s, bundle, p, made.get(p.passengerId) ?? 0, now));
}
