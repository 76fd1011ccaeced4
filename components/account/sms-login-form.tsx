'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PhoneField } from '@/components/ui/phone-field';
import { SliderCaptcha } from '@/components/ui/slider-captcha';
import { TextField } from '@/components/ui/text-field';
import { useAccountRules } from '@/components/ui/use-account-rules';
import { VerifyCodeButton } from '@/components/ui/verify-code-button';
import { bffFetch } from '@/lib/bff-client/bff-fetch';
import { VERIFY_CODE_LENGTH } from '@/lib/domain/account-rules';
import { SubmitButton } from './submit-button';

type Values = { cellphoneCode: string; cellphone: string; verifyCode: string; remember: boolean };

/** Login by SMS code; an unregistered phone is registered on confirmation (spec §1). */
export function SmsLoginForm({ onLoggedIn }: { onLoggedIn: (registered: boolean) => void }) {
  const t = useTranslations('Login');
  const rules = useAccountRules();
  const id = useId();
  const { register, handleSubmit, formState, trigger, getValues } = useForm<Values>({
    defaultValues: { cellphoneCode: '86', cellphone: '', verifyCode: '', remember: false },
  });
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function prepare() {
    const phoneOk = await trigger('cellphone');
    if (!captchaToken) setCaptchaError(t('captchaFirst'));
    if (!phoneOk || !captchaToken) return null;
    const { cellphoneCode, cellphone } = getValues();
    return { event: 'LOGIN' as const, type: 'SMS' as const, cellphoneCode, cellphone: cellphone.trim(), captchaToken };
  }

  async function submit(values: Values) {
    setBusy(true);
    const result = await bffFetch<{ memberId: string; registered: boolean }>('/api/account/phone-login', {
      method: 'POST',
      body: JSON.stringify({ ...values, cellphone: values.cellphone.trim() }),
    });
    setBusy(false);
    if (result.ok) onLoggedIn(result.data.registered);
  }

  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      <PhoneField
        id={`${id}-phone`}
        label={t('phone')}
        error={errors.cellphone?.message}
        areaProps={register('cellphoneCode')}
        phoneProps={register('cellphone', { validate: rules.phone(() => getValues('cellphoneCode')) })}
      />
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
        label={t('smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFY_CODE_LENGTH}
        error={errors.verifyCode?.message}
        addon={
          <VerifyCodeButton
            prepare={prepare}
            onSent={() => {
              // The token went with the send; a resend needs a new slider.
              setCaptchaToken(null);
              setCaptchaKey((k) => k + 1);
            }}
          />
        }
        {...register('verifyCode', { validate: rules.code })}
      />
      <p className="text-xs text-slate-600">{t('autoRegisterHint')}</p>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="h-4 w-4" {...register('remember')} />
        {t('remember')}
      </label>
      <SubmitButton busy={busy}>{t('submit')}</SubmitButton>
    </form>
  );
}
