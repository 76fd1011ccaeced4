'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldError, fieldControlClass } from '@/components/ui/field';
import { plainResolver } from '@/components/ui/plain-resolver';
import { SliderCaptcha } from '@/components/ui/slider-captcha';
import { TextField } from '@/components/ui/text-field';
import * as content from '@/lib/bff-client/content';
import {
  COMPLAINT_CONTENT_MAX,
  COMPLAINT_CONTENT_MIN,
  COMPLAINT_TYPES,
  validateComplaint,
  type ComplaintInput,
  type ComplaintIssue,
} from '@/lib/domain/content-complaint';
import { ComplaintClosed } from './complaint-closed';

type Values = Required<ComplaintInput>;

const EMPTY: Values = { name: '', certificateNumber: '', phone: '', type: '', content: '', captchaToken: null };
/** The upstream's "function off" answer (the switch turned off between page load and submit). */
const CLOSED_CODE = '5000503';
/** lib/domain's rules, the ones the BFF runs on the same body: each error's message is its Complaint.* key. */
const resolver = plainResolver<Values, Values>(validateComplaint, (v) => v);

/** Spec §3 complaint form: checked here and again by the BFF with the same lib/domain rules. */
export function ComplaintForm({ servicePhone }: { servicePhone: string }) {
  const t = useTranslations('Complaint');
  const id = useId();
  // The first broken rule is focused by its element id: the captcha is no input of this form.
  const form = useForm<Values>({ resolver, defaultValues: EMPTY, shouldFocusError: false });
  const { register, formState, setError, setValue, clearErrors } = form;
  const [captchaKey, setCaptchaKey] = useState(0);
  const [status, setStatus] = useState<'idle' | 'sent' | 'closed'>('idle');
  const contentText = useWatch({ control: form.control, name: 'content' });

  const { errors } = formState;
  const message = (field: keyof Values) => {
    const key = errors[field]?.message;
    return key ? t(key as ComplaintIssue) : undefined;
  };

  async function submit(values: Values) {
    setStatus('idle');
    const result = await content.submitComplaint.call(values, { quiet: true });
    // A captcha's token is used once: a new one for the next send.
    setValue('captchaToken', null);
    setCaptchaKey((k) => k + 1);
    if (result.ok) {
      form.reset(EMPTY);
      return setStatus('sent');
    }
    if (result.code === CLOSED_CODE) return setStatus('closed');
    for (const [field, key] of Object.entries(result.fieldErrors ?? {})) {
      if (field in EMPTY) setError(field as keyof Values, { type: 'server', message: key });
    }
    setError('root.server', { type: 'server', message: result.msg });
  }

  function focusFirst(found: FieldErrors<Values>) {
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  if (status === 'closed')
    return <ComplaintClosed title={t('closed')} body={t('closedBody', { phone: servicePhone })} />;
  const count = [...contentText.trim()].length;
  const formError = errors.root?.server?.message;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit, focusFirst)}
      className="mt-6 max-w-xl space-y-4"
      aria-describedby={formError ? `${id}-form` : undefined}
    >
      {status === 'sent' && (
        <p role="status" className="rounded-md border border-brand-700 bg-brand-50 p-3 text-brand-800">
          {t('success')}
        </p>
      )}
      {formError && (
        <p id={`${id}-form`} role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-800">
          {formError}
        </p>
      )}
      <TextField
        id={`${id}-name`}
        label={t('name')}
        autoComplete="name"
        error={message('name')}
        {...register('name')}
      />
      <TextField
        id={`${id}-certificateNumber`}
        label={t('certificateNumber')}
        autoComplete="off"
        error={message('certificateNumber')}
        {...register('certificateNumber')}
      />
      <TextField
        id={`${id}-phone`}
        label={t('phone')}
        type="tel"
        autoComplete="tel"
        hint={t('phoneHint')}
        error={message('phone')}
        {...register('phone')}
      />
      <fieldset aria-describedby={errors.type ? `${id}-type-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('type')}</legend>
        <div className="flex gap-6">
          {COMPLAINT_TYPES.map((type, i) => (
            <label key={type} className="flex items-center gap-2 text-slate-800">
              <input
                id={i === 0 ? `${id}-type` : undefined}
                type="radio"
                value={type}
                className="h-4 w-4"
                {...register('type')}
              />
              {t(type)}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-type-error`} error={message('type')} />
      </fieldset>
      <Field
        id={`${id}-content`}
        label={t('content')}
        hint={t('contentHint', { min: COMPLAINT_CONTENT_MIN, max: COMPLAINT_CONTENT_MAX, count })}
        error={message('content')}
      >
        {(control, invalid) => (
          <textarea
            {...control}
            rows={6}
            maxLength={COMPLAINT_CONTENT_MAX}
            className={fieldControlClass(invalid, 'w-full')}
            {...register('content')}
          />
        )}
      </Field>
      <div>
        <p className="mb-1 text-sm font-medium text-slate-800">{t('captcha')}</p>
        <SliderCaptcha
          key={captchaKey}
          id={`${id}-captchaToken`}
          error={message('captchaToken')}
          onVerified={(token) => {
            setValue('captchaToken', token);
            if (token) clearErrors('captchaToken');
          }}
        />
      </div>
      <Button type="submit" busy={formState.isSubmitting}>
        {formState.isSubmitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
