import type { SeatLayout } from '@/lib/domain/seat-rules';

// What a change does with each add-on of a replaced ticket (decision 46). Pure: add-ons-follow.ts gathers the facts.

/** The kinds that follow the trip; an extra occupied seat and the mailed itinerary are not a flight's add-ons here. */
export type FollowKind = 'BAGGAGE' | 'MEAL' | 'INSURANCE' | 'PRIORITY' | 'SEAT' | 'WHEELCHAIR' | 'SPECIAL_BAGGAGE';
export type FollowReason = 'SEAT_TAKEN' | 'SEAT_MAP_DIFFERS' | 'NO_MEALS';
export type FollowOutcome = { outcome: 'MOVED'; reason: null } | { outcome: 'REFUNDED'; reason: FollowReason };

const moved: FollowOutcome = { outcome: 'MOVED', reason: null };
const refunded = (reason: FollowReason): FollowOutcome => ({ outcome: 'REFUNDED', reason });

/**
 * A meal moves when the new flight serves the same meal (a short flight serves the snack alone), else it is refunded.
 */
export function mealOutcome(productCode: string, servedOnNewFlight: string[]): FollowOutcome {
  return servedOnNewFlight.includes(productCode) ? moved : refunded('NO_MEALS');
}

/** The facts of one seat on the new flight. */
export type SeatFacts = {
  /** The seat on the old flight's chart. */
  was: SeatLayout | undefined;
  /** The same seat number on the new flight's chart (undefined: that aircraft has no such seat). */
  now: SeatLayout | undefined;
  /** Someone holds it on the new flight. */
  taken: boolean;
  /** The passenger carries an infant, and an adult with an infant already sits on that side of that row. */
  infant: { carries: boolean; sideTaken: boolean };
};

/**
 * A seat keeps its number on the new flight when the seat is there, of the same kind (the price paid bought that
 * kind: a window seat stays a window seat), still allowed to the passenger (an infant's rows and side), and free;
 * otherwise the seat is refunded in full, and check-in gives a free one.
 */
export function seatOutcome(f: SeatFacts): FollowOutcome {
  if (!f.was || !f.now || f.now.kind !== f.was.kind) return refunded('SEAT_MAP_DIFFERS');
  if (f.infant.carries && (!f.now.infantAllowed || f.infant.sideTaken)) return refunded('SEAT_MAP_DIFFERS');
  if (f.taken) return refunded('SEAT_TAKEN');
  return moved;
}

/** Checked baggage, insurance, priority boarding and special-service requests always follow the trip. */
export const ALWAYS_MOVES: ReadonlySet<FollowKind> = new Set([
  'BAGGAGE',
  'INSURANCE',
  'PRIORITY',
  'WHEELCHAIR',
  'SPECIAL_BAGGAGE',
]);
