'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { plainResolver } from '@/components/ui/plain-resolver';
import { TextField } from '@/components/ui/text-field';
import type * as orders from '@/lib/bff-client/orders';
import { validateBilling, type BillingValues } from '@/lib/domain/order-forms';

/** The billing as `orders.payByCard` takes it. */
export type Billing = Parameters<typeof orders.payByCard.call>[0]['billing'];
type Field = keyof BillingValues;
type Props = {
  /** Another payment method is running (or the page is leaving for the card's page). */
  busy: boolean;
  /** What was entered before for this order (a declined or cancelled card payment), kept in the tab. */
  initial?: BillingValues | null;
  onSubmit: (billing: Billing) => Promise<void>;
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

const trimmed = (value: string | undefined) => (value ?? '').trim();
/** What is sent: every field trimmed, the country upper-cased, an empty state left out. */
const resolver = plainResolver<BillingValues, Billing>(validateBilling, (v) => ({
  firstName: trimmed(v.firstName),
  lastName: trimmed(v.lastName),
  email: trimmed(v.email),
  phone: trimmed(v.phone),
  country: trimmed(v.country).toUpperCase(),
  state: trimmed(v.state) || undefined,
  city: trimmed(v.city),
  address: trimmed(v.address),
  zip: trimmed(v.zip),
}));

/**
 * The overseas card's billing fields (spec §3), checked with lib/domain's rules, the same as the BFF's schema; filled
 * with what was entered for the order before, when the tab kept it (decision 49).
 */
export function OceanBillingFormView({ busy, initial, onSubmit }: Props) {
  const t = useTranslations('OrderPay');
  const id = useId();
  const { register, handleSubmit, formState } = useForm<BillingValues, unknown, Billing>({
    resolver,
    defaultValues: { country: '', state: '', ...initial },
  });
  /** 'required' for an empty field, the field's own 'invalid…' text otherwise. */
  const errorOf = (name: Field) => {
    const issue = formState.errors[name]?.type;
    if (!issue) return undefined;
    return issue === 'required' ? t('required') : t(INVALID[name] ?? 'required');
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-3 space-y-3" aria-label={t('billing')}>
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
