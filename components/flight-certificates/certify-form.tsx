'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { plainResolver } from '@/components/ui/plain-resolver';
import { TextField } from '@/components/ui/text-field';
import { applyFieldErrors } from '@/components/ui/server-field-errors';
import * as flightCertificates from '@/lib/bff-client/flight-certificates';
import type { FlightCertificate } from '@/lib/contract';
import {
  normalizeTicketNo,
  validateCertifyForm,
  type CertifyForm as Values,
  type FlightCertificateKind,
} from '@/lib/domain/flight-certificate-rules';
import { CertificateView } from './certificate-view';

type Field = keyof Values;
const FIELDS: readonly Field[] = ['passengerName', 'ticketNo'];

const resolver = plainResolver<Values, Values>(validateCertifyForm, (v) => ({
  passengerName: v.passengerName.trim(),
  ticketNo: normalizeTicketNo(v.ticketNo),
}));

/**
 * /irregularFlightCertify and /airTravelCertify (spec §2; decision 70): the passenger's name and the ticket
 * number; each field's refusal beside it, a refusal of the ticket (on time, not flown, not found) under the form
 * with everything typed kept. The certificate issued shows below with its code and the PDF link.
 */
export function CertifyForm({ kind, locale }: { kind: FlightCertificateKind; locale: string }) {
  const t = useTranslations('FlightCertificates');
  const id = useId();
  const [result, setResult] = useState<FlightCertificate | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<Values, unknown, Values>({
    resolver,
    defaultValues: { passengerName: '', ticketNo: '' },
  });
  const errorOf = (name: Field) => {
    const issue = formState.errors[name]?.message;
    return issue ? t(`issues.${issue}` as 'issues.nameRequired') : undefined;
  };

  async function submit(v: Values) {
    setFailure(null);
    setResult(null);
    const answer = await flightCertificates.issue.call({ kind, ...v }, { quiet: true });
    if (answer.ok) return setResult(answer.data);
    if (!applyFieldErrors(answer.fieldErrors, FIELDS, setError)) setFailure(answer.msg || t('failed'));
  }

  return (
    <div className="space-y-6">
      <Card as="form" noValidate onSubmit={handleSubmit(submit)} className="max-w-xl space-y-3">
        <TextField
          id={`${id}-name`}
          label={t('passengerName')}
          hint={t('passengerNameHint')}
          autoComplete="name"
          error={errorOf('passengerName')}
          {...register('passengerName')}
        />
        <TextField
          id={`${id}-ticket`}
          label={t('ticketNo')}
          hint={t('ticketNoHint')}
          inputMode="numeric"
          autoComplete="off"
          error={errorOf('ticketNo')}
          {...register('ticketNo')}
        />
        <Button type="submit" busy={formState.isSubmitting} data-testid="fc-submit">
          {formState.isSubmitting ? t('certifying') : t('certify')}
        </Button>
        <p role="alert" className="text-sm text-red-700" data-testid="fc-failure">
          {failure ?? ''}
        </p>
      </Card>
      {result && (
        <CertificateView
          certificate={result}
          locale={locale}
          heading={t(`kinds.${kind}.resultHeading`)}
          lead={t('issuedNote')}
        />
      )}
    </div>
  );
}
