'use client';

import { fullPageLoad } from '@/components/ui/full-page-load';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { setFlash } from '@/components/ui/flash';
import { PhoneField } from '@/components/ui/phone-field';
import { SliderCaptcha } from '@/components/ui/slider-captcha';
import { TextField } from '@/components/ui/text-field';
import { useAccountRules } from '@/components/ui/use-account-rules';
import { VerifyCodeButton } from '@/components/ui/verify-code-button';
import { bffFetch } from '@/lib/bff-client/bff-fetch';
import { VERIFY_CODE_LENGTH } from '@/lib/domain/account-rules';
import { SubmitButton } from './submit-button';

export type BindMethod = 'PHONE' | 'EMAIL' | 'PASSWORD';
type Values = {
  cellphoneCode: string;
  cellphone: string;
  email: string;
  verifyCode: string;
  account: string;
  password: string;
};

/** Binds the third-party identity of this visit (its ticket is in an HttpOnly cookie) to a site account. */
export function BindAccountForm({ method, onFailed }: { method: BindMethod; onFailed: (msg: string) => void }) {
  const t = useTranslations('Binding');
  const rules = useAccountRules();
  const locale = useLocale();
  const id = useId();
  const { register, handleSubmit, formState, trigger, getValues } = useForm<Values>({
    defaultValues: { cellphoneCode: '86', cellphone: '', email: '', verifyCode: '', account: '', password: '' },
  });
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function prepare() {
    const ok = await trigger(method === 'PHONE' ? 'cellphone' : 'email');
    if (!captchaToken) setCaptchaError(t('captchaFirst'));
    if (!ok || !captchaToken) return null;
    const v = getValues();
    return method === 'PHONE'
      ? {
          event: 'THIRDPARTY_BIND' as const,
          type: 'SMS' as const,
          cellphoneCode: v.cellphoneCode,
          cellphone: v.cellphone.trim(),
          captchaToken,
        }
      : { event: 'THIRDPARTY_BIND' as const, type: 'EMAIL' as const, email: v.email.trim(), captchaToken };
  }

  async function submit(v: Values) {
    const body =
      method === 'PHONE'
        ? { method, cellphoneCode: v.cellphoneCode, cellphone: v.cellphone.trim(), verifyCode: v.verifyCode }
        : method === 'EMAIL'
          ? { method, email: v.email.trim(), verifyCode: v.verifyCode }
          : { method, account: v.account.trim(), password: v.password };
    setBusy(true);
    const result = await bffFetch<{ memberId: string }>('/api/account/bind', {
      method: 'POST',
      body: JSON.stringify(body),
    });
    setBusy(false);
    if (!result.ok) return onFailed(result.msg);
    setFlash(t('succeeded'));
    fullPageLoad(`/${locale}/after_login`);
  }

  const { errors } = formState;
  const resetCaptcha = () => {
    setCaptchaToken(null);
    setCaptchaKey((k) => k + 1);
  };
  const codeField = (
    <TextField
      id={`${id}-code`}
      label={method === 'PHONE' ? t('smsCode') : t('emailCode')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={VERIFY_CODE_LENGTH}
      error={errors.verifyCode?.message}
      addon={<VerifyCodeButton prepare={prepare} onSent={resetCaptcha} />}
      {...register('verifyCode', { validate: rules.code })}
    />
  );
  const captcha = (
    <SliderCaptcha
      key={captchaKey}
      id={`${id}-captcha`}
      error={captchaError}
      onVerified={(token) => {
        setCaptchaToken(token);
        setCaptchaError(undefined);
      }}
    />
  );
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      {method === 'PHONE' && (
        <>
          <PhoneField
            id={`${id}-phone`}
            label={t('phone')}
            error={errors.cellphone?.message}
            areaProps={register('cellphoneCode')}
            phoneProps={register('cellphone', { validate: rules.phone(() => getValues('cellphoneCode')) })}
          />
          {captcha}
          {codeField}
        </>
      )}
      {method === 'EMAIL' && (
        <>
          <TextField
            id={`${id}-email`}
            label={t('email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email', { validate: rules.email })}
          />
          {captcha}
          {codeField}
        </>
      )}
      {method === 'PASSWORD' && (
        <>
          <TextField
            id={`${id}-account`}
            label={t('account')}
            autoComplete="username"
            error={errors.account?.message}
            {...register('account', { validate: rules.required })}
          />
          <TextField
            id={`${id}-password`}
            label={t('password')}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password', { validate: rules.required })}
          />
        </>
      )}
      <SubmitButton busy={busy}>{t('submit')}</SubmitButton>
    </form>
  );
}
