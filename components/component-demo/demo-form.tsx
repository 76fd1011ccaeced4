'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { plainResolver } from '@/components/ui/plain-resolver';
import { SliderCaptcha } from '@/components/ui/slider-captcha';
import { TextField } from '@/components/ui/text-field';
import { validateEmail, validateName } from '@/lib/domain/account-rules';

type Values = { name: string; email: string };

/**
 * Fields with their errors and the slider captcha, as the site's forms use them: the kit's fields on react-hook-form,
 * the account rules, the error summary above the form linking to each field, and "please complete the verification"
 * until the slider is solved (by pointer, or by keyboard: arrows, Page Up/Down, Home/End, then Enter). Nothing is sent.
 */
export function DemoForm() {
  const t = useTranslations('ComponentDemo');
  const rules = useTranslations('AccountRules');
  const summary = useRef<HTMLDivElement>(null);
  const [token, setToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const form = useForm<Values>({
    defaultValues: { name: '', email: '' },
    resolver: plainResolver<Values, Values>(
      (v) => {
        const name = validateName(v.name);
        const email = validateEmail(v.email.trim());
        return { name: name ? rules(name) : undefined, email: email ? rules(email) : undefined };
      },
      (v) => ({ name: v.name, email: v.email.trim() }),
    ),
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const items = (['name', 'email'] as const).flatMap((field) => {
    const text = errors[field]?.message;
    return text ? [{ key: field, fieldId: `demo-${field}`, text }] : [];
  });

  const onValid = () => {
    if (!token) {
      setCaptchaError(t('form.captchaRequired'));
      return;
    }
    setDone(true);
  };
  const onInvalid = () => {
    if (!token) setCaptchaError(t('form.captchaRequired'));
  };
  // After a refused submit the summary takes the focus, as the site's other forms do.
  const { submitCount, isSubmitSuccessful } = form.formState;
  useEffect(() => {
    if (submitCount > 0 && !isSubmitSuccessful) summary.current?.focus();
  }, [submitCount, isSubmitSuccessful]);

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="space-y-3">
      <ErrorSummary ref={summary} heading={t('form.summary', { count: items.length })} items={items} />
      <TextField
        id="demo-name"
        label={t('form.name')}
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        id="demo-email"
        label={t('form.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <SliderCaptcha
        id="demo-captcha"
        error={captchaError}
        onVerified={(next) => {
          setToken(next);
          if (next) setCaptchaError(undefined);
        }}
      />
      <Button type="submit">{t('form.submit')}</Button>
      {done && (
        <p role="status" className="text-sm font-medium text-green-800">
          {t('form.done')}
        </p>
      )}
    </form>
  );
}
