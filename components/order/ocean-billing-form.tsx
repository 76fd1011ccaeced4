'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { OceanBillingFormSchema, type OceanBillingForm } from '@/lib/schemas/order';

type Field = keyof OceanBillingForm;
type Props = { busy: boolean; onSubmit: (billing: OceanBillingForm) => void };

const FIELDS: { name: Field; autoComplete: string; type?: string }[] = [
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'email', autoComplete: 'email', type: 'email' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
  { name: 'country', autoComplete: 'country' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'address', autoComplete: 'street-address' },
  { name: 'zip', autoComplete: 'postal-code' },
];

const INVALID: Partial<Record<Field, 'invalidEmail' | 'invalidPhone' | 'invalidCountry' | 'invalidZip'>> = {
  email: 'invalidEmail',
  phone: 'invalidPhone',
  country: 'invalidCountry',
  zip: 'invalidZip',
};

/** The overseas card's billing fields (spec §3), checked with the same schema as the BFF. */
export function OceanBillingFormView({ busy, onSubmit }: Props) {
  const t = useTranslations('OrderPay');
  const id = useId();
  const { register, handleSubmit, formState, getValues } = useForm<OceanBillingForm>({
    resolver: zodResolver(OceanBillingFormSchema),
    defaultValues: { country: '', state: '' },
  });
  const errorOf = (name: Field) => {
    if (!formState.errors[name]) return undefined;
    const value = String(getValues(name) ?? '').trim();
    return value === '' ? t('required') : t(INVALID[name] ?? 'required');
  };
  const submit = (v: OceanBillingForm) =>
    onSubmit({ ...v, country: v.country.trim().toUpperCase(), state: v.state?.trim() || undefined });

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="mt-3 space-y-3" aria-label={t('billing')}>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            id={`${id}-${f.name}`}
            label={t(f.name)}
            type={f.type ?? 'text'}
            autoComplete={f.autoComplete}
            error={errorOf(f.name)}
            {...register(f.name, f.name === 'country' ? { setValueAs: (v: string) => v.trim().toUpperCase() } : {})}
          />
        ))}
      </div>
      <button
        type="submit"
        disabled={busy}
        className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {t('oceanSubmit')}
      </button>
    </form>
  );
}
