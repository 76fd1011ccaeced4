'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import type { PassengerFormValues } from './passenger-form-values';
import { useRuleMessage } from './use-rule-message';

/** The booking's contact: name, area code, mobile and e-mail (spec §5 'contact information is incorrect'). */
export function ContactCard({
  register,
  errors,
}: {
  register: UseFormRegister<PassengerFormValues>;
  errors: FieldErrors<PassengerFormValues>['contact'];
}) {
  const t = useTranslations('BookingFunnel');
  const rule = useRuleMessage();
  return (
    <Card as="fieldset">
      <legend className="px-1 text-lg font-semibold">{t('contactHeading')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="contact-name"
          label={t('contactName')}
          autoComplete="name"
          error={rule(errors?.name?.message)}
          {...register('contact.name')}
        />
        <TextField
          id="contact-email"
          type="email"
          label={t('contactEmail')}
          autoComplete="email"
          error={rule(errors?.email?.message)}
          {...register('contact.email')}
        />
        <TextField
          id="contact-area"
          label={t('contactAreaCode')}
          inputMode="numeric"
          autoComplete="tel-country-code"
          error={rule(errors?.areaCode?.message)}
          {...register('contact.areaCode')}
        />
        <TextField
          id="contact-mobile"
          type="tel"
          label={t('contactMobile')}
          inputMode="numeric"
          autoComplete="tel-national"
          error={rule(errors?.mobile?.message)}
          {...register('contact.mobile')}
        />
      </div>
    </Card>
  );
}
