import { guardianIssues } from '@/lib/domain/guardian-rules';
import {
  validateCompanions,
  validateContact,
  validatePassenger,
  type PassengerField,
  type TripFacts,
} from '@/lib/domain/passenger-rules';
import type { ContactDraft, PassengerDraft } from './draft-store';

/** Form field of a passenger that a rule key is shown beside. */
type PassengerFormField = Exclude<PassengerField, 'englishName' | 'type'> | 'surname' | 'guardian';

export type FormIssues = {
  passengers: Partial<Record<PassengerFormField, string>>[];
  contact: Partial<Record<keyof ContactDraft, string>>;
  group: string | null;
};

/** The form field each rule's message sits beside (the English name rules under the surname). */
export function formFieldOf(field: PassengerField): PassengerFormField {
  return field === 'englishName' ? 'surname' : field === 'type' ? 'birthday' : field;
}

/** The guardian rules of lib/domain/guardian-rules on the form's values ('' is no adult chosen). */
function formGuardianIssues(passengers: PassengerDraft[], firstFlightDate: string) {
  return guardianIssues(
    passengers.map((p) => ({ ...p, guardian: p.guardian === '' ? null : Number(p.guardian) })),
    firstFlightDate,
  );
}

/** Every rule of lib/domain/passenger-rules and certificate-rules, keyed by the form field it concerns. */
export function passengerFormIssues(passengers: PassengerDraft[], contact: ContactDraft, trip: TripFacts): FormIssues {
  const perPassenger = passengers.map((p, index) => {
    const issues: Partial<Record<PassengerFormField, string>> = {};
    for (const issue of validatePassenger(p, index, trip)) issues[formFieldOf(issue.field)] ??= issue.key;
    return issues;
  });
  formGuardianIssues(passengers, trip.flightDates[0] ?? '').forEach((key, i) => {
    if (key) perPassenger[i]!.guardian ??= key;
  });
  const contactIssues: FormIssues['contact'] = {};
  for (const issue of validateContact(contact)) contactIssues[issue.field] ??= issue.key;
  // The group rules count adults by age: while an adult's date of birth is itself missing or wrong, that
  // field is the problem to tell, not "no adult is 18".
  const birthdayPending = passengers.some((p, i) => p.type === 'ADT' && perPassenger[i]!.birthday);
  return {
    passengers: perPassenger,
    contact: contactIssues,
    group: birthdayPending ? null : validateCompanions(passengers, trip.flightDates[0] ?? ''),
  };
}

export function hasIssues(issues: FormIssues): boolean {
  return (
    issues.group !== null ||
    Object.keys(issues.contact).length > 0 ||
    issues.passengers.some((p) => Object.keys(p).length > 0)
  );
}
