'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { plainResolver } from '@/components/ui/plain-resolver';
import type { SavedPassenger } from '@/lib/contract';
import { emptyPassengerFields } from '@/lib/domain/passenger-fields';
import { validateSavedPassenger } from '@/lib/domain/saved-passenger-rules';
import type { SavedPassengerForm as FormValues } from '@/lib/schemas/member-passengers';
import type { FormRefusal } from './book/use-member-form-errors';
import type { Option } from './person-fields';
import { PersonForm } from './person-form';

export type { Option } from './person-fields';

type Props = {
  /** The passenger being edited, or null to add one. */
  passenger: SavedPassenger | null;
  today: string;
  certificates: Option[];
  nationalities: Option[];
  /** When the edited passenger's document may change again (YYYY-MM-DD), if not yet. */
  documentLockedUntil: string | null;
  /** Saves; answers the issues to show beside their fields (already localized) and a line for the form. */
  onSave: (values: FormValues) => Promise<FormRefusal>;
  onCancel: () => void;
};

const EMPTY: FormValues = {
  ...emptyPassengerFields('NI'),
  issuingCountry: '',
  areaCode: '86',
  mobile: '',
  email: '',
};

function valuesOf(p: SavedPassenger | null): FormValues {
  if (!p) return EMPTY;
  return {
    name: p.name ?? '',
    surname: p.surname ?? '',
    givenName: p.givenName ?? '',
    gender: p.gender,
    birthday: p.birthday,
    nationality: p.nationality,
    certificateType: p.certificateType,
    certificateNumber: p.certificateNumber,
    certificateValidity: p.certificateValidity ?? '',
    issuingCountry: p.issuingCountry ?? '',
    areaCode: p.areaCode ?? '86',
    mobile: p.mobile ?? '',
    email: p.email ?? '',
  };
}

/**
 * Add or edit one saved passenger (spec §3): an inline panel that takes focus when it opens, checks the
 * rules of lib/domain/saved-passenger-rules before sending (react-hook-form), and shows each message beside
 * its field; the server's refusals land there too.
 */
export function SavedPassengerForm({
  passenger,
  today,
  certificates,
  nationalities,
  documentLockedUntil,
  onSave,
  onCancel,
}: Props) {
  const t = useTranslations('MemberPassengers');
  const rules = useTranslations('BookingRules');
  const rule = (key: string) => {
    const own = `rules.${key}` as Parameters<typeof t>[0];
    if (t.has(own)) return t(own);
    const booking = key as Parameters<typeof rules>[0];
    return rules.has(booking) ? rules(booking) : rules('fallback');
  };
  const form = useForm<FormValues>({
    defaultValues: valuesOf(passenger),
    // lib/domain's rules, which the BFF runs on the same SavedPassengerForm (lib/schemas/member-passengers).
    resolver: plainResolver(
      (v: FormValues) => validateSavedPassenger(v, today),
      (v: FormValues) => v,
    ),
    shouldFocusError: false,
  });

  return (
    <PersonForm
      form={form}
      heading={passenger ? t('editHeading') : t('addHeading')}
      words={t}
      fixFieldsLine={t('fixFields')}
      rule={rule}
      onSave={onSave}
      onCancel={onCancel}
      label={(key) => t(key as Parameters<typeof t>[0])}
      today={today}
      certificates={certificates}
      countries={nationalities}
      nationality
      birthdayHint={t('typeHint')}
      certificateNumberHint={
        passenger
          ? documentLockedUntil
            ? t('documentLockedUntil', { date: documentLockedUntil })
            : t('documentChangeOnce')
          : undefined
      }
    />
  );
}
