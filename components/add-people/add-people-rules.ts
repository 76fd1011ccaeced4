import type {
  AddPeopleAdult,
  AddPeopleCheckData,
  AddPeoplePassenger,
  AddPeopleSegment,
  AddPeopleType,
} from '@/lib/contract/add-people';
import { plainResolver } from '@/components/ui/plain-resolver';
import type { CertificateType } from '@/lib/domain/certificate-rules';
import { emptyPassengerFields, PASSENGER_FORM_FIELDS, type PassengerFieldValues } from '@/lib/domain/passenger-fields';
import { validatePassenger, type PassengerField, type TripFacts } from '@/lib/domain/passenger-rules';

/**
 * The browser's side of adding a child or an infant (decision 25; spec §5 passengers, §9 one adult brings at most
 * 2 children or 1 child and 1 infant): the form's values, the booking's own passenger rules of lib/domain against
 * the chosen adult's flights, and the price of those flights. airline-api checks all of it again.
 */

/** The adult the new passenger travels with, and the new passenger's own fields. */
export type AddPeopleValues = { guardianId: string } & PassengerFieldValues;

export type AddPeopleField = keyof AddPeopleValues;
/** Field → rule key: BookingRules keys of lib/domain, or `chooseAdult` of AddPeople. */
export type AddPeopleErrors = Partial<Record<AddPeopleField, string>>;

/** The order in which fields are focused when several are refused (the form's order). */
export const FIELD_ORDER: readonly AddPeopleField[] = ['guardianId', ...PASSENGER_FORM_FIELDS];

export function emptyValues(certificateType: CertificateType): AddPeopleValues {
  return { guardianId: '', ...emptyPassengerFields(certificateType) };
}

/** The adults who may bring one more passenger of the asked type now. */
export const eligibleAdults = (check: AddPeopleCheckData) => check.adults.filter((a) => a.block === null);

/** The chosen adult's segments still to fly, in flight order (the new passenger is added on all of them). */
export function segmentsOf(check: AddPeopleCheckData, adult: AddPeopleAdult | null): AddPeopleSegment[] {
  const wanted = adult ? new Set(adult.segmentIndexes) : null;
  return check.segments
    .filter((s) => !wanted || wanted.has(s.segmentIndex))
    .sort((a, b) => a.segmentIndex - b.segmentIndex);
}

/** The price of the addition for this adult: the sum of its segments' totals. */
export function totalOf(check: AddPeopleCheckData, adult: AddPeopleAdult): number {
  return segmentsOf(check, adult).reduce((sum, s) => sum + s.total, 0);
}

/** The trip facts the new passenger's age and document are checked against: the adult's flights. */
export function tripFactsOf(check: AddPeopleCheckData, adult: AddPeopleAdult | null): TripFacts {
  const segments = segmentsOf(check, adult);
  return { flightDates: segments.map((s) => s.flightDate), international: segments.some((s) => s.international) };
}

/** The form field a rule sits beside (the English name rules under the surname, the passenger type under birthday). */
export function formFieldOf(field: PassengerField | string): AddPeopleField | null {
  if (field === 'englishName') return 'surname';
  if (field === 'type') return 'birthday';
  if (field === 'guardian') return 'guardianId';
  return (FIELD_ORDER as readonly string[]).includes(field) ? (field as AddPeopleField) : null;
}

/** Every rule of the new passenger (lib/domain/passenger-rules validatePassenger) keyed by form field. */
export function validateAddPeople(values: AddPeopleValues, type: AddPeopleType, trip: TripFacts): AddPeopleErrors {
  const errors: AddPeopleErrors = {};
  if (!values.guardianId) errors.guardianId = 'chooseAdult';
  const issues = validatePassenger(
    {
      type,
      name: values.name.trim(),
      surname: values.surname.trim(),
      givenName: values.givenName.trim(),
      gender: values.gender,
      birthday: values.birthday,
      nationality: values.nationality,
      certificateType: values.certificateType,
      certificateNumber: values.certificateNumber.trim().toUpperCase(),
      certificateValidity: values.certificateValidity || undefined,
    },
    0,
    trip,
  );
  for (const issue of issues) {
    const field = formFieldOf(issue.field);
    if (field) errors[field] ??= issue.key;
  }
  return errors;
}

/** airline-api's field errors (field → rule key) on the form's fields; those of no field are left out. */
export function serverErrorsOf(fieldErrors: Record<string, string> | undefined): AddPeopleErrors {
  const errors: AddPeopleErrors = {};
  for (const [field, key] of Object.entries(fieldErrors ?? {})) {
    const target = formFieldOf(field);
    if (target) errors[target] ??= key;
  }
  return errors;
}

/** The new passenger as the commit sends it: names trimmed (English in capitals), empty optional fields left out. */
export function passengerOf(values: AddPeopleValues): AddPeoplePassenger {
  const name = values.name.trim();
  const surname = values.surname.trim().toUpperCase();
  const givenName = values.givenName.trim().toUpperCase();
  return {
    ...(name ? { name } : {}),
    ...(surname ? { surname } : {}),
    ...(givenName ? { givenName } : {}),
    // Called once validateAddPeople found nothing, so the gender is chosen.
    gender: values.gender === 'M' ? 'M' : 'F',
    birthday: values.birthday,
    nationality: values.nationality,
    certificateType: values.certificateType,
    certificateNumber: values.certificateNumber.trim().toUpperCase(),
    ...(values.certificateValidity ? { certificateValidity: values.certificateValidity } : {}),
  };
}

/** What the form submits once the rules pass: the adult and the new passenger as the commit takes them. */
export type AddPeopleChoice = { guardianId: string; passenger: AddPeoplePassenger };

/** The chosen adult, while they may still bring one. */
export const chosenAdult = (check: AddPeopleCheckData, guardianId: string) =>
  eligibleAdults(check).find((a) => a.passengerId === guardianId) ?? null;

/** The form's resolver: validateAddPeople against the chosen adult's flights of this check. */
export const addPeopleResolver = (type: AddPeopleType, check: AddPeopleCheckData) =>
  plainResolver<AddPeopleValues, AddPeopleChoice>(
    (v) => validateAddPeople(v, type, tripFactsOf(check, chosenAdult(check, v.guardianId))),
    (v) => ({ guardianId: v.guardianId, passenger: passengerOf(v) }),
  );
