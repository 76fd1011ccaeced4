import { AIRLINE_TIME_ZONE, dateInZone } from './airline-time';
import type { AddOnBlock } from './add-on-blocks';

/** The mailed itinerary (spec §2 /ancillary/mailingbil; §3 mailing fee; §5 Mailing; §8; decision 30). */

/** What the mailing reads of one ticket of the order. */
export type MailingTicketFacts = {
  /** Issued and usable, or flown: an itinerary can be printed for it. */
  valid: boolean;
  /** Being changed or refunded, or suspended: nothing is printed for it until that settles. */
  locked: boolean;
};

/**
 * Why the order's itinerary cannot be mailed now (ADD_ON_BLOCKS keys), or null. One itinerary per order covers its
 * tickets (as the booking's mailing does): without a valid ticket, notUsable; printed already (mailed at booking,
 * or an add-on mailing paid and not refunded), itineraryPrinted; a ticket locked, ticketLocked.
 */
export function mailingBlock(f: { tickets: MailingTicketFacts[]; printed: boolean }): AddOnBlock | null {
  if (!f.tickets.some((t) => t.valid || t.locked)) return 'notUsable';
  if (f.printed) return 'itineraryPrinted';
  if (f.tickets.some((t) => t.locked)) return 'ticketLocked';
  return f.tickets.some((t) => t.valid) ? null : 'notUsable';
}

/**
 * The free itinerary entitlement (spec §8 'limit reached for ... free itinerary entitlements'; decision 30): a member
 * has this many mailings free of the mailing fee each calendar year (Beijing time); after that, and for visitors,
 * the fee is paid.
 */
export const FREE_MAILINGS_PER_YEAR = 1;

/** The calendar year an instant falls in, in the airline's home zone. */
export const airlineYear = (ms: number): number => Number(dateInZone(new Date(ms), AIRLINE_TIME_ZONE).slice(0, 4));

/** The first instant of an airline year: 00:00 Beijing time (UTC+8, no daylight saving) on 1 January. */
export const airlineYearStartMs = (year: number): number => Date.UTC(year, 0, 1) - 8 * 3_600_000;

/** Free mailings a member has left this year (0 for a visitor). */
export function freeMailingsLeft(member: boolean, usedThisYear: number): number {
  return member ? Math.max(0, FREE_MAILINGS_PER_YEAR - usedThisYear) : 0;
}

/** The mailing fee due (fen): nothing while a member has a free mailing left, else the fee. */
export function mailingFeeFen(feeFen: number, member: boolean, usedThisYear: number): number {
  return freeMailingsLeft(member, usedThisYear) > 0 ? 0 : feeFen;
}
