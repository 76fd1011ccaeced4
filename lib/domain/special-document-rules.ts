/**
 * Special documents of a saved passenger (spec §3 saved passenger "special documents (type, number, expiry,
 * up to 5 uploaded images)", §4 special certificate status, §5 "a certificate picture must be uploaded for
 * special documents" and "special certificate upload: at most 5 images, each under 5 MB, right format",
 * §6 special passengers, §9 uploads). Shared by the browser (checks before anything is sent), the BFF and
 * airline-api (the word that counts). Validators answer message KEYS (SpecialDocuments.rules.<key>).
 */
import { isIsoDate } from './passenger-rules';

/**
 * The kinds of special passenger whose document may be certified (spec §3 special passenger types STU,
 * TEACHER, military/police/disabled, doctor, nurse; §6 students, soldiers, police, disabled, crew).
 */
export const SPECIAL_DOCUMENT_TYPES = [
  'STU',
  'TEACHER',
  'SOLDIER',
  'POLICE',
  'DISABLED',
  'DOCTOR',
  'NURSE',
  'CREW',
] as const;
export type SpecialDocumentType = (typeof SPECIAL_DOCUMENT_TYPES)[number];

/** At most 5 images of one document (spec §5, §9); at least one (spec §5 "a certificate picture must be uploaded"). */
export const SPECIAL_DOCUMENT_IMAGES_MAX = 5;
/** Each image at most 5 MB as uploaded (spec §9 "5 images of 5 MB"): 5 MB itself is allowed, one byte more is not. */
export const SPECIAL_DOCUMENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The "right format" of spec §5: what the picker accepts and airline-api decodes. */
export const SPECIAL_DOCUMENT_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
/** A document number: 4 to 30 letters, digits, Chinese characters, hyphens or brackets (our choice; not shown). */
export const SPECIAL_DOCUMENT_NUMBER_MIN = 4;
export const SPECIAL_DOCUMENT_NUMBER_MAX = 30;
const NUMBER_CHARACTERS = /^[0-9A-Za-z\p{Script=Han}()（）-]+$/u;

/**
 * Spec §4: 1 certifying, 2 certified, 3 failed, 4 certified, 5 invalid. airline-api stores 1, 2 and 3;
 * 4 reads as 2 (the spec names both "certified"); 5 is a certified document past its expiry.
 */
export const SpecialDocumentStatus = {
  CERTIFYING: 1,
  CERTIFIED: 2,
  FAILED: 3,
  CERTIFIED_ALSO: 4,
  INVALID: 5,
} as const;
export type SpecialDocumentStatusCode = (typeof SpecialDocumentStatus)[keyof typeof SpecialDocumentStatus];

/**
 * Spec §5 "medical-institution name 4 to 20 consecutive characters": a doctor's or a nurse's document names the
 * institution they work at; 4 to 20 characters with no space inside (consecutive), surrounding spaces dropped.
 */
export const MEDICAL_INSTITUTION_MIN = 4;
export const MEDICAL_INSTITUTION_MAX = 20;
/** The special passenger kinds whose document names a medical institution (spec §3 doctor, nurse). */
export const MEDICAL_DOCUMENT_TYPES: readonly SpecialDocumentType[] = ['DOCTOR', 'NURSE'];

export function namesMedicalInstitution(type: string): boolean {
  return (MEDICAL_DOCUMENT_TYPES as readonly string[]).includes(type);
}

export type SpecialDocumentFields = {
  type: string;
  number: string;
  expiry: string;
  /** A doctor's or a nurse's medical institution; left out (or empty) for the other kinds. */
  institution?: string;
};
export type SpecialDocumentIssueKey =
  | 'typeInvalid'
  | 'typeTaken'
  | 'numberRequired'
  | 'numberLength'
  | 'numberInvalid'
  | 'expiryRequired'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'institutionRequired'
  | 'institutionLength'
  | 'institutionSpaces';
export type SpecialDocumentIssues = Partial<Record<keyof SpecialDocumentFields, SpecialDocumentIssueKey>>;
export type ImageCountIssue = 'imageRequired' | 'imageLimit';
export type ImageFileIssue = 'wrongFormat' | 'tooLarge';

