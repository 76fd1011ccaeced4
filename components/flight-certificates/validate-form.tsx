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
  normalizeCode,
  normalizeTicketNo,
  validateValidateForm,
  type FlightCertificateKind,
  type ValidateForm as Values,
} from '@/lib/domain/flight-certificate-rules';
import { CertificateView } from './certificate-view';

type Field = keyof Values;
const FIELDS: readonly Field[] = ['code', 'ticketNo'];

const resolver = plainResolver<Values, Values>(validateValidateForm, (v) => ({
  code: normalizeCode(v.code),
  ticketNo: normalizeTicketNo(v.ticketNo),
}));

/**
 * /irregularFlightValidate and /airTravelValidate (spec §2; decision 70): the certificate's code and ticket
 * number. A genuine certificate shows what it states; anything else is the one generic not-found, with what was
 * typed kept.
 */
export function ValidateForm({ kind, locale }: { kind: FlightCertificateKind; locale: string }) {
  const t = useTranslations('FlightCertificates');
  const id = useId();
  const [result, setResult] = useState<FlightCertificate | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<Values, unknown, Values>({
    resolver,
    defaultValues: { code: '', ticketNo: '' },
  });
  const errorOf = (name: Field) => {
    const issue = formState.errors[name]?.message;
    return issue ? t(`issues.${issue}` as 'issues.codeRequired') : undefined;
  };

  async function submit(v: Values) {
    setFailure(null);
    setResult(null);
    const answer = await flightCertificates.verify.call({ kind, ...v }, { quiet: true });
    if (answer.ok) return setResult(answer.data);
    if (!applyFieldErrors(answer.fieldErrors, FIELDS, setError)) setFailure(answer.msg || t('failed'));
  }

  return (
    <div className="space-y-6">
      <Card as="form" noValidate onSubmit={handleSubmit(submit)} className="max-w-xl space-y-3">
        <TextField
          id={`${id}-code`}
          label={t('code')}
          hint={t('codeHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errorOf('code')}
          {...register('code')}
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
          {formState.isSubmitting ? t('validating') : t('validate')}
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
          lead={t('genuine')}
        />
      )}
    </div>
  );
}
