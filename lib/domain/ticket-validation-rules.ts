import { TicketStatus } from '@/lib/contract/order-status';
import { EMAIL_MAX, validateEmail } from './account-rules';

/**
 * Ticket validation (spec §2 /ticketValidate, §4 its statuses, §5 its form, §9 its windows; decision 69): pure
 * rules shared by the form and airline-api. No zod here, so the browser may import it.
 */

/** Spec §4 "Ticket validation statuses", in its order. */
export const TICKET_VALIDATION_STATUSES = [
  'TO_BE_USED',
  'CHECKED_IN',
  'BOARDED',
  'USED',
  'SUSPENDED',
  'VOIDED',
  'NOT_PRINTED',
  'CHANGED',
  'REFUNDED',
] as const;
export type TicketValidationStatus = (typeof TICKET_VALIDATION_STATUSES)[number];

/** The longest name the form takes (a SURNAME/GIVEN name of a passport fits). */
export const PASSENGER_NAME_MAX = 60;
/** Itinerary (receipt) numbers are 10 digits (decision 69). */
export const ITINERARY_NO_PATTERN = /^\d{10}$/;
export { EMAIL_MAX };

export type TicketValidationForm = { passengerName: string; ticketNo: string; itineraryNo?: string; email: string };
export type TicketValidationField = keyof TicketValidationForm;
export type TicketValidationIssueKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'ticketRequired'
  | 'ticketFormat'
  | 'ticketPrefix'
  | 'ticketCheckDigit'
  | 'itineraryFormat'
  | 'emailRequired'
  | 'emailInvalid';
export type TicketValidationIssues = Partial<Record<TicketValidationField, TicketValidationIssueKey>>;

/** A ticket number without the spaces and dashes people type into it ('902-1234567890'). */
export function normalizeTicketNo(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/** 13 digits: '902', a 9-digit serial, and a check digit (the first 12 digits mod 7). */
export function ticketNoIssue(raw: string): TicketValidationIssueKey | null {
  const n = normalizeTicketNo(raw);
  if (n.length === 0) return 'ticketRequired';
  if (!/^\d{13}$/.test(n)) return 'ticketFormat';
  if (!n.startsWith('902')) return 'ticketPrefix';
  return Number(BigInt(n.slice(0, 12)) % 7n) === Number(n[12]) ? null : 'ticketCheckDigit';
}

/** Every field's first problem; an empty object when the form may be sent. */
export function validateTicketValidationForm(form: TicketValidationForm): TicketValidationIssues {
  const issues: TicketValidationIssues = {};
  const name = form.passengerName.trim();
  if (name.length === 0) issues.passengerName = 'nameRequired';
  else if (name.length > PASSENGER_NAME_MAX) issues.passengerName = 'nameTooLong';
  const ticket = ticketNoIssue(form.ticketNo);
  if (ticket) issues.ticketNo = ticket;
  const itinerary = normalizeTicketNo(form.itineraryNo ?? '');
  if (itinerary.length > 0 && !ITINERARY_NO_PATTERN.test(itinerary)) issues.itineraryNo = 'itineraryFormat';
  const email = validateEmail(form.email.trim());
  if (email) issues.email = email;
  return issues;
}

/** A name compared as people type it: case, spaces and the '/' between surname and given name ignored. */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toUpperCase().replace(/[\s/]/g, '');
}

/** The typed name is the passenger's: their Chinese name, or SURNAME/GIVEN (either order of typing spaces). */
export function nameMatches(
  typed: string,
  p: { name: string | null; surname: string | null; givenName: string | null },
): boolean {
  const key = nameKey(typed);
  if (key.length === 0) return false;
  const candidates = [p.name, [p.surname, p.givenName].filter(Boolean).join('/')].filter((c): c is string => !!c);
  return candidates.some((c) => nameKey(c) === key);
}

/** What the status of one ticket coupon is read from. */
export type CouponFacts = {
  ticketStatus: number;
  /** The product status says the coupon is used (flown). */
  productUsed: boolean;
  /** The passenger holds an active check-in on this segment. */
  checkedIn: boolean;
  departure: number;
  arrival: number;
  now: number;
};

/**
 * Spec §4's status of one coupon. Boarded: checked in and the flight has left but not landed (the sandbox has no
 * gate scan, so leaving with a check-in is boarding); used once it has landed. Changing or refunding: suspended.
 */
export function couponStatus(f: CouponFacts): TicketValidationStatus {
  switch (f.ticketStatus) {
    case TicketStatus.PENDING_ISSUE:
    case TicketStatus.ISSUE_FAILED:
      return 'NOT_PRINTED';
    case TicketStatus.REFUNDED:
    case TicketStatus.REFUND_DONE:
      return 'REFUNDED';
    case TicketStatus.CHANGED:
      return 'CHANGED';
    case TicketStatus.VOIDED:
      return 'VOIDED';
    case TicketStatus.SUSPENDED:
    case TicketStatus.CHANGING:
    case TicketStatus.REFUNDING:
      return 'SUSPENDED';
    default:
      break;
  }
  if (f.productUsed) return 'USED';
  if (!f.checkedIn) return 'TO_BE_USED';
  if (f.now < f.departure) return 'CHECKED_IN';
  return f.now < f.arrival ? 'BOARDED' : 'USED';
}

/** `months` calendar months after an instant (UTC), the day clamped to the month's last (31 Jan + 1 = 28/29 Feb). */
export function addMonthsUtc(at: number, months: number): number {
  const d = new Date(at);
  const target = new Date(at);
  target.setUTCDate(1);
  target.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return target.getTime();
}

/** A used ticket is verifiable for 3 months after its flight's departure, an unused one for 1 year after issue. */
export const USED_WINDOW_MONTHS = 3;
export const UNUSED_WINDOW_MONTHS = 12;

/**
 * The last instant a ticket may be verified (inclusive): departure + 3 months when any coupon is used (flown or
 * boarded), else issue + 12 months. `now` at that instant is still inside; a millisecond later is outside.
 */
export function verifiableUntil(t: {
  statuses: TicketValidationStatus[];
  departure: number;
  issuedAt: number;
}): number {
  const used = t.statuses.some((s) => s === 'USED' || s === 'BOARDED');
  return used ? addMonthsUtc(t.departure, USED_WINDOW_MONTHS) : addMonthsUtc(t.issuedAt, UNUSED_WINDOW_MONTHS);
}

export function withinWindow(t: Parameters<typeof verifiableUntil>[0], now: number): boolean {
  return now <= verifiableUntil(t);
}
