/**
 * Seats and add-ons after booking (decision 22; spec §4 "Seat selection flow", §5 seat rules, §8 check-in and
 * seat messages, §9; decision 22). Pure: airline-api decides with them and the web explains with them.
 */
import { checkInClosesAt } from './checkin-rules';

/** Spec §4: "A seat can be changed twice" (changes after the passenger's first seat). */
export const SEAT_CHANGES_ALLOWED = 2;
/** The offer's prices are frozen this long under its sessionId (the payment countdown's length). */
export const ADD_ON_OFFER_MS = 30 * 60_000;
/**
 * Orders bought in the WeChat mini program carry this channel number; their seats are chosen there (spec §8
 * 'go to the WeChat mini program for seat selection'). The site's own channels are B2C, B2CP and B2CPEN.
 */
export const WECHAT_MINI_PROGRAM_CHANNEL = 'WECHAT';

export type SeatSelectionClosedReason = 'notOpen' | 'notSupported' | 'wechat' | 'closed' | 'flightCancelled';

export type SeatSelectionFacts = {
  /** The order is ticketed (its tickets issued). */
  ticketed: boolean;
  international: boolean;
  channelNo: string;
  departureMs: number;
  /** Operations cancelled the flight: no seat is sold for it (decision 78). */
  flightCancelled: boolean;
};

/**
 * Why seat selection is shut for a segment now, or null while it is open. It opens when the order is ticketed
 * and closes with online check-in, at exactly 1 hour before departure (open 1 ms earlier). The reasons are
 * asked in this order: not ticketed, international (counter only), the WeChat mini program, then time.
 */
export function seatSelectionClosed(f: SeatSelectionFacts, nowMs: number): SeatSelectionClosedReason | null {
  if (!f.ticketed) return 'notOpen';
  if (f.international) return 'notSupported';
  if (f.channelNo === WECHAT_MINI_PROGRAM_CHANNEL) return 'wechat';
  if (nowMs >= checkInClosesAt(f.departureMs)) return 'closed';
  if (f.flightCancelled) return 'flightCancelled';
  return null;
}

/** Changes left to a passenger who has changed their seat `changes` times. */
export function seatChangesLeft(changes: number): number {
  return Math.max(0, SEAT_CHANGES_ALLOWED - changes);
}

/** Whether an offer made until `expiresAtMs` still holds: at exactly its end it has expired. */
export function offerValid(expiresAtMs: number, nowMs: number): boolean {
  return nowMs < expiresAtMs;
}
