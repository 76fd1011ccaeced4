/**
 * Online check-in rules (spec §4 "Check-in", §5 "Check-in", §9 check-in timings; decision 21). Pure: airline-api
 * decides with them and the web explains with them. The readings the spec leaves open are decision 21
 * (docs/decisions/0021-check-in-rules.md).
 */
import type { PassengerType } from './passenger-rules';

/** Spec §9: online check-in opens 48 hours before departure … */
export const CHECKIN_OPENS_HOURS = 48;
/** … and closes 1 hour before. */
export const CHECKIN_CLOSES_HOURS = 1;
/** Spec §4, §9: at most 3 online check-ins per flight, then the counter (decision 21: per traveller, cancelled ones included). */
export const ONLINE_CHECKINS_PER_FLIGHT = 3;
/** Spec §4, §9: cancelling a check-in is refused within 45 minutes (domestic) or 60 (international) of departure. */
export const CANCEL_CUTOFF_MINUTES = { domestic: 45, international: 60 } as const;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export const CHECK_IN_WINDOWS = ['notOpen', 'open', 'closed'] as const;
export type CheckInWindow = (typeof CHECK_IN_WINDOWS)[number];

/** The first instant online check-in is open: exactly 48 hours before departure. */
export function checkInOpensAt(departureMs: number): number {
  return departureMs - CHECKIN_OPENS_HOURS * HOUR_MS;
}

/** The first instant online check-in is closed again: exactly 1 hour before departure. */
export function checkInClosesAt(departureMs: number): number {
  return departureMs - CHECKIN_CLOSES_HOURS * HOUR_MS;
}

/**
 * Where `nowMs` stands against the window [48 h before, 1 h before): open from exactly 48 hours before
 * departure (inclusive) up to, not including, exactly 1 hour before. At exactly 1 hour before it is closed:
 * "closes 1 hour before" means the hour before departure belongs to the counter.
 */
export function checkInWindow(departureMs: number, nowMs: number): CheckInWindow {
  if (nowMs < checkInOpensAt(departureMs)) return 'notOpen';
  if (nowMs < checkInClosesAt(departureMs)) return 'open';
  return 'closed';
}

/** The first instant a cancel is refused: 45 (domestic) or 60 (international) minutes before departure. */
export function cancelCutoffAt(departureMs: number, international: boolean): number {
  const minutes = international ? CANCEL_CUTOFF_MINUTES.international : CANCEL_CUTOFF_MINUTES.domestic;
  return departureMs - minutes * MINUTE_MS;
}

/**
 * Whether a check-in may still be cancelled: strictly more than the cutoff before departure. At exactly 45
 * (60) minutes before, the flight is "within 45 minutes" and the cancel is refused.
 */
export function mayCancel(departureMs: number, nowMs: number, international: boolean): boolean {
  return nowMs < cancelCutoffAt(departureMs, international);
}

/**
 * Why a passenger cannot check in online, as message keys (spec §8 check-in messages), in the order they are
 * asked: what the passenger cannot change first (who travels, where), then what was bought, then the
 * counts, then the guardian (which a second try with the guardian fixes).
 */
export const CHECK_IN_REFUSALS = [
  'infant',
  'international',
  'special',
  'extraSeat',
  'limitReached',
  'noSeats',
  'guardianFirst',
  'flightCancelled',
] as const;
export type CheckInRefusal = (typeof CHECK_IN_REFUSALS)[number];

/**
 * Booking documents that make a passenger special (spec §3 special passenger types: JJC military, police):
 * officer card MI, police card JG, soldier card SH. Orders carry no other special type (decision 21).
 */
export const SPECIAL_PASSENGER_DOCUMENTS = ['MI', 'JG', 'SH'] as const;

export function isSpecialPassengerDocument(certificateType: string): boolean {
  return (SPECIAL_PASSENGER_DOCUMENTS as readonly string[]).includes(certificateType);
}

/** One passenger on one segment, as the rules need to know them. */
export type CheckInPassengerFacts = {
  type: PassengerType;
  /** An adult carrying an infant on the lap (the infant travels on this passenger's ticket). */
  withInfant: boolean;
  /** A special passenger type (spec §3: military/police/disabled, teacher, student, doctor, nurse). */
  special: boolean;
  /** An extra occupied seat is bought for this passenger on this segment. */
  extraSeat: boolean;
  /** This traveller's online check-ins on this flight so far, cancelled ones included. */
  onlineCheckIns: number;
  /** A seat is already held for the passenger (bought at booking): no free seat is needed. */
  hasSeat: boolean;
};

export type CheckInSegmentFacts = {
  /** Operations cancelled the flight (spec §4 flight dynamics): nobody checks in; the traveller changes or refunds. */
  cancelled: boolean;
  /** Either airport outside the mainland (Hong Kong, Macau and Taiwan included): decision 21. */
  international: boolean;
  /** Seats still free on the flight for this passenger (after those given to the passengers before it). */
  freeSeats: number;
};

/** A child's guardian: an adult of 18 or over of the same booking on the same segment. */
export type CheckInParty = {
  guardianCheckedIn: boolean;
  /** A guardian is checked in by the same request (and is not refused themselves). */
  guardianInRequest: boolean;
};

/**
 * The first reason this passenger cannot check in online, or null (spec §4 "Check-in"): a cancelled flight (no one
 * checks in for it; decision 78); an infant, or an adult
 * travelling with one; an international segment; a special passenger; an extra occupied seat; 3 online
 * check-ins already used on this flight; no seat left; a child whose guardian is neither checked in nor
 * checked in by the same request.
 */
export function checkInRefusal(
  passenger: CheckInPassengerFacts,
  segment: CheckInSegmentFacts,
  party: CheckInParty,
): CheckInRefusal | null {
  if (segment.cancelled) return 'flightCancelled';
  if (passenger.type === 'INF' || passenger.withInfant) return 'infant';
  if (segment.international) return 'international';
  if (passenger.special) return 'special';
  if (passenger.extraSeat) return 'extraSeat';
  if (passenger.onlineCheckIns >= ONLINE_CHECKINS_PER_FLIGHT) return 'limitReached';
  if (!passenger.hasSeat && segment.freeSeats <= 0) return 'noSeats';
  if (passenger.type === 'CHD' && !party.guardianCheckedIn && !party.guardianInRequest) return 'guardianFirst';
  return null;
}
