'use client';

import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { SavedPassengerForm } from '@/lib/schemas/member-passengers';

export type Option = { value: string; name: string };

/** The fields drawn: those of the saved passenger form (a beneficiary's leaves out nationality). */
export type PersonFieldName = Exclude<keyof SavedPassengerForm, 'type'>;

/** What a form gives each field: its id, its localized error and react-hook-form's registration. */
export type FieldProps = UseFormRegisterReturn & { id: string; error?: string };

export type PersonFieldsProps = {
  field: (name: PersonFieldName) => FieldProps;
  /** The labels and hints by key (name, nameHint, surname, …), from the form's own namespace. */
  label: (key: string) => string;
  today: string;
  certificates: Option[];
  countries: Option[];
  /** Saved passengers ask a nationality; beneficiaries do not (spec §3). */
  nationality?: boolean;
  birthdayHint?: string;
  certificateNumberHint?: ReactNode;
};

/**
 * The person a member keeps (spec §3 saved passenger, beneficiary): names, gender, birthday, document,
 * issuing country and contact, laid out the same on both forms.
 */
export function PersonFields({
  field,
  label,
  today,
  certificates,
  countries,
  nationality = false,
  birthdayHint,
  certificateNumberHint,
}: PersonFieldsProps) {
  const choose = <option value="">{label('choose')}</option>;
  const options = (list: Option[]) =>
    list.map((o) => (
      <option key={o.value} value={o.value}>
        {o.name}
      </option>
    ));
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField {...field('name')} label={label('name')} hint={label('nameHint')} autoComplete="off" maxLength={20} />
      <TextField
        {...field('surname')}
        label={label('surname')}
        hint={label('englishNameHint')}
        autoComplete="off"
        maxLength={40}
      />
      <TextField {...field('givenName')} label={label('givenName')} autoComplete="off" maxLength={40} />
      <SelectField {...field('gender')} label={label('gender')}>
        {choose}
        <option value="M">{label('male')}</option>
        <option value="F">{label('female')}</option>
      </SelectField>
      <TextField {...field('birthday')} type="date" label={label('birthday')} hint={birthdayHint} max={today} />
      {nationality && (
        <SelectField {...field('nationality')} label={label('nationality')}>
          {options(countries)}
        </SelectField>
      )}
      <SelectField {...field('certificateType')} label={label('certificateType')}>
        {options(certificates)}
      </SelectField>
      <TextField
        {...field('certificateNumber')}
        label={label('certificateNumber')}
        autoComplete="off"
        maxLength={30}
        hint={certificateNumberHint}
      />
      <TextField
        {...field('certificateValidity')}
        type="date"
        label={label('certificateValidity')}
        hint={label('certificateValidityHint')}
      />
      <SelectField {...field('issuingCountry')} label={label('issuingCountry')}>
        {choose}
        {options(countries)}
      </SelectField>
      <TextField
        {...field('areaCode')}
        label={label('areaCode')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
      />
      <TextField {...field('mobile')} label={label('mobile')} inputMode="tel" autoComplete="off" maxLength={15} />
      <TextField {...field('email')} type="email" label={label('email')} autoComplete="off" maxLength={254} />
    </div>
  );
}
