'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { plainResolver } from '@/components/ui/plain-resolver';
import { TextField } from '@/components/ui/text-field';
import {
  proofBody,
  proofErrors,
  refusedFieldKey,
  type ProofErrorKey,
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

/** The rules' fields (ticketNo or certificateNumber: whichever the kind asks) as this form's one number field. */
const fieldOf = (field: string): 'number' | 'name' | null =>
  field === 'ticketNo' || field === 'certificateNumber' ? 'number' : field === 'name' ? 'name' : null;

const resolver = plainResolver<ProofValues, ProofBody>((values) => {
  const found = proofErrors(values);
  return { number: found.ticketNo ?? found.certificateNumber, name: found.name };
}, proofBody);

/**
 * The proof of a trip (decision 21): a ticket number or a document number, and the passenger's name. Each
 * field's error is said beside it (checked here first, then as the BFF answers); the call's own failure ('no
 * trip found', too many tries) is the alert line under the button.
 */
export function ProofForm({ kinds, submitLabel, busyLabel, onSubmit, testId }: Props) {
  const t = useTranslations('CheckIn');
  const id = useId();
  const { register, handleSubmit, control, formState, setError, setValue, clearErrors } = useForm<
    ProofValues,
    unknown,
    ProofBody
  >({
    defaultValues: { kind: kinds[0] ?? 'ticket', number: '', name: '' },
    resolver,
    // An error stays until the next try, as the BFF's refusals do.
    reValidateMode: 'onSubmit',
  });
  const kind = useWatch({ control, name: 'kind' });

  async function submit(body: ProofBody) {
    const outcome = await onSubmit(body);
    if (outcome.ok) return;
    const refused = Object.keys(outcome.fieldErrors ?? {}).flatMap((field) => {
      const name = fieldOf(field);
      const key = refusedFieldKey(field);
      return name && key ? [{ name, key }] : [];
    });
    if (refused.length === 0) return setError('root.server', { message: outcome.failure });
    // The number comes before the name on the page, so it takes the focus when both are refused.
    refused.sort((a, b) => (a.name === 'number' ? -1 : b.name === 'number' ? 1 : 0));
    refused.forEach(({ name, key }, i) => setError(name, { type: key, message: key }, { shouldFocus: i === 0 }));
  }

  const { errors, isSubmitting } = formState;
  const errorText = (key: string | undefined) => (key ? t(`errors.${key as ProofErrorKey}`) : undefined);
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-3" data-testid={testId}>
      {kinds.length > 1 && (
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('lookup.by')}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-1">
            {kinds.map((option) => (
              <label key={option} className="inline-flex min-h-8 items-center gap-2 text-slate-900">
                <input
                  type="radio"
                  value={option}
                  className="h-5 w-5"
                  {...register('kind', {
                    onChange: () => {
                      setValue('number', '');
                      clearErrors(['number', 'name']);
                    },
                  })}
                />
                {t(option === 'ticket' ? 'lookup.byTicket' : 'lookup.byDocument')}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <TextField
        id={`${id}-number`}
        label={t(kind === 'ticket' ? 'lookup.ticketNo' : 'lookup.certificateNumber')}
        hint={kind === 'ticket' ? t('lookup.ticketNoHint') : undefined}
        inputMode={kind === 'ticket' ? 'numeric' : 'text'}
        autoComplete="off"
        error={errorText(errors.number?.message)}
        {...register('number')}
      />
      <TextField
        id={`${id}-name`}
        label={t('lookup.name')}
        hint={t('lookup.nameHint')}
        autoComplete="name"
        error={errorText(errors.name?.message)}
        {...register('name')}
      />
      <Button type="submit" variant="accent" busy={isSubmitting}>
        {isSubmitting ? busyLabel : submitLabel}
      </Button>
      <p role="alert" className="text-sm text-red-700" data-testid={`${testId}-failure`}>
        {errors.root?.server?.message ?? ''}
      </p>
    </form>
  );
}
