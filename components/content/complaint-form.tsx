'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldError, fieldControlClass } from '@/components/ui/field';
import { SliderCaptcha } from '@/components/ui/slider-captcha';
import { TextField } from '@/components/ui/text-field';
import * as content from '@/lib/bff-client/content';
import {
  COMPLAINT_CONTENT_MAX,
  COMPLAINT_CONTENT_MIN,
  COMPLAINT_TYPES,
  validateComplaint,
  type ComplaintInput,
  type ComplaintIssues,
} from '@/lib/domain/content-complaint';
import { ComplaintClosed } from './complaint-closed';

const EMPTY: ComplaintInput = { name: '', certificateNumber: '', phone: '', type: '', content: '' };
/** The upstream's "function off" answer (the switch turned off between page load and submit). */
const CLOSED_CODE = '5000503';

/** Spec §3 complaint form: checked here and again by the BFF with the same lib/domain rules. */
export function ComplaintForm({ servicePhone }: { servicePhone: string }) {
  const t = useTranslations('Complaint');
  const id = useId();
  const [values, setValues] = useState<ComplaintInput>(EMPTY);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [issues, setIssues] = useState<ComplaintIssues>({});
  const [status, setStatus] = useState<'idle' | 'busy' | 'sent' | 'closed'>('idle');
  const [formError, setFormError] = useState<string | null>(null);

  const set = (field: keyof ComplaintInput) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const message = (field: keyof ComplaintInput) => (issues[field] ? t(issues[field]) : undefined);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateComplaint({ ...values, captchaToken });
    setIssues(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      const firstField = Object.keys(found)[0];
      document.getElementById(`${id}-${firstField}`)?.focus();
      return;
    }
    setStatus('busy');
    const result = await content.submitComplaint.call({ ...values, captchaToken }, { quiet: true });
    setCaptchaToken(null);
    setCaptchaKey((k) => k + 1);
    if (result.ok) {
      setValues(EMPTY);
      return setStatus('sent');
    }
    if (result.code === CLOSED_CODE) return setStatus('closed');
    setStatus('idle');
    setIssues((result.fieldErrors ?? {}) as ComplaintIssues);
    setFormError(result.msg);
  }

  if (status === 'closed')
    return <ComplaintClosed title={t('closed')} body={t('closedBody', { phone: servicePhone })} />;
  const count = [...values.content.trim()].length;
  return (
    <form
      noValidate
      onSubmit={submit}
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
        value={values.name}
        onChange={(e) => set('name')(e.target.value)}
        error={message('name')}
      />
      <TextField
        id={`${id}-certificateNumber`}
        label={t('certificateNumber')}
        autoComplete="off"
        value={values.certificateNumber}
        onChange={(e) => set('certificateNumber')(e.target.value)}
        error={message('certificateNumber')}
      />
      <TextField
        id={`${id}-phone`}
        label={t('phone')}
        type="tel"
        autoComplete="tel"
        hint={t('phoneHint')}
        value={values.phone}
        onChange={(e) => set('phone')(e.target.value)}
        error={message('phone')}
      />
      <fieldset aria-describedby={issues.type ? `${id}-type-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('type')}</legend>
        <div className="flex gap-6">
          {COMPLAINT_TYPES.map((type, i) => (
            <label key={type} className="flex items-center gap-2 text-slate-800">
              <input
                id={i === 0 ? `${id}-type` : undefined}
                type="radio"
                name="type"
                value={type}
                checked={values.type === type}
                onChange={() => set('type')(type)}
                className="h-4 w-4"
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
            value={values.content}
            onChange={(e) => set('content')(e.target.value)}
            className={fieldControlClass(invalid, 'w-full')}
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
            setCaptchaToken(token);
            if (token) setIssues(({ captchaToken: _done, ...rest }) => rest);
          }}
        />
      </div>
      <Button type="submit" busy={status === 'busy'}>
        {status === 'busy' ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
