/**
 * Passenger rules of spec §3, §5 Passengers and §9, shared by the web forms and airline-api. Each
 * validator answers null (or an empty list) when valid, otherwise message KEYS the web translates.
 */
import { validateEmail, validatePhone } from './account-rules';
import { validateCertificateNumber, type CertificateType } from './certificate-rules';

export type PassengerType = 'ADT' | 'CHD' | 'INF';
export type Gender = 'M' | 'F';

/** The most passengers one booking may hold (the issue's decision; search allows the same 9). */
export const MAX_PASSENGERS_PER_BOOKING = 9;
export const ADULT_MIN_AGE = 12;
export const CHILD_MIN_AGE = 2;
/** An infant must be over 14 days old on the flight date. */
export const INFANT_MIN_DAYS = 14;
export const GUARDIAN_MIN_AGE = 18;
/** A document must stay valid at least this many days after the flight (spec §5). */
export const CERTIFICATE_MIN_VALID_DAYS = 180;
export const CHINESE_NAME_MIN = 2;
export const CHINESE_NAME_MAX = 20;
export const ENGLISH_NAME_MAX = 40;
/** One guardian: at most 2 children, or 1 child and 1 infant (at most 1 infant). */
export const DEPENDANTS_PER_GUARDIAN = 2;
export const INFANTS_PER_GUARDIAN = 1;

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function utcDay(iso: string): number {
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
}

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  return new Date(utcDay(value) * DAY_MS).toISOString().slice(0, 10) === value;
}

export function daysFromTo(from: string, to: string): number {
  return utcDay(to) - utcDay(from);
}

/** Whole years of age on a date (a birthday on 29 February counts on 1 March in other years). */
export function ageOn(birthday: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(birthday.slice(0, 4));
  return date.slice(5) < birthday.slice(5) ? years - 1 : years;
}

/** ADT 12 or over, CHD 2 to under 12, INF over 14 days to under 2; null when too young to fly. */
export function passengerTypeOn(birthday: string, flightDate: string): PassengerType | null {
  const age = ageOn(birthday, flightDate);
  if (age >= ADULT_MIN_AGE) return 'ADT';
  if (age >= CHILD_MIN_AGE) return 'CHD';
  return daysFromTo(birthday, flightDate) > INFANT_MIN_DAYS ? 'INF' : null;
}

export type BirthdayIssue = 'birthdayRequired' | 'birthdayInvalid' | 'infantTooYoung' | 'passengerTypeMismatch';

/** The declared type must be the type at the first flight date, and at every later one (no one ages out mid-trip). */
export function validatePassengerAge(
  declared: PassengerType,
  birthday: string,
  flightDates: string[],
): BirthdayIssue | null {
  if (!birthday) return 'birthdayRequired';
  if (!isIsoDate(birthday)) return 'birthdayInvalid';
  for (const date of flightDates) {
    if (daysFromTo(birthday, date) < 0) return 'birthdayInvalid';
    const type = passengerTypeOn(birthday, date);
    if (type === null) return 'infantTooYoung';
    if (type !== declared) return 'passengerTypeMismatch';
  }
  return null;
}

export type ValidityIssue = 'certificateValidityRequired' | 'certificateValidityInvalid' | 'certificateExpiring';

/** Types whose document carries an expiry date (the mainland ID may be long-term and is checked when given). */
export const EXPIRING_TYPES: readonly CertificateType[] = [
  'PP',
  'HK',
  'TW',
  'OR',
  'TT',
  'TI',
  'SX',
  'RP',
  'PI',
  'WC',
  'TP',
];

/** Valid at least 180 days after the last flight date: 180 passes, 179 fails. */
export function validateCertificateValidity(
  type: CertificateType,
  validity: string | undefined,
  lastFlightDate: string,
): ValidityIssue | null {
  if (!validity) return EXPIRING_TYPES.includes(type) ? 'certificateValidityRequired' : null;
  if (!isIsoDate(validity)) return 'certificateValidityInvalid';
  return daysFromTo(lastFlightDate, validity) >= CERTIFICATE_MIN_VALID_DAYS ? null : 'certificateExpiring';
}

export type NameIssue =
  | 'chineseNameLength'
  | 'chineseNameInvalid'
  | 'englishNameRequired'
  | 'englishNameInvalid'
  | 'englishNameTooLong'
  | 'englishNameSame'
  | 'nameRequired';

const HAN_NAME = /^[\p{Script=Han}·]+$/u;
const ENGLISH_PART = /^[A-Za-z]+( [A-Za-z]+)*$/;

export function validateChineseName(name: string): NameIssue | null {
  const n = [...name].length;
  if (n < CHINESE_NAME_MIN || n > CHINESE_NAME_MAX) return 'chineseNameLength';
  return HAN_NAME.test(name) ? null : 'chineseNameInvalid';
}

/** Surname and given name: letters only (single spaces inside), at most 40 each, not both empty, not equal. */
export function validateEnglishName(surname: string, givenName: string): NameIssue | null {
  const s = surname.trim();
  const g = givenName.trim();
  if (!s && !g) return 'englishNameRequired';
  for (const part of [s, g]) {
    if (part && !ENGLISH_PART.test(part)) return 'englishNameInvalid';
    if (part.length > ENGLISH_NAME_MAX) return 'englishNameTooLong';
  }
  if (s.toUpperCase() === g.toUpperCase()) return 'englishNameSame';
  return null;
}

