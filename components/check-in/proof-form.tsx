'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import {
  proofBody,
  proofErrors,
  refusedFieldKey,
  type ProofErrorKey,
  type ProofField,
  type ProofKind,
  type ProofValues,
} from './lookup-rules';

export type ProofBody = ReturnType<typeof proofBody>;
/** What the form's owner answers after its call: done, or the line to show and the fields the BFF refused. */
export type ProofOutcome = { ok: true } | { ok: false; failure: string; fieldErrors?: Record<string, string> };

type Props = {
  /** 'ticket' only (a friend's trip), or both (a visitor's lookup). */
  kinds: readonly ProofKind[];
  submitLabel: string;
  busyLabel: string;
  onSubmit: (body: ProofBody) => Promise<ProofOutcome>;
  testId: string;
};

/**
 * The proof of a trip (issue 13 §1): a ticket number or a document number, and the passenger's name. Each
 * field's error is said beside it (checked here first, then as the BFF answers); the call's own failure ('no
 * trip found', too many tries) is the alert line under the button.
 */
export function ProofForm({ kinds, submitLabel, busyLabel, onSubmit, testId }: Props) {
  const t = useTranslations('CheckIn');
  const id = useId();
  const [values, setValues] = useState<ProofValues>({ kind: kinds[0] ?? 'ticket', number: '', name: '' });
  const [errors, setErrors] = useState<Partial<Record<ProofField, ProofErrorKey>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const numberRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const numberField: ProofField = values.kind === 'ticket' ? 'ticketNo' : 'certificateNumber';

  const focusFirst = (found: Partial<Record<ProofField, unknown>>) =>
    (found.ticketNo || found.certificateNumber ? numberRef : nameRef).current?.focus();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const found = proofErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    setBusy(true);
    const outcome = await onSubmit(proofBody(values));
    setBusy(false);
    if (outcome.ok) return;
    const refused: Partial<Record<ProofField, ProofErrorKey>> = {};
    for (const field of Object.keys(outcome.fieldErrors ?? {})) {
      const key = refusedFieldKey(field);
      if (key) refused[field as ProofField] = key;
    }
    setErrors(refused);
    setFailure(Object.keys(refused).length > 0 ? '' : outcome.failure);
    if (Object.keys(refused).length > 0) focusFirst(refused);
  }

  const change = (patch: Partial<ProofValues>) => setValues((v) => ({ ...v, ...patch }));
  const errorText = (field: ProofField) => (errors[field] ? t(`errors.${errors[field]}`) : undefined);

  return (
    <form noValidate onSubmit={submit} className="space-y-3" data-testid={testId}>
      {kinds.length > 1 && (
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('lookup.by')}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-1">
            {kinds.map((kind) => (
              <label key={kind} className="inline-flex min-h-8 items-center gap-2 text-slate-900">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={kind}
                  checked={values.kind === kind}
                  onChange={() => {
                    change({ kind, number: '' });
                    setErrors({});
                  }}
                  className="h-5 w-5"
                />
                {t(kind === 'ticket' ? 'lookup.byTicket' : 'lookup.byDocument')}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <TextField
        ref={numberRef}
        id={`${id}-number`}
        label={t(values.kind === 'ticket' ? 'lookup.ticketNo' : 'lookup.certificateNumber')}
        hint={values.kind === 'ticket' ? t('lookup.ticketNoHint') : undefined}
        inputMode={values.kind === 'ticket' ? 'numeric' : 'text'}
        autoComplete="off"
        value={values.number}
        onChange={(e) => change({ number: e.target.value })}
        error={errorText(numberField)}
      />
      <TextField
        ref={nameRef}
        id={`${id}-name`}
        label={t('lookup.name')}
        hint={t('lookup.nameHint')}
        autoComplete="name"
        value={values.name}
        onChange={(e) => change({ name: e.target.value })}
        error={errorText('name')}
      />
      <Button type="submit" variant="accent" busy={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
      <p role="alert" className="text-sm text-red-700" data-testid={`${testId}-failure`}>
        {failure}
      </p>
    </form>
  );
}
