'use client';

import { fullPageLoad } from '@/components/ui/full-page-load';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { setFlash } from '@/components/ui/flash';
import { PhoneField } from '@/components/ui/phone-field';
import { SliderCaptcha } from '@/components/ui/slider-captcha';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { TextField } from '@/components/ui/text-field';
import { useAccountRules } from '@/components/ui/use-account-rules';
import { VerifyCodeButton } from '@/components/ui/verify-code-button';
import { bffFetch } from '@/lib/bff-client/bff-fetch';
import { ResultCode } from '@/lib/contract/codes';
import { VERIFY_CODE_LENGTH } from '@/lib/domain/account-rules';
import { SubmitButton } from './submit-button';

type Values = {
  cellphoneCode: string;
  cellphone: string;
  email: string;
  verifyCode: string;
  password: string;
  confirm: string;
};

/** Password reset by phone code or e-mail code (spec §2 /forgetact); success goes to the login page. */
export function ResetPasswordForm({ channel }: { channel: 'phone' | 'email' }) {
  const t = useTranslations('ResetPassword');
  const rules = useAccountRules();
  const locale = useLocale();
  const id = useId();
  const form = useForm<Values>({
    defaultValues: { cellphoneCode: '86', cellphone: '', email: '', verifyCode: '', password: '', confirm: '' },
  });
  const { register, handleSubmit, formState, trigger, getValues, setError } = form;
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const targetField = channel === 'phone' ? 'cellphone' : 'email';

  const target = () => {
    const { cellphoneCode, cellphone, email } = getValues();
    return channel === 'phone' ? { cellphoneCode, cellphone: cellphone.trim() } : { email: email.trim() };
  };
  const notRegistered = (code: string, msg: string) => {
    if (code === ResultCode.ACCOUNT_NOT_REGISTERED) setError(targetField, { message: msg });
  };

  async function prepare() {
    const ok = await trigger(targetField);
    if (!captchaToken) setCaptchaError(t('captchaFirst'));
    if (!ok || !captchaToken) return null;
    return {
      event: 'RESET_PASSWORD' as const,
      type: channel === 'phone' ? ('SMS' as const) : ('EMAIL' as const),
      ...target(),
      captchaToken,
    };
  }

  async function submit(values: Values) {
    setBusy(true);
    const result = await bffFetch<{ done: true }>('/api/account/reset', {
      method: 'POST',
      body: JSON.stringify({ ...target(), verifyCode: values.verifyCode, newPassword: values.password }),
    });
    setBusy(false);
    if (!result.ok) return notRegistered(result.code, result.msg);
    setFlash(t('success'));
    fullPageLoad(`/${locale}/login`);
  }

  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      {channel === 'phone' ? (
        <PhoneField
          id={`${id}-phone`}
          label={t('phone')}
          error={errors.cellphone?.message}
          areaProps={register('cellphoneCode')}
          phoneProps={register('cellphone', { validate: rules.phone(() => getValues('cellphoneCode')) })}
        />
      ) : (
        <TextField
          id={`${id}-email`}
          label={t('email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email', { validate: rules.email })}
        />
      )}
      <SliderCaptcha
        key={captchaKey}
        id={`${id}-captcha`}
        error={captchaError}
        onVerified={(token) => {
          setCaptchaToken(token);
          setCaptchaError(undefined);
        }}
      />
      <TextField
        id={`${id}-code`}
        label={channel === 'phone' ? t('smsCode') : t('emailCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFY_CODE_LENGTH}
        error={errors.verifyCode?.message}
        addon={
          <VerifyCodeButton
            prepare={prepare}
            onFailed={notRegistered}
            onSent={() => {
              setCaptchaToken(null);
              setCaptchaKey((k) => k + 1);
            }}
          />
        }
        {...register('verifyCode', { validate: rules.code })}
      />
      <NewPasswordFields
        id={id}
        form={form}
        labels={{ password: t('newPassword'), confirm: t('confirm'), hint: t('passwordHint') }}
      />
      <SubmitButton busy={busy}>{t('submit')}</SubmitButton>
    </form>
  );
}
