/**
 * Add-ons bought on an existing order (decision 28; spec §2 /ancillary/consignment, addfood, addInsurance,
 * priority, occupied, mailingbil; §3 insurance claim, mailing address; §4 service request statuses; §5 Services;
 * §8 services messages; §9 baggage constants; decisions 28 and 30). Pure: airline-api decides with them and the
 * pages explain with them. Every window is open strictly before its instant and closed at it, as decision 21 reads
 * the check-in cutoffs. This file holds the kinds, their limits and sale windows and a passenger's block; the
 * reasons, the service request statuses, the claim account and the mailed itinerary have files of their own.
 */
import type { AddOnBlock } from './add-on-blocks';
import { checkInClosesAt } from './checkin-rules';
import { BAGGAGE_CUTOFF_MS } from './fee-rules';

export { ADD_ON_BLOCKS, type AddOnBlock } from './add-on-blocks';
export { SERVICE_STATUSES, serviceStatus, type ServiceStatus, type ServiceStatusFacts } from './add-on-service-status';
export {
  BANK_CARD_MAX_DIGITS,
  BANK_CARD_MIN_DIGITS,
  CLAIM_BANKS,
  bankCardIssue,
  luhnValid,
  maskBankCard,
  normalizeBankCard,
  type BankCardIssue,
  type ClaimBank,
} from './add-on-claim-account';
export {
  FREE_MAILINGS_PER_YEAR,
  airlineYear,
  airlineYearStartMs,
  freeMailingsLeft,
  mailingBlock,
  mailingFeeFen,
  type MailingTicketFacts,
} from './add-on-mailing';

/**
 * The add-ons sold on their own pages (seats have theirs: /seat/seatSelections, decision 22). EXTRA_SEAT is an
 * extra occupied seat for one passenger on one flight (/ancillary/occupied); MAILING is the order's printed
 * itinerary sent by post (/ancillary/mailingbil), one per order, not a passenger's (decision 30).
 */
export const ADD_ON_KINDS = ['BAGGAGE', 'MEAL', 'INSURANCE', 'PRIORITY', 'EXTRA_SEAT', 'MAILING'] as const;
export type AddOnKind = (typeof ADD_ON_KINDS)[number];
/** The kinds bought for one passenger on one segment. */
export type PassengerAddOnKind = Exclude<AddOnKind, 'MAILING'>;

/**
 * Extra occupied seats one passenger may hold on one segment (spec §5 'extra seat and other add-ons: limit per
 * passenger'; §8 'extra occupied seat limit reached'; decision 30): one, the seat beside their own.
 */
export const EXTRA_SEATS_PER_PASSENGER = 1;

/**
 * The most checked baggage one passenger may hold on one segment, the fare's free allowance included (spec §9
 * baggage constants; decision 28): 50 KG, the CAAC's limit for one checked bag on domestic flights. A passenger
 * with the fare's free 20 KG may buy 30 KG more; then the limit is reached.
 */
export const MAX_CHECKED_BAGGAGE_KG = 50;

/**
 * The first instant an add-on is no longer sold for a segment:
 * - baggage: 2 hours before departure (spec §9; "not within 2 hours": exactly 2 hours before is within);
 * - a meal, priority boarding: when online check-in closes, 1 hour before (decision 22: the list of meals and the
 *   boarding groups are final then);
 * - insurance: departure (the policy covers the flight; nobody buys it for a flight under way).
 */
export function addOnSaleEndsAt(kind: PassengerAddOnKind | 'SEAT', departureMs: number): number {
  if (kind === 'BAGGAGE') return departureMs - BAGGAGE_CUTOFF_MS;
  if (kind === 'INSURANCE') return departureMs;
  // An extra seat (decision 30) is seated beside its passenger at the counter before check-in closes.
  return checkInClosesAt(departureMs);
}

/** Whether the add-on is still sold at `nowMs`: strictly before its end. */
export function addOnOnSale(kind: PassengerAddOnKind | 'SEAT', departureMs: number, nowMs: number): boolean {
  return nowMs < addOnSaleEndsAt(kind, departureMs);
}

/** The baggage a passenger may still buy on a segment (KG): the limit less the free allowance and what they hold. */
export function baggageRoomKg(freeKg: number, boughtKg: number): number {
  return Math.max(0, MAX_CHECKED_BAGGAGE_KG - freeKg - boughtKg);
}

/** Whether a band of `bandKg` fits: free + bought + the band is at most the limit (50 fits, 51 does not). */
export function baggageBandFits(freeKg: number, boughtKg: number, bandKg: number): boolean {
  return freeKg + boughtKg + bandKg <= MAX_CHECKED_BAGGAGE_KG;
}

/** What the rules read of one passenger on one segment. */
export type AddOnFacts = {
  type: 'ADT' | 'CHD' | 'INF';
  departureMs: number;
  /** The ticket on this segment is issued and usable. */
  ticketUsable: boolean;
  /** The coupon is used: the passenger has boarded or flown. */
  flown: boolean;
  checkedIn: boolean;
  freeBaggageKg: number;
  boughtBaggageKg: number;
  /** The smallest baggage band on sale (KG). */
  smallestBandKg: number;
  mealHeld: boolean;
  /** How many meals the flight serves. */
  mealsServed: number;
  priorityHeld: boolean;
  /** Insurance products the passenger does not hold yet on this segment. */
  insuranceLeft: number;
  /** The flight is international (decision 30: no extra seat online). */
  international: boolean;
  /** The passenger holds a seat chosen online on this segment (bought at booking or after). */
  seatChosen: boolean;
  /** Extra occupied seats the passenger holds on this segment. */
  extraSeatsHeld: number;
  /** Operations cancelled the flight (decision 78). */
  flightCancelled: boolean;
};

/** Why `kind` cannot be bought for the passenger at `nowMs` (ADD_ON_BLOCKS, in their order), or null. */
export function addOnBlock(kind: PassengerAddOnKind, f: AddOnFacts, nowMs: number): AddOnBlock | null {
  if (f.flightCancelled) return 'flightCancelled';
  if (f.type === 'INF' && kind !== 'INSURANCE') return 'infant';
  if (f.flown || nowMs >= f.departureMs) return 'onBoard';
  if (!f.ticketUsable) return 'notUsable';
  if (kind === 'EXTRA_SEAT' && f.international) return 'international';
  if (!addOnOnSale(kind, f.departureMs, nowMs)) return 'tooLate';
  switch (kind) {
    case 'EXTRA_SEAT':
      // Spec §5: not when checked in or with a seat chosen online; §8: the per-passenger limit.
      if (f.checkedIn) return 'checkedIn';
      if (f.extraSeatsHeld >= EXTRA_SEATS_PER_PASSENGER) return 'limitReached';
      return f.seatChosen ? 'seatChosen' : null;
    case 'BAGGAGE':
      return baggageBandFits(f.freeBaggageKg, f.boughtBaggageKg, f.smallestBandKg) ? null : 'limitReached';
    case 'MEAL':
      return f.mealHeld ? 'bought' : f.mealsServed === 0 ? 'noMeals' : null;
    case 'PRIORITY':
      return f.checkedIn ? 'checkedIn' : f.priorityHeld ? 'bought' : null;
    case 'INSURANCE':
      return f.insuranceLeft === 0 ? 'bought' : null;
  }
}
