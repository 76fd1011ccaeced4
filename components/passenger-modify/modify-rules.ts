import type { PassengerModifyBody, PassengerModifyCandidate } from '@/lib/contract/passenger-modify';
import { validateCertificateNumber, type CertificateType } from '@/lib/domain/certificate-rules';
import {
  EXPIRING_TYPES,
  validateCertificateValidity,
  validateChineseName,
  validateEnglishName,
} from '@/lib/domain/passenger-rules';

/**
 * The browser's pre-check of a name or document change (spec §5 'Change name or certificate: only one of them
 * may be changed; … Chinese name up to 20, English first or last up to 40; the two phone entries must match'),
 * with the rules of lib/domain; airline-api checks all of it again. Answers field → rule key (BookingRules, or
 * `phonesDiffer` of PassengerModify), empty when the form may go on.
 */

export type ModifyField = 'NAME' | 'DOCUMENT';

export type ModifyValues = {
  passengerId: string;
  field: ModifyField;
  name: string;
  surname: string;
  givenName: string;
  certificateType: CertificateType;
  certificateNumber: string;
  certificateValidity: string;
  mobile: string;
  mobileConfirm: string;
};

export type ModifyErrors = Partial<Record<keyof ModifyValues, string>>;

/**
 * The form's fields that hold a string (all but the part chosen), in the order it draws them: a stored draft must
 * have each, and the form focuses the first refused one.
 */
export const MODIFY_STRING_FIELDS = [
  'passengerId',
  'name',
  'surname',
  'givenName',
  'certificateType',
  'certificateNumber',
  'certificateValidity',
  'mobile',
  'mobileConfirm',
] as const satisfies readonly (keyof ModifyValues)[];

/** A passenger booked with a Chinese name changes the Chinese name; one booked in Latin letters the English one. */
export const namedInChinese = (p: Pick<PassengerModifyCandidate, 'name'>) => !!p.name && p.name.trim() !== '';

/** How the passenger is named: the Chinese name, else SURNAME/GIVEN. */
export function candidateLabel(p: Pick<PassengerModifyCandidate, 'name' | 'surname' | 'givenName'>): string {
  return p.name?.trim() || [p.surname?.trim(), p.givenName?.trim()].filter(Boolean).join('/').toUpperCase();
}

const PHONE = /^\d{5,15}$/;
const ENGLISH_PART = /^[A-Za-z]+( [A-Za-z]+)*$/;
/** The English part the rule refused: letters only, at most 40. */
const badPart = (part: string) => !!part.trim() && (!ENGLISH_PART.test(part.trim()) || part.trim().length > 40);

export function validateModify(values: ModifyValues, passenger: PassengerModifyCandidate, today: string): ModifyErrors {
  const errors: ModifyErrors = {};
  if (values.field === 'NAME') {
    if (namedInChinese(passenger)) {
      const issue = validateChineseName(values.name.trim());
      if (issue) errors.name = issue;
    } else {
      const issue = validateEnglishName(values.surname, values.givenName);
      if (issue) errors[badPart(values.surname) || !badPart(values.givenName) ? 'surname' : 'givenName'] = issue;
    }
  } else {
    const number = validateCertificateNumber(values.certificateType, values.certificateNumber);
    if (number) errors.certificateNumber = number;
    // The flight dates are airline-api's to check (180 days after the last flight); here: given, a date, not past.
    const validity = validateCertificateValidity(
      values.certificateType,
      values.certificateValidity || undefined,
      today,
    );
    if (validity && validity !== 'certificateExpiring') errors.certificateValidity = validity;
    else if (values.certificateValidity && values.certificateValidity < today)
      errors.certificateValidity = 'certificateExpiring';
  }
  const mobile = values.mobile.trim();
  if (!mobile) errors.mobile = 'phoneRequired';
  else if (!PHONE.test(mobile)) errors.mobile = 'phoneInvalid';
  if (values.mobileConfirm.trim() !== mobile) errors.mobileConfirm = 'phonesDiffer';
  return errors;
}

/** Whether this document type carries an expiry date (the validity field shows for it). */
export const expires = (type: CertificateType) => EXPIRING_TYPES.includes(type);

/** The body fields of the change: the passenger, ONE of name or document, and the mobile twice. */
export function changeFields(
  values: ModifyValues,
  passenger: PassengerModifyCandidate,
): Omit<PassengerModifyBody, 'orderNo' | 'visitor'> {
  const base = {
    passengerId: values.passengerId,
    field: values.field,
    mobile: values.mobile.trim(),
    mobileConfirm: values.mobileConfirm.trim(),
  };
  if (values.field === 'NAME')
    return namedInChinese(passenger)
      ? { ...base, name: values.name.trim() }
      : { ...base, surname: values.surname.trim().toUpperCase(), givenName: values.givenName.trim().toUpperCase() };
  return {
    ...base,
    certificateType: values.certificateType,
    certificateNumber: values.certificateNumber.trim().toUpperCase(),
    ...(expires(values.certificateType) && values.certificateValidity
      ? { certificateValidity: values.certificateValidity }
      : {}),
  };
}