export function isSpecialDocumentType(value: string): value is SpecialDocumentType {
  return (SPECIAL_DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** The number as stored and compared: without surrounding spaces, letters in capitals. */
export function normalizeDocumentNumber(number: string): string {
  return number.trim().toUpperCase();
}

/**
 * Whether a document of this expiry is no longer usable on `today` (both yyyy-MM-dd in the airline's zone):
 * a document is usable while its expiry lies in the future, so one expiring today is already expired.
 */
export function isExpiredOn(expiry: string, today: string): boolean {
  return expiry <= today;
}

function numberIssue(raw: string): SpecialDocumentIssueKey | null {
  const number = raw.trim();
  if (!number) return 'numberRequired';
  const length = [...number].length;
  if (length < SPECIAL_DOCUMENT_NUMBER_MIN || length > SPECIAL_DOCUMENT_NUMBER_MAX) return 'numberLength';
  return NUMBER_CHARACTERS.test(number) ? null : 'numberInvalid';
}

/** Spec §5: required, no space inside, 4 to 20 characters (a Chinese character counts one); 3 and 21 are refused. */
export function medicalInstitutionIssue(raw: string): SpecialDocumentIssueKey | null {
  const name = raw.trim();
  if (!name) return 'institutionRequired';
  if (/\s/u.test(name)) return 'institutionSpaces';
  const length = [...name].length;
  return length < MEDICAL_INSTITUTION_MIN || length > MEDICAL_INSTITUTION_MAX ? 'institutionLength' : null;
}

/** The institution as stored: without surrounding spaces; null for a kind that names none. */
export function institutionOf(type: string, raw: string | undefined): string | null {
  return namesMedicalInstitution(type) ? (raw ?? '').trim() : null;
}

function expiryIssue(expiry: string, today: string): SpecialDocumentIssueKey | null {
  if (!expiry) return 'expiryRequired';
  if (!isIsoDate(expiry)) return 'expiryInvalid';
  return isExpiredOn(expiry, today) ? 'expiryPast' : null;
}

/**
 * Number, expiry and institution: what a document submitted again may change (its type stays). The institution is
 * checked for a doctor's or a nurse's document; without the type (the BFF of a resubmission does not know it) only
 * a given one is checked, and airline-api, which knows the type, has the word on a missing one.
 */
export function validateSpecialDocumentDetails(
  fields: Pick<SpecialDocumentFields, 'number' | 'expiry' | 'institution'>,
  today: string,
  type?: string,
): SpecialDocumentIssues {
  const issues: SpecialDocumentIssues = {};
  const number = numberIssue(fields.number);
  if (number) issues.number = number;
  const expiry = expiryIssue(fields.expiry, today);
  if (expiry) issues.expiry = expiry;
  const given = (fields.institution ?? '').trim() !== '';
  if (type === undefined ? given : namesMedicalInstitution(type)) {
    const institution = medicalInstitutionIssue(fields.institution ?? '');
    if (institution) issues.institution = institution;
  }
  return issues;
}

/** The fields' issues by field name (empty when all is well): type of the list, number, expiry after today. */
export function validateSpecialDocument(fields: SpecialDocumentFields, today: string): SpecialDocumentIssues {
  const type: SpecialDocumentIssues = isSpecialDocumentType(fields.type) ? {} : { type: 'typeInvalid' };
  return { ...type, ...validateSpecialDocumentDetails(fields, today, fields.type) };
}

/** 0 images: a picture is required; 1 to 5: fine; 6 or more: over the limit. */
export function imageCountIssue(count: number): ImageCountIssue | null {
  if (count < 1) return 'imageRequired';
  return count > SPECIAL_DOCUMENT_IMAGES_MAX ? 'imageLimit' : null;
}

/** 5 MB exactly: fine; 5 MB and one byte: too large. */
export function imageSizeAllowed(bytes: number): boolean {
  return bytes <= SPECIAL_DOCUMENT_IMAGE_MAX_BYTES;
}

/**
 * A picked file as the browser sees it, before anything is sent: jpg or png (by its type, or by its name
 * when the browser gives no type), then at most 5 MB. airline-api checks the bytes themselves again.
 */
export function imageFileIssue(file: { type: string; name: string; size: number }): ImageFileIssue | null {
  const typed = file.type !== '';
  const formatOk = typed
    ? (SPECIAL_DOCUMENT_IMAGE_TYPES as readonly string[]).includes(file.type)
    : /\.(jpe?g|png)$/i.test(file.name);
  if (!formatOk) return 'wrongFormat';
  return imageSizeAllowed(file.size) ? null : 'tooLarge';
}

/**
 * The status a document reads as on `today`: a certified one (2, or 4) past its expiry is 5 invalid;
 * any other reads as stored.
 */
export function effectiveStatus(stored: number, expiry: string, today: string): SpecialDocumentStatusCode {
  const certified = stored === SpecialDocumentStatus.CERTIFIED || stored === SpecialDocumentStatus.CERTIFIED_ALSO;
  if (certified && isExpiredOn(expiry, today)) return SpecialDocumentStatus.INVALID;
  return stored as SpecialDocumentStatusCode;
}

/** A document under review (1) cannot change; any other may be submitted again (failed and invalid ones are meant to be). */
export function mayChange(status: SpecialDocumentStatusCode): boolean {
  return status !== SpecialDocumentStatus.CERTIFYING;
}

/** Failed (3) and invalid (5) documents are the ones the member is asked to submit again. */
export function needsResubmission(status: SpecialDocumentStatusCode): boolean {
  return status === SpecialDocumentStatus.FAILED || status === SpecialDocumentStatus.INVALID;
}
