'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { OceanBillingFormSchema, type OceanBillingForm } from '@/lib/schemas/order';

type Field = keyof OceanBillingForm;
type Props = {
  /** Another payment method is running (or the page is leaving for the card's page). */
  busy: boolean;
  onSubmit: (billing: OceanBillingForm) => Promise<void>;
};

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
      <Button type="submit" disabled={busy} busy={formState.isSubmitting}>
        {t('oceanSubmit')}
      </Button>
    </form>
  );
}
