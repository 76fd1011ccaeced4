import { ResultCode, type PassengerModifyBody } from '@/lib/contract';
import { MAINLAND_AREA_CODE, validatePhone } from '@/lib/domain/account-rules';
import type { CertificateType } from '@/lib/domain/certificate-rules';
import {
  validateEnglishName,
  validatePassenger,
  type PassengerField,
  type PassengerInput,
} from '@/lib/domain/passenger-rules';
import type { OrderBundle, PassengerRow } from '../check-in/state';
import { ApiError } from '../errors';
import type { Services } from '../services';

/** The identity of a passenger a change may touch: names and document, as order_passenger stores them. */
export type Identity = Pick<
  PassengerRow,
  'name' | 'surname' | 'givenName' | 'certificateType' | 'certificateNumber' | 'certificateValidity'
>;

/** A change: its field, the form of a name (Chinese, or English parts), and the identity it makes. */
export type Change = { field: 'NAME' | 'DOCUMENT'; form: 'CHINESE' | 'ENGLISH' | 'DOCUMENT'; next: Identity };

const NAME_FIELDS = ['name', 'surname', 'givenName'] as const;
const DOCUMENT_FIELDS = ['certificateType', 'certificateNumber', 'certificateValidity'] as const;
type Body = PassengerModifyBody;
const has = (body: Body, f: keyof Body) => body[f] !== undefined;

/**
 * The new identity the body asks for (decision 24: one of the two per change). NAME carries exactly the Chinese
 * `name`, or exactly `surname` and `givenName`; DOCUMENT the type and number (and validity), no name. Anything
 * else is BAD_REQUEST. Values are normalised as the booking stores them (reserve.ts): names trimmed, the English
 * ones and the number upper-cased.
 */
export function changeOf(body: Body, current: Identity): Change {
  const names = NAME_FIELDS.filter((f) => has(body, f));
  const documents = DOCUMENT_FIELDS.filter((f) => has(body, f));
  if (body.field === 'NAME') {
    const chinese = names.length === 1 && names[0] === 'name';
    const english = names.length === 2 && has(body, 'surname') && has(body, 'givenName');
    if (documents.length || !(chinese || english)) throw new ApiError(ResultCode.BAD_REQUEST, 'name fields');
    return {
      field: 'NAME',
      form: chinese ? 'CHINESE' : 'ENGLISH',
      next: chinese
        ? { ...current, name: body.name!.trim() || null }
        : {
            ...current,
            surname: body.surname!.trim().toUpperCase() || null,
            givenName: body.givenName!.trim().toUpperCase() || null,
          },
    };
  }
  if (names.length || !has(body, 'certificateType') || !has(body, 'certificateNumber'))
    throw new ApiError(ResultCode.BAD_REQUEST, 'document fields');
  return {
    field: 'DOCUMENT',
    form: 'DOCUMENT',
    next: {
      ...current,
      certificateType: body.certificateType!,
      certificateNumber: body.certificateNumber!.trim().toUpperCase(),
      certificateValidity: body.certificateValidity ?? null,
    },
  };
}

/** The booking's rules (lib/domain/passenger-rules validatePassenger) that speak of each kind of change. */
const CHECKED: Record<Change['field'], readonly PassengerField[]> = {
  NAME: ['name', 'englishName'],
  DOCUMENT: ['certificateType', 'certificateNumber', 'certificateValidity', 'englishName'],
};

/** The body's field an English name rule is about (the rule reads the two parts together). */
function englishField(next: Identity, key: string): 'surname' | 'givenName' {
  if (key !== 'englishNameInvalid' && key !== 'englishNameTooLong') return 'surname';
  return validateEnglishName(next.surname ?? '', '') === key ? 'surname' : 'givenName';
}

/**
 * `{ field: ruleKey }` of the new identity by the booking's own rules (booking/quote.ts checkPassengers runs the
 * same validatePassenger): Chinese name 2 to 20, English parts letters only up to 40 and not the same, the
 * number's format per type with the mainland ID's check character and birthday, an adult's document not a birth
 * certificate, passports only abroad, an expiring type valid 180 days after the last flight, and the English
 * name a document needs. Only the rules of the changed field count (an old document does not block a name).
 * Keys are the body's field names; the phone is checked as the account's (mainland mobile).
 */
export function fieldErrorsOf(
  s: Services,
  bundle: OrderBundle,
  p: PassengerRow,
  change: Change,
  mobile: string,
): Record<string, string> {
  const flights = bundle.segments.map((sg) => s.network.flight(sg.flightId)).filter((f) => !!f);
  const input: PassengerInput = {
    type: p.type,
    name: change.next.name ?? undefined,
    surname: change.next.surname ?? undefined,
    givenName: change.next.givenName ?? undefined,
    gender: p.gender,
    birthday: p.birthday,
    nationality: p.nationality,
    certificateType: change.next.certificateType as CertificateType,
    certificateNumber: change.next.certificateNumber,
    certificateValidity: change.next.certificateValidity ?? undefined,
  };
  const trip = {
    flightDates: flights.map((f) => f.date).sort(),
    international: flights.some((f) => f.route.international),
  };
  const errors: Record<string, string> = {};
  for (const issue of validatePassenger(input, 0, trip)) {
    if (!CHECKED[change.field].includes(issue.field)) continue;
    const field = issue.field === 'englishName' ? englishField(change.next, issue.key) : issue.field;
    errors[field] ??= issue.key;
  }
  // A name asked for may not be left empty (the booking's rules skip a form that is not there).
  if (change.form === 'CHINESE' && !change.next.name) errors.name ??= 'chineseNameLength';
  if (change.form === 'ENGLISH' && !change.next.surname && !change.next.givenName)
    errors.surname ??= 'englishNameRequired';
  const phone = validatePhone(MAINLAND_AREA_CODE, mobile);
  if (phone) errors.mobile = phone;
  return errors;
}

/** Whether the change leaves the passenger as they were (PASSENGER_MODIFY_UNCHANGED). */
export function unchanged(current: Identity, next: Identity): boolean {
  return (
    (current.name ?? null) === (next.name ?? null) &&
    (current.surname ?? null) === (next.surname ?? null) &&
    (current.givenName ?? null) === (next.givenName ?? null) &&
    current.certificateType === next.certificateType &&
    current.certificateNumber.toUpperCase() === next.certificateNumber &&
    (current.certificateValidity ?? null) === (next.certificateValidity ?? null)
  );
}
