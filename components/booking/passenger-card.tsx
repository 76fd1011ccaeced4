'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { CertificateOptions, type CertificateOption } from '@/components/ui/certificate-options';
import { TextField } from '@/components/ui/text-field';
import type { PassengerDraft } from './draft-store';
import type { PassengerFormValues } from './passenger-form-values';
import { NATIONALITIES } from './nationalities';
import { useRuleMessage } from './use-rule-message';

export type { CertificateOption } from '@/components/ui/certificate-options';

type Props = {
  index: number;
  passenger: PassengerDraft;
  ordinal: number;
  register: UseFormRegister<PassengerFormValues>;
  errors: FieldErrors<PassengerFormValues>['passengers'];
  certificates: CertificateOption[];
  adults: { index: number; label: string }[];
  isMember: boolean;
  picker?: React.ReactNode;
};

/** One passenger slot: its type is fixed by the search; every field shows its rule's message beside it. */
export function PassengerCard({
  index,
  passenger,
  ordinal,
  register,
  errors,
  certificates,
  adults,
  isMember,
  picker,
}: Props) {
  const t = useTranslations('BookingFunnel');
  const rule = useRuleMessage();
  const e = errors?.[index];
  const id = (field: string) => `p${index}-${field}`;
  const path = <K extends keyof PassengerDraft>(field: K) => `passengers.${index}.${field}` as const;
  const heading = t('passengerHeading', { type: t(`type_${passenger.type}`), n: ordinal });
  return (
    <Card as="fieldset" aria-describedby={id('type-note')}>
      <legend className="px-1 text-lg font-semibold">{heading}</legend>
      <p id={id('type-note')} className="text-sm text-slate-700">
        {t(`typeNote_${passenger.type}`)}
      </p>
      {picker}
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <TextField
          id={id('name')}
          label={t('chineseName')}
          autoComplete="off"
          error={rule(e?.name?.message)}
          hint={t('chineseNameHint')}
          {...register(path('name'))}
        />
        <TextField
          id={id('surname')}
          label={t('surname')}
          autoComplete="off"
          error={rule(e?.surname?.message)}
          hint={t('englishNameHint')}
          {...register(path('surname'))}
        />
        <TextField id={id('givenName')} label={t('givenName')} autoComplete="off" {...register(path('givenName'))} />
        <SelectField
          id={id('gender')}
          label={t('gender')}
          error={rule(e?.gender?.message)}
          {...register(path('gender'))}
        >
          <option value="">{t('choose')}</option>
          <option value="M">{t('male')}</option>
          <option value="F">{t('female')}</option>
        </SelectField>
        <TextField
          id={id('birthday')}
          type="date"
          label={t('birthday')}
          error={rule(e?.birthday?.message)}
          {...register(path('birthday'))}
        />
        <SelectField
          id={id('nationality')}
          label={t('nationality')}
          error={rule(e?.nationality?.message)}
          {...register(path('nationality'))}
        >
          {NATIONALITIES.map((code) => (
            <option key={code} value={code}>
              {t(`nationalityNames.${code}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={id('certificateType')}
          label={t('certificateType')}
          error={rule(e?.certificateType?.message)}
          {...register(path('certificateType'))}
        >
          <CertificateOptions list={certificates} />
        </SelectField>
        <TextField
          id={id('certificateNumber')}
          label={t('certificateNumber')}
          autoComplete="off"
          error={rule(e?.certificateNumber?.message)}
          {...register(path('certificateNumber'))}
        />
        <TextField
          id={id('certificateValidity')}
          type="date"
          label={t('certificateValidity')}
          hint={t('certificateValidityHint')}
          error={rule(e?.certificateValidity?.message)}
          {...register(path('certificateValidity'))}
        />
        {passenger.type !== 'ADT' && (
          <SelectField
            id={id('guardian')}
            label={t('guardian')}
            error={rule(e?.guardian?.message)}
            {...register(path('guardian'))}
          >
            <option value="">{t('choose')}</option>
            {adults.map((a) => (
              <option key={a.index} value={String(a.index)}>
                {a.label}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      {isMember && (
        <label className="mt-3 inline-flex items-center gap-2 text-sm">
          <input type="checkbox" className="h-4 w-4" {...register(path('save'))} />
          {t('savePassenger')}
        </label>
      )}
    </Card>
  );
}
