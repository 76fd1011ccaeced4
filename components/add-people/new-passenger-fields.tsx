'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { CertificateOptions, type CertificateOption } from '@/components/ui/certificate-options';
import { TextField } from '@/components/ui/text-field';
import type { AddPeopleType } from '@/lib/contract/add-people';
import type { AddPeopleField, AddPeopleValues } from './add-people-rules';
import { useAddPeopleRule } from './use-add-people-rule';

export type { CertificateOption } from '@/components/ui/certificate-options';
export type NationalityOption = { value: string; name: string };

type Props = {
  type: AddPeopleType;
  register: UseFormRegister<AddPeopleValues>;
  /** Rule keys by field (the browser's check or airline-api's), said in the booking's words. */
  errors: FieldErrors<AddPeopleValues>;
  certificates: readonly CertificateOption[];
  nationalities: readonly NationalityOption[];
  /** Today (YYYY-MM-DD): the latest date of birth the picker offers. */
  today: string;
};

/** The id (and test id) of a field's control. */
export const fieldId = (field: AddPeopleField) => `add-people-${field}`;

/**
 * The new passenger's fields, the booking's passenger fields (spec §3, §5): Chinese name or English surname and
 * given name, gender, date of birth, nationality and document. Each shows its rule's message beside it, in the
 * booking's words (BookingRules). One column on a phone, two from `sm`.
 */
export function NewPassengerFields({ type, register, errors, certificates, nationalities, today }: Props) {
  const t = useTranslations('AddPeople');
  const rule = useAddPeopleRule();
  const text = (field: Exclude<AddPeopleField, 'guardianId'>) => ({
    id: fieldId(field),
    'data-testid': fieldId(field),
    error: rule(errors[field]?.message),
    ...register(field),
  });
  return (
    <Card as="fieldset" aria-describedby="add-people-type-note" className="min-w-0">
      <legend className="px-1 text-lg font-semibold">{t(`passengerHeading.${type}`)}</legend>
      <p id="add-people-type-note" className="text-sm text-slate-700">
        {t(`typeNote.${type}`)}
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <TextField
          {...text('name')}
          label={t('chineseName')}
          hint={t('chineseNameHint')}
          autoComplete="off"
          maxLength={20}
        />
        <TextField
          {...text('surname')}
          label={t('surname')}
          hint={t('englishNameHint')}
          autoComplete="off"
          maxLength={40}
        />
        <TextField {...text('givenName')} label={t('givenName')} autoComplete="off" maxLength={40} />
        <SelectField {...text('gender')} label={t('gender')}>
          <option value="">{t('choose')}</option>
          <option value="M">{t('male')}</option>
          <option value="F">{t('female')}</option>
        </SelectField>
        <TextField {...text('birthday')} type="date" label={t('birthday')} max={today} />
        <SelectField {...text('nationality')} label={t('nationality')}>
          {nationalities.map((n) => (
            <option key={n.value} value={n.value}>
              {n.name}
            </option>
          ))}
        </SelectField>
        <SelectField {...text('certificateType')} label={t('certificateType')}>
          <CertificateOptions list={certificates} />
        </SelectField>
        <TextField {...text('certificateNumber')} label={t('certificateNumber')} autoComplete="off" maxLength={30} />
        <TextField
          {...text('certificateValidity')}
          type="date"
          label={t('certificateValidity')}
          hint={t('certificateValidityHint')}
          min={today}
        />
      </div>
    </Card>
  );
}