/** Documents read by the airline in Latin letters: these need the English name. */
export const ENGLISH_NAME_TYPES: readonly CertificateType[] = ['PP', 'TT', 'TI', 'OR', 'RP', 'PI', 'WC', 'TP'];

export function needsEnglishName(nationality: string, type: CertificateType): boolean {
  return nationality !== 'CN' || ENGLISH_NAME_TYPES.includes(type);
}

export type PassengerInput = {
  type: PassengerType;
  name?: string;
  surname?: string;
  givenName?: string;
  gender: Gender | '';
  birthday: string;
  nationality: string;
  certificateType: CertificateType;
  certificateNumber: string;
  certificateValidity?: string;
};

export type PassengerField =
  | 'type'
  | 'name'
  | 'englishName'
  | 'gender'
  | 'birthday'
  | 'nationality'
  | 'certificateType'
  | 'certificateNumber'
  | 'certificateValidity';

export type PassengerIssue = { index: number; field: PassengerField; key: string };

export type TripFacts = { flightDates: string[]; international: boolean };

/** Every rule of one passenger against the trip's dates and route kind. */
export function validatePassenger(p: PassengerInput, index: number, trip: TripFacts): PassengerIssue[] {
  const issues: PassengerIssue[] = [];
  const add = (field: PassengerField, key: string | null) => {
    if (key) issues.push({ index, field, key });
  };
  const last = trip.flightDates[trip.flightDates.length - 1] ?? '';
  add('gender', p.gender === 'M' || p.gender === 'F' ? null : 'genderRequired');
  add('nationality', /^[A-Z]{2}$/.test(p.nationality) ? null : 'nationalityRequired');
  add('birthday', validatePassengerAge(p.type, p.birthday, trip.flightDates));
  if (trip.international && p.certificateType !== 'PP') add('certificateType', 'certificatePassportOnly');
  else if (p.certificateType === 'BC' && p.type === 'ADT') add('certificateType', 'certificateTypeNotAllowed');
  else
    add(
      'certificateNumber',
      validateCertificateNumber(p.certificateType, p.certificateNumber, isIsoDate(p.birthday) ? p.birthday : undefined),
    );
  add('certificateValidity', validateCertificateValidity(p.certificateType, p.certificateValidity, last));
  const hasChinese = Boolean(p.name?.trim());
  const hasEnglish = Boolean(p.surname?.trim() || p.givenName?.trim());
  if (hasChinese) add('name', validateChineseName(p.name!.trim()));
  if (needsEnglishName(p.nationality, p.certificateType) || hasEnglish)
    add('englishName', validateEnglishName(p.surname ?? '', p.givenName ?? ''));
  if (!hasChinese && !hasEnglish) add('name', 'nameRequired');
  return issues;
}

export type CompanionIssue = 'passengerLimit' | 'adultRequired' | 'guardianTooYoung' | 'companionLimit';

/**
 * A child or infant needs an accompanying guardian of 18 or over; one guardian brings at most 2 children,
 * or 1 child and 1 infant. Guardians can be assigned exactly when both counts fit.
 */
export function validateCompanions(
  passengers: { type: PassengerType; birthday: string }[],
  firstFlightDate: string,
): CompanionIssue | null {
  if (passengers.length === 0) return 'adultRequired';
  if (passengers.length > MAX_PASSENGERS_PER_BOOKING) return 'passengerLimit';
  const adults = passengers.filter((p) => p.type === 'ADT');
  const children = passengers.filter((p) => p.type === 'CHD').length;
  const infants = passengers.filter((p) => p.type === 'INF').length;
  if (adults.length === 0) return 'adultRequired';
  if (children + infants === 0) return null;
  const guardians = adults.filter(
    (a) => isIsoDate(a.birthday) && ageOn(a.birthday, firstFlightDate) >= GUARDIAN_MIN_AGE,
  ).length;
  if (guardians === 0) return 'guardianTooYoung';
  if (infants > guardians * INFANTS_PER_GUARDIAN || children + infants > guardians * DEPENDANTS_PER_GUARDIAN)
    return 'companionLimit';
  return null;
}

export type ContactInput = { name: string; areaCode: string; mobile: string; email: string };
export type ContactIssue = { field: keyof ContactInput; key: string };

/** Contact name, area code, mobile and e-mail are all required and valid ('contact information is incorrect'). */
export function validateContact(c: ContactInput): ContactIssue[] {
  const issues: ContactIssue[] = [];
  const name = c.name.trim();
  if (!name) issues.push({ field: 'name', key: 'contactNameRequired' });
  else if ([...name].length > 40) issues.push({ field: 'name', key: 'contactNameTooLong' });
  const phone = validatePhone(c.areaCode, c.mobile);
  if (phone) issues.push({ field: phone === 'areaCodeInvalid' ? 'areaCode' : 'mobile', key: phone });
  const email = validateEmail(c.email);
  if (email) issues.push({ field: 'email', key: email });
  return issues;
}

/** All the passenger rules of one booking: each passenger, then the group. */
export function validatePassengers(
  passengers: PassengerInput[],
  trip: TripFacts,
): { passengers: PassengerIssue[]; group: CompanionIssue | null } {
  return {
    passengers: passengers.flatMap((p, i) => validatePassenger(p, i, trip)),
    group: validateCompanions(passengers, trip.flightDates[0] ?? ''),
  };
}
