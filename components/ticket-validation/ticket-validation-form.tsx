'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { plainResolver } from '@/components/ui/plain-resolver';
import { TextField } from '@/components/ui/text-field';
import { useLookupSubmit } from '@/components/ui/use-lookup-submit';
import * as ticketValidation from '@/lib/bff-client/ticket-validation';
import type { TicketValidationBody } from '@/lib/contract';
import {
  normalizeTicketNo,
  validateTicketValidationForm,
  type TicketValidationForm as Values,
} from '@/lib/domain/ticket-validation-rules';
import { TicketValidationResult } from './ticket-validation-result';

type Field = keyof Values;
const FIELDS: readonly Field[] = ['passengerName', 'ticketNo', 'itineraryNo', 'email'];

/** lib/domain's rules in the browser; what is sent is trimmed, the numbers without spaces or dashes. */
const resolver = plainResolver<Values, TicketValidationBody>(
  (v) => validateTicketValidationForm(v),
  (v) => {
    const itineraryNo = normalizeTicketNo(v.itineraryNo ?? '');
    return {
      passengerName: v.passengerName.trim(),
      ticketNo: normalizeTicketNo(v.ticketNo),
      ...(itineraryNo ? { itineraryNo } : {}),
      email: v.email.trim(),
    };
  },
);

/**
 * /ticketValidate (spec §2, §5; decision 69): name, ticket number, itinerary number (optional) and e-mail; each
 * field's refusal beside it. A refusal keeps everything typed; a found ticket is listed below the form.
 */
export function TicketValidationForm({ locale }: { locale: string }) {
  const t = useTranslations('TicketValidation');
  const id = useId();
  const { register, handleSubmit, formState, setError } = useForm<Values, unknown, TicketValidationBody>({
    resolver,
    defaultValues: { passengerName: '', ticketNo: '', itineraryNo: '', email: '' },
  });
  const { result, failure, submit, invalid } = useLookupSubmit(
    (v: TicketValidationBody) => ticketValidation.verify.call(v, { quiet: true }),
    FIELDS,
    setError,
    t('failed'),
  );
  const errorOf = (name: Field) => {
    const issue = formState.errors[name]?.message;
    return issue ? t(`issues.${issue}` as 'issues.nameRequired') : undefined;
  };

  return (
    <div className="space-y-6">
      <Card as="form" noValidate onSubmit={handleSubmit(submit, invalid)} className="max-w-xl space-y-3">
        <TextField
          id={`${id}-name`}
          label={t('passengerName')}
          hint={t('passengerNameHint')}
          autoComplete="name"
          error={errorOf('passengerName')}
          data-testid="tv-name"
          {...register('passengerName')}
        />
        <TextField
          id={`${id}-ticket`}
          label={t('ticketNo')}
          hint={t('ticketNoHint')}
          inputMode="numeric"
          autoComplete="off"
          error={errorOf('ticketNo')}
          data-testid="tv-ticket"
          {...register('ticketNo')}
        />
        <TextField
          id={`${id}-itinerary`}
          label={t('itineraryNo')}
          hint={t('itineraryNoHint')}
          inputMode="numeric"
          autoComplete="off"
          error={errorOf('itineraryNo')}
          data-testid="tv-itinerary"
          {...register('itineraryNo')}
        />
        <TextField
          id={`${id}-email`}
          label={t('email')}
          hint={t('emailHint')}
          type="email"
          autoComplete="email"
          error={errorOf('email')}
          data-testid="tv-email"
          {...register('email')}
        />
        <Button type="submit" busy={formState.isSubmitting} data-testid="tv-submit">
          {formState.isSubmitting ? t('verifying') : t('submit')}
        </Button>
        <p role="alert" className="text-sm text-red-700" data-testid="tv-failure">
          {failure ?? ''}
        </p>
      </Card>
      {result && <TicketValidationResult result={result} locale={locale} />}
    </div>
  );
}
