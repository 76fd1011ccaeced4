/**
 * Certificate number formats per type (spec §3 types, §5 'certificate number must match its type').
 * Answers null when the number fits, otherwise a message key.
 */
export type CertificateType =
  | 'NI'
  | 'PP'
  | 'HK'
  | 'MI'
  | 'OR'
  | 'TW'
  | 'SE'
  | 'RP'
  | 'SX'
  | 'OT'
  | 'HU'
  | 'TT'
  | 'JG'
  | 'SH'
  | 'WC'
  | 'DI'
  | 'TP'
  | 'TI'
  | 'BC'
  | 'PI';

export type CertificateIssue =
  'certificateNumberRequired' | 'certificateNumberInvalid' | 'idChecksumInvalid' | 'idBirthdayMismatch';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK = '10X98765432';

/** ISO 7064 MOD 11-2 check character of the first 17 digits of a mainland ID number. */
export function mainlandIdCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK[sum % 11]!;
}

/** The birthday an 18-digit ID number encodes, or null when it is not a real date. */
export function mainlandIdBirthday(id: string): string | null {
  const iso = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** 18 characters, a real birth date, the MOD 11-2 check character, and the passenger's birthday when known. */
export function validateMainlandId(id: string, birthday?: string, prefix?: RegExp): CertificateIssue | null {
  if (!id) return 'certificateNumberRequired';
  if (!/^\d{17}[\dX]$/.test(id) || (prefix && !prefix.test(id))) return 'certificateNumberInvalid';
  const born = mainlandIdBirthday(id);
  if (!born) return 'certificateNumberInvalid';
  if (mainlandIdCheckChar(id.slice(0, 17)) !== id[17]) return 'idChecksumInvalid';
  if (birthday && birthday !== born) return 'idBirthdayMismatch';
  return null;
}

const FORMATS: Partial<Record<CertificateType, RegExp>> = {
  // Passport: letters and digits, 5 to 17 (covers every issuing country's scheme).
  PP: /^[A-Z0-9]{5,17}$/,
  // Exit-entry permit for HK and Macau: C or W, then 8 digits or a letter and 7 digits.
  HK: /^[CW](\d{8}|[A-Z]\d{7})$/,
  // Travel permit to Taiwan (mainland residents): L then 8 digits.
  TW: /^L\d{8}$/,
  // Mainland travel permits of HK/Macau residents (home-return permit): H or M then 8 or 10 digits.
  TI: /^[HM](\d{8}|\d{10})$/,
  OR: /^[HM](\d{8}|\d{10})$/,
  // Mainland travel permit for Taiwan residents: 8 digits (new card) or 10 digits and a letter (old).
  TT: /^(\d{8}|\d{10}[A-Z]?)$/,
  // Birth medical certificate: a letter then 9 digits.
  BC: /^[A-Z]\d{9}$/,
  // Foreigner permanent resident ID: 3 letters and 12 digits (2004), or 18 characters starting 9 (2023).
  PI: /^([A-Z]{3}\d{12}|9\d{16}[\dX])$/,
};

/** Any other document: 4 to 30 letters, digits or hyphens. */
const GENERIC = /^[A-Z0-9-]{4,30}$/;

export function validateCertificateNumber(
  type: CertificateType,
  number: string,
  birthday?: string,
): CertificateIssue | null {
  const n = number.trim().toUpperCase();
  if (!n) return 'certificateNumberRequired';
  if (type === 'NI' || type === 'HU') return validateMainlandId(n, birthday);
  // Residence permit for HK/Macau/Taiwan residents: an ID-format number starting 81, 82 or 83.
  if (type === 'SX') return validateMainlandId(n, birthday, /^8[123]/);
  const format = FORMATS[type] ?? GENERIC;
  return format.test(n) ? null : 'certificateNumberInvalid';
}
