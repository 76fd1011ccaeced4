/**
 * Add-ons bought on an existing order (issue 15 §2; spec §2 /ancillary/consignment, addfood, addInsurance,
 * priority, occupied, mailingbil; §3 insurance claim, mailing address; §4 service request statuses; §5 Services;
 * §8 services messages; §9 baggage constants; decisions 28 and 30). Pure: airline-api decides with them and the
 * pages explain with them. Every window is open strictly before its instant and closed at it, as decision 21 reads
 * the check-in cutoffs.
 */
import { AIRLINE_TIME_ZONE, dateInZone } from './airline-time';
import { checkInClosesAt } from './checkin-rules';
import { BAGGAGE_CUTOFF_MS } from './fee-rules';

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

/**
 * Why a passenger cannot buy an add-on now (spec §8 services messages), as message keys, asked in this order:
 * - infant: an infant rides on a lap and holds no baggage, meal or boarding group of its own (insurance it may have);
 * - onBoard: the passenger has flown (the coupon is used) or the flight has left: 'passengers on board cannot buy
 *   baggage, meals or insurance' (nor priority boarding);
 * - notUsable: the ticket is not issued and usable (refunded, changed, being refunded or changed);
 * - tooLate: past the kind's sale end (addOnSaleEndsAt);
 * - checkedIn: priority boarding only: the boarding pass already carries the passenger's boarding group;
 * - limitReached: baggage only: the free allowance and the baggage bought leave no room for the smallest band;
 * - bought: a meal or priority boarding held already, or every insurance product held;
 * - noMeals: the flight serves no meals.
 * And for the extra seat and the mailed itinerary (decision 30):
 * - international: an extra seat is not sold online on an international flight (its seats are given at the counter);
 * - seatChosen: a seat chosen online (at booking or after) blocks the extra seat (spec §5);
 * - itineraryPrinted: the order's itinerary is printed: mailed already, or being mailed (spec §5 'a printed ...
 *   ticket cannot be mailed');
 * - ticketLocked: a ticket of the order is being changed or refunded, or is suspended (spec §5 '... or locked
 *   ticket cannot be mailed'): mail it once that has settled.
 */
export const ADD_ON_BLOCKS = [
  'infant',
  'onBoard',
  'notUsable',
  'international',
  'tooLate',
  'checkedIn',
  'limitReached',
  'bought',
  'noMeals',
  'seatChosen',
  'itineraryPrinted',
  'ticketLocked',
] as const;
export type AddOnBlock = (typeof ADD_ON_BLOCKS)[number];

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
};

/** Why `kind` cannot be bought for the passenger at `nowMs` (ADD_ON_BLOCKS, in their order), or null. */
export function addOnBlock(kind: PassengerAddOnKind, f: AddOnFacts, nowMs: number): AddOnBlock | null {
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

/**
 * Spec §4 service request statuses, as an add-on bought after booking reads (decision 28):
 * - PENDING_SUBMISSION: its order waits for payment (nothing is asked of the service yet);
 * - PENDING_CONFIRMATION: paid, not yet applied to the ticket;
 * - CONFIRMED: applied: the passenger holds it;
 * - REJECTED: the order no longer fitted when paid (a check-in, a refund meanwhile) and was paid back;
 * - CANCELLED: the order expired or was cancelled unpaid, or the add-on was refunded on its own (decision 26);
 * - NOT_TICKETED: the passenger's ticket on that flight is no longer issued (refunded, changed), so the service
 *   cannot be given.
 */
export const SERVICE_STATUSES = [
  'PENDING_SUBMISSION',
  'PENDING_CONFIRMATION',
  'CONFIRMED',
  'REJECTED',
  'CANCELLED',
  'NOT_TICKETED',
] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export type ServiceStatusFacts = {
  /** Where the ancillary order stands (contract AncillaryOrderState). */
  order: 'PENDING_PAYMENT' | 'PAID' | 'DONE' | 'CANCELLED' | 'FAILED';
  /** The add-on's own refund is asked or done (decision 26). */
  refunded: boolean;
  /** The passenger's ticket on the segment is issued and usable, or flown (the service was given). */
  ticketValid: boolean;
};

/** The service request status of one add-on (SERVICE_STATUSES): what ended it first, then how far it went. */
export function serviceStatus(f: ServiceStatusFacts): ServiceStatus {
  if (f.order === 'CANCELLED') return 'CANCELLED';
  if (f.order === 'FAILED') return 'REJECTED';
  if (f.refunded) return 'CANCELLED';
  if (!f.ticketValid) return 'NOT_TICKETED';
  if (f.order === 'PENDING_PAYMENT') return 'PENDING_SUBMISSION';
  return f.order === 'PAID' ? 'PENDING_CONFIRMATION' : 'CONFIRMED';
}

/** The banks an insurance claim may be paid to (spec §3 insurance claim: bank); names are in the messages. */
export const CLAIM_BANKS = [
  'ICBC',
  'ABC',
  'BOC',
  'CCB',
  'BOCOM',
  'CMB',
  'PSBC',
  'CITIC',
  'CEB',
  'CMBC',
  'CIB',
  'SPDB',
  'HXB',
  'CGB',
  'PAB',
] as const;
export type ClaimBank = (typeof CLAIM_BANKS)[number];

/** UnionPay debit and credit card numbers are 16 to 19 digits. */
export const BANK_CARD_MIN_DIGITS = 16;
export const BANK_CARD_MAX_DIGITS = 19;

/** The digits of a card number as typed: spaces and dashes between groups are dropped. */
export function normalizeBankCard(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check digit test card numbers carry. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type BankCardIssue = 'required' | 'format' | 'checksum';

/** Why a typed card number is refused (message keys), or null: digits only, 16 to 19 of them, Luhn valid. */
export function bankCardIssue(raw: string): BankCardIssue | null {
  const digits = normalizeBankCard(raw);
  if (digits === '') return 'required';
  if (!/^\d+$/.test(digits) || digits.length < BANK_CARD_MIN_DIGITS || digits.length > BANK_CARD_MAX_DIGITS)
    return 'format';
  return luhnValid(digits) ? null : 'checksum';
}

/** A card number as pages show it: its first 4 and last 4 digits ('6222 **** 1234'). */
export function maskBankCard(digits: string): string {
  return `${digits.slice(0, 4)} **** ${digits.slice(-4)}`;
}

// ---- The mailed itinerary (spec §2 /ancillary/mailingbil; §3 mailing fee; §5 Mailing; §8; decision 30) ----

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
