import type { FieldErrors } from 'react-hook-form';
import type { ContactDraft, PassengerDraft } from './draft-store';
import type { FormIssues } from './passenger-form-rules';

export type PassengerFormValues = { passengers: PassengerDraft[]; contact: ContactDraft };

/** Rule keys as react-hook-form errors: the key travels as the message and is translated where shown. */
export function issuesToErrors(issues: FormIssues): FieldErrors<PassengerFormValues> {
  const errors: Record<string, unknown> = {};
  const passengers = issues.passengers.map((p) =>
    Object.fromEntries(Object.entries(p).map(([field, key]) => [field, { type: 'rule', message: key }])),
  );
  if (passengers.some((p) => Object.keys(p).length > 0)) errors.passengers = passengers;
  if (Object.keys(issues.contact).length > 0)
    errors.contact = Object.fromEntries(
      Object.entries(issues.contact).map(([field, key]) => [field, { type: 'rule', message: key }]),
    );
  if (issues.group) errors.root = { type: 'group', message: issues.group };
  return errors as FieldErrors<PassengerFormValues>;
}
