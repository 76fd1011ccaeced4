/**
 * The member's saved passengers (spec §2 /member/passengers, §3 saved passenger, §5 Passengers, §9), shared
 * by the web form, the BFF and airline-api. Validators answer message KEYS: the passenger rules' keys of
 * BookingRules, and the few of their own under MemberPassengers.rules.
 */
import { validateEmail, validatePhone, MAINLAND_AREA_CODE } from './account-rules';
import {
  isIsoDate,
  passengerTypeOn,
  validatePassenger,
  type PassengerInput,
  type PassengerType,
} from './passenger-rules';

/** The most passengers a member may save (spec: {Max}, not shown; our choice). Message 'passenger limit reached'. */
export const SAVED_PASSENGERS_MAX = 20;
/** A passenger's document may be edited or deleted once per this many days (spec §5, §9). */
export const DOCUMENT_CHANGE_INTERVAL_DAYS = 365;
const DAY_MS = 86_400_000;
const INTERVAL_MS = DOCUMENT_CHANGE_INTERVAL_DAYS * DAY_MS;

/** Whether one more passenger may be saved next to `count` already saved: max - 1 yes, max no. */
export function canSaveAnother(count: number): boolean {
  return count < SAVED_PASSENGERS_MAX;
}

export type SavedDocument = { certificateType: string; certificateNumber: string };

/** The document as it is stored and compared: the number in capitals, without surrounding spaces. */
export function documentKey(d: SavedDocument): string {
  return `${d.certificateType}:${d.certificateNumber.trim().toUpperCase()}`;
}

/**
 * An edit changes the document when its number changes, or its type (the document of the old type is
 * deleted): either one counts against the once-per-365-days rule.
 */
export function isDocumentChange(before: SavedDocument, after: SavedDocument): boolean {
  return documentKey(before) !== documentKey(after);
}

/** The instant from which the next document change is allowed (null: at any time, never changed). */
export function nextDocumentChangeAt(lastChangeMs: number | null): number | null {
  return lastChangeMs === null ? null : lastChangeMs + INTERVAL_MS;
}

/** 364 days after the last change: no; 365 days: yes; 366 days: yes. */
export function documentChangeAllowed(lastChangeMs: number | null, nowMs: number): boolean {
  const next = nextDocumentChangeAt(lastChangeMs);
  return next === null || nowMs >= next;
}

/**
 * Who a saved passenger is, whatever their document: the Chinese name, the English name in capitals and
 * the birthday. A deleted passenger saved again is the same person, and keeps the 365-day rule's clock.
 */
export function personKey(p: { name?: string; surname?: string; givenName?: string; birthday: string }): string {
  const up = (v?: string) => (v ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
  return [up(p.name), `${up(p.surname)}/${up(p.givenName)}`, p.birthday.trim()].join('|');
}

/** What the form sends: a booking passenger's fields (every one a string, '' when left empty) and the contact. */
export type SavedPassengerInput = Omit<PassengerInput, 'type'> & {
  type?: PassengerType;
  issuingCountry?: string;
  areaCode?: string;
  mobile: string;
  email?: string;
};

/** The form fields a rule's message sits beside. */
export type SavedPassengerField =
  | 'name'
  | 'surname'
  | 'gender'
  | 'birthday'
  | 'nationality'
  | 'certificateType'
  | 'certificateNumber'
  | 'certificateValidity'
  | 'issuingCountry'
  | 'areaCode'
  | 'mobile'
  | 'email';

export type SavedPassengerIssues = Partial<Record<SavedPassengerField, string>>;

/** The type on a date: adult, child, or infant (a newborn too: a saved infant ages into the 14-day rule). */
export function savedPassengerType(birthday: string, today: string): PassengerType {
  return passengerTypeOn(birthday, today) ?? 'INF';
}

// Rules of a booking that do not apply to a passenger kept for later: the document's 180 days are counted
// from a flight, and an infant of 14 days or less may be saved before it may fly.
const BOOKING_ONLY = new Set(['certificateExpiring', 'infantTooYoung']);

/**
 * Every rule of a saved passenger on `today` (the airline's date): the booking's passenger rules (names,
 * gender, nationality, birthday, document number by type, validity required for expiring types), a
 * document not already expired, a valid issuing country, mobile required (spec §3), e-mail when given. A
 * passenger type given must be the type the birthday makes.
 */
export function validateSavedPassenger(p: SavedPassengerInput, today: string): SavedPassengerIssues {
  const issues: SavedPassengerIssues = {};
  const add = (field: SavedPassengerField, key: string | null) => {
    if (key && !issues[field]) issues[field] = key;
  };
  const birthdayValid = isIsoDate(p.birthday) && p.birthday <= today;
  const type = birthdayValid ? savedPassengerType(p.birthday, today) : 'ADT';
  if (birthdayValid && p.type && p.type !== type) add('birthday', 'passengerTypeMismatch');
  for (const issue of validatePassenger({ ...p, type }, 0, { flightDates: [today], international: false })) {
    if (BOOKING_ONLY.has(issue.key)) continue;
    if (issue.field === 'type') continue;
    add(issue.field === 'englishName' ? 'surname' : issue.field, issue.key);
  }
  if (p.certificateValidity && isIsoDate(p.certificateValidity) && p.certificateValidity < today)
    add('certificateValidity', 'certificateExpired');
  if (p.issuingCountry && !/^[A-Z]{2}$/.test(p.issuingCountry)) add('issuingCountry', 'issuingCountryInvalid');
  const phone = validatePhone(p.areaCode || MAINLAND_AREA_CODE, p.mobile);
  if (phone) add(phone === 'areaCodeInvalid' ? 'areaCode' : 'mobile', phone);
  if (p.email) add('email', validateEmail(p.email));
  return issues;
}
