import type { FlightStatusCode } from './flight-status-codes';
import {
  PASSENGER_NAME_MAX,
  normalizeTicketNo,
  ticketNoIssue,
  type TicketValidationStatus,
} from './ticket-validation-rules';

/**
 * Irregular-flight and air-travel certificates (spec §2 /irregularFlightCertify, /irregularFlightValidate,
 * /airTravelCertify, /airTravelValidate; decision 70): the forms' rules, the verification code's shape and when a
 * ticket earns each certificate. Pure and without zod, so the browser, the BFF and airline-api share it.
 */

export const FLIGHT_CERTIFICATE_KINDS = ['IRREGULAR_FLIGHT', 'AIR_TRAVEL'] as const;
export type FlightCertificateKind = (typeof FLIGHT_CERTIFICATE_KINDS)[number];

/**
 * The verification code's letters: digits and capitals without 0/O, 1/I/L, so a code read aloud or typed from
 * paper is not mistaken. 31 letters, 12 of them: about 59 bits, drawn from a cryptographic source.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 12;

/** A flight is delayed for a certificate when it left more than this many minutes late (CAAC's 15 minutes). */
export const DELAY_CERTIFIED_AFTER_MINUTES = 15;

export type CertifyForm = { passengerName: string; ticketNo: string };
export type ValidateForm = { code: string; ticketNo: string };
export type CertificateIssueKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'ticketRequired'
  | 'ticketFormat'
  | 'ticketPrefix'
  | 'ticketCheckDigit'
  | 'codeRequired'
  | 'codeFormat';
export type CertifyIssues = Partial<Record<keyof CertifyForm, CertificateIssueKey>>;
export type ValidateIssues = Partial<Record<keyof ValidateForm, CertificateIssueKey>>;

/** A code as typed: spaces and dashes dropped, lower case raised ('abcd-efgh-jkmn' → 'ABCDEFGHJKMN'). */
export function normalizeCode(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** A code as printed and shown: three groups of four ('ABCD-EFGH-JKMN'). */
export function formatCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

export function codeIssue(raw: string): CertificateIssueKey | null {
  const code = normalizeCode(raw);
  if (code.length === 0) return 'codeRequired';
  if (code.length !== CODE_LENGTH) return 'codeFormat';
  return [...code].every((c) => CODE_ALPHABET.includes(c)) ? null : 'codeFormat';
}

/** A fresh code from `randomIndex` (a cryptographic source's uniform integer below its bound). */
export function newCode(randomIndex: (bound: number) => number): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomIndex(CODE_ALPHABET.length)];
  return code;
}

/** The certify form: the passenger's name and the 902 ticket number, as /ticketValidate takes them. */
export function validateCertifyForm(form: CertifyForm): CertifyIssues {
  const issues: CertifyIssues = {};
  const name = form.passengerName.trim();
  if (name.length === 0) issues.passengerName = 'nameRequired';
  else if (name.length > PASSENGER_NAME_MAX) issues.passengerName = 'nameTooLong';
  const ticket = ticketNoIssue(form.ticketNo);
  // ticketNoIssue answers only the ticket keys, which this list shares.
  if (ticket) issues.ticketNo = ticket as CertificateIssueKey;
  return issues;
}

/** The validate form: the certificate's code and the ticket number printed on it. */
export function validateValidateForm(form: ValidateForm): ValidateIssues {
  const issues: ValidateIssues = {};
  const code = codeIssue(form.code);
  if (code) issues.code = code;
  const ticket = ticketNoIssue(form.ticketNo);
  // ticketNoIssue answers only the ticket keys, which this list shares.
  if (ticket) issues.ticketNo = ticket as CertificateIssueKey;
  return issues;
}

export { normalizeTicketNo };

/** What an irregular-flight certificate states the flight went through. */
export const IRREGULARITIES = ['DELAYED', 'CANCELLED', 'DIVERTED', 'RETURNED'] as const;
export type Irregularity = (typeof IRREGULARITIES)[number];

/** Why a ticket gets no certificate of its kind. */
export type CertificateRefusal = 'ON_TIME' | 'NOT_DEPARTED' | 'NOT_FLOWN';

/** The flight as operations recorded it, read at `now` (lib/domain/flight-status-reading). */
export type FlightFacts = {
  status: FlightStatusCode;
  delayMinutes: number;
  /** When it left (actual, or the estimate once it has passed); null: not left, or cancelled. */
  departedAt: number | null;
  now: number;
};

/**
 * An irregular-flight certificate: a cancelled flight at once; a delayed one (more than 15 minutes), diverted or
 * returned once it has left, since only then is what happened known. A flight on time, early, or delayed 15
 * minutes or less is ON_TIME; an irregular one that has not left is NOT_DEPARTED.
 */
export function irregularityOf(f: FlightFacts): { irregularity: Irregularity } | { refusal: CertificateRefusal } {
  if (f.status === 'CANCELLED') return { irregularity: 'CANCELLED' };
  if (f.status === 'NORMAL' || f.status === 'EARLY') return { refusal: 'ON_TIME' };
  if (f.status === 'DELAYED' && f.delayMinutes <= DELAY_CERTIFIED_AFTER_MINUTES) return { refusal: 'ON_TIME' };
  if (f.departedAt === null || f.now < f.departedAt) return { refusal: 'NOT_DEPARTED' };
  return { irregularity: f.status };
}

/** A coupon the airline never issued or voided certifies nothing; a refunded or changed one still held the seat. */
export function couponWasIssued(status: TicketValidationStatus): boolean {
  return status !== 'NOT_PRINTED' && status !== 'VOIDED';
}

/**
 * An air-travel certificate: the coupon is used (flown: the product is marked used, or the passenger was checked
 * in and the flight has landed, decision 69's reading). Anything else is NOT_FLOWN.
 */
export function travelRefusal(status: TicketValidationStatus): CertificateRefusal | null {
  return status === 'USED' ? null : 'NOT_FLOWN';
}
