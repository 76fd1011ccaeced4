import type { FieldErrors } from 'react-hook-form';
import { PASSENGER_FORM_FIELDS } from '@/lib/domain/passenger-fields';
import type { PassengerDraft } from './draft-store';
import type { PassengerFormValues } from './passenger-form-values';

/** The passenger card's fields in the order they are drawn (passenger-card.tsx). */
export const PASSENGER_FIELDS = [...PASSENGER_FORM_FIELDS, 'guardian'] as const;

/** The contact card's fields in the order they are drawn, with their element ids (contact-card.tsx). */
export const CONTACT_FIELDS = [
  ['name', 'contact-name'],
  ['email', 'contact-email'],
  ['areaCode', 'contact-area'],
  ['mobile', 'contact-mobile'],
] as const;

export type PassengerFieldName = (typeof PASSENGER_FIELDS)[number];
export type ContactFieldName = (typeof CONTACT_FIELDS)[number][0];

export type SummaryEntry =
  | { fieldId: string; key: string; passenger: number; field: PassengerFieldName }
  | { fieldId: string; key: string; passenger: null; field: ContactFieldName }
  /** A rule of the whole party (guardians' age, companions per adult), linked to the first adult's birthday. */
  | { fieldId: string; key: string; passenger: null; field: 'group' };

/**
 * What stops the passenger form, one entry per field with a problem, in the order the fields are drawn
 * (as the search form's summary): each passenger's fields, then the contact. A group rule
 * sits where its fix is, at the first adult's date of birth.
 */
export function passengerErrorSummary(
  errors: FieldErrors<PassengerFormValues>,
  passengers: Pick<PassengerDraft, 'type'>[],
): SummaryEntry[] {
  const entries: SummaryEntry[] = [];
  const group = errors.root?.message;
  const firstAdult = passengers.findIndex((p) => p.type === 'ADT');
  passengers.forEach((_, i) => {
    const e = errors.passengers?.[i];
    for (const field of PASSENGER_FIELDS) {
      const key = e?.[field]?.message;
      if (key) entries.push({ fieldId: `p${i}-${field}`, key, passenger: i, field });
      if (group && field === 'birthday' && i === Math.max(firstAdult, 0))
        entries.push({ fieldId: `p${i}-birthday`, key: group, passenger: null, field: 'group' });
    }
  });
  if (group && passengers.length === 0)
    entries.push({ fieldId: 'p0-birthday', key: group, passenger: null, field: 'group' });
  for (const [field, fieldId] of CONTACT_FIELDS) {
    const key = errors.contact?.[field]?.message;
    if (key) entries.push({ fieldId, key, passenger: null, field });
  }
  return entries;
}
