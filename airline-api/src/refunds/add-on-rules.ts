import type { BookingAddOnKind, AddOnRefundBlock } from '@/lib/contract';
import { checkInClosesAt } from '@/lib/domain/checkin-rules';

/**
 * When and whether an add-on can be refunded on its own (decision 26). Pure: ancillary-quote.ts gathers the facts.
 *
 * Every window reads the same way: open strictly before its instant, closed at it.
 * - Baggage, a meal, priority boarding, a seat: until online check-in closes, exactly 1 hour before the segment's
 *   departure (the instant decision 22 shuts seat selection and the add-ons' sale at).
 * - Insurance: until the segment's scheduled departure (the policy covers the flight from then on), as the ticket
 *   refund keeps insurance once the flight has left (decision 23).
 * - The mailed itinerary (one per order): until the order's first flight departs; the itinerary is printed and
 *   posted from then on.
 */
export function refundClosesAt(kind: BookingAddOnKind, departureMs: number): number {
  if (kind === 'INSURANCE' || kind === 'MAILING') return departureMs;
  return checkInClosesAt(departureMs);
}

/** The kinds a check-in holds on to: the bag is tagged, the seat and boarding group printed, the meal loaded. */
export const HELD_BY_CHECK_IN: ReadonlySet<BookingAddOnKind> = new Set(['BAGGAGE', 'MEAL', 'PRIORITY', 'SEAT']);

/** What the block of one add-on reads. */
export type AddOnFacts = {
  kind: BookingAddOnKind;
  /** An application of it under way (submitted or approved), or paid back; null when none (or rejected). */
  refund: 'REFUNDING' | 'REFUNDED' | null;
  /** The order comes from the site's own channels. */
  ownChannel: boolean;
  /** For a passenger on a segment (every kind but the mailing). */
  perPassenger: boolean;
  /** That passenger's ticket on that segment is issued and usable. */
  ticketUsable: boolean;
  /** That passenger is checked in on that segment. */
  checkedIn: boolean;
  /** A seat: the passenger holds it now (the latest bought for that segment, still on the ticket). */
  seatHeld: boolean;
  /** refundClosesAt of it. */
  closesAt: number;
};

/** Why the add-on cannot be refunded now (contract AddOnRefundBlock, in its order), or null. */
export function addOnBlock(f: AddOnFacts, nowMs: number): AddOnRefundBlock | null {
  if (f.refund) return f.refund;
  if (!f.ownChannel) return 'OTHER_CHANNEL';
  if (f.perPassenger && !f.ticketUsable) return 'TICKET_NOT_USABLE';
  if (f.perPassenger && f.checkedIn && HELD_BY_CHECK_IN.has(f.kind)) return 'CHECKED_IN';
  if (f.kind === 'SEAT' && !f.seatHeld) return 'SEAT_NOT_HELD';
  if (nowMs >= f.closesAt) return 'TOO_LATE';
  return null;
}
