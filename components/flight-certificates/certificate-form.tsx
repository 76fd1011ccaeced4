'use client';

import { useTranslations } from 'next-intl';
import { useId, type InputHTMLAttributes } from 'react';
import { useForm, type DefaultValues, type Path, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { useLookupSubmit } from '@/components/ui/use-lookup-submit';
import type { BffResult } from '@/lib/bff-client/bff-fetch';
import type { FlightCertificate } from '@/lib/contract';
import type { FlightCertificateKind } from '@/lib/domain/flight-certificate-rules';
import { CertificateView } from './certificate-view';

type Values = { ticketNo: string };

/** The field asked before the ticket number: the passenger's name to certify, the certificate's code to validate. */
export type FirstField<V> = {
  name: Exclude<Path<V>, 'ticketNo'>;
  label: string;
  hint: string;
  input: InputHTMLAttributes<HTMLInputElement>;
};

type Props<V extends Values> = {
  kind: FlightCertificateKind;
  locale: string;
  resolver: Resolver<V, unknown, V>;
  defaultValues: DefaultValues<V>;
  first: FirstField<V>;
  /** The BFF call the form makes with what was typed. */
  send: (values: V) => Promise<BffResult<FlightCertificate>>;
  labels: { submit: string; busy: string; lead: string };
};

/**
 * The one form of the certificate pages (decision 70): a first field and the ticket number, each field's refusal
 * beside it (the browser's checks and the server's alike), any other refusal under the form with everything typed
 * kept, and the certificate below once it is issued or found.
 */
export function CertificateForm<V extends Values>({
  kind,
  locale,
  resolver,
  defaultValues,
  first,
  send,
  labels,
}: Props<V>) {
  const t = useTranslations('FlightCertificates');
  const id = useId();
  const { register, handleSubmit, formState, setError } = useForm<V, unknown, V>({ resolver, defaultValues });
  const ticket = 'ticketNo' as Path<V>;
  const { result, failure, submit, invalid } = useLookupSubmit(send, [first.name, ticket], setError, t('failed'));
  const errorOf = (name: Path<V>) => {
    const issue = (formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
    return issue ? t(`issues.${issue}` as 'issues.nameRequired') : undefined;
  };

  return (
    <div className="space-y-6">
      <Card as="form" noValidate onSubmit={handleSubmit(submit, invalid)} className="max-w-xl space-y-3">
        <TextField
          id={`${id}-first`}
          label={first.label}
          hint={first.hint}
          {...first.input}
          error={errorOf(first.name)}
          {...register(first.name)}
        />
        <TextField
          id={`${id}-ticket`}
          label={t('ticketNo')}
          hint={t('ticketNoHint')}
          inputMode="numeric"
          autoComplete="off"
          error={errorOf(ticket)}
          {...register(ticket)}
        />
        <Button type="submit" busy={formState.isSubmitting} data-testid="fc-submit">
          {formState.isSubmitting ? labels.busy : labels.submit}
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
          lead={labels.lead}
        />
      )}
    </div>
  );
}
