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
import { VERIFY_CODE_LENGTH } from '@/lib/domain/account-rules';
import { Link } from '@/lib/i18n/navigation';
import { SubmitButton } from './submit-button';

type Values = {
  cellphoneCode: string;
  cellphone: string;
  verifyCode: string;
  password: string;
  confirm: string;
  email: string;
  agreement: boolean;
};

/**
 * Registration (spec §5 Account): agreement and slider first, then the SMS code; the token of the slider
 * that sent the code goes with the registration once more (airline-api binds it to the phone).
 */
export function RegisterForm() {
  const t = useTranslations('Register');
  const rules = useAccountRules();
  const locale = useLocale();
  const id = useId();
  const form = useForm<Values>({
    defaultValues: {
      cellphoneCode: '86',
      cellphone: '',
      verifyCode: '',
      password: '',
      confirm: '',
      email: '',
      agreement: false,
    },
  });
  const { register, handleSubmit, formState, trigger, getValues } = form;
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [sentToken, setSentToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function prepare() {
    const ok = await trigger(['agreement', 'cellphone']);
    if (!captchaToken) setCaptchaError(t('captchaFirst'));
    if (!ok || !captchaToken) return null;
    const { cellphoneCode, cellphone } = getValues();
    return {
      event: 'REGISTER' as const,
      type: 'SMS' as const,
      cellphoneCode,
      cellphone: cellphone.trim(),
      captchaToken,
    };
  }

  async function submit(values: Values) {
    const token = sentToken ?? captchaToken;
    if (!token) return setCaptchaError(t('captchaFirst'));
    setBusy(true);
    const email = values.email.trim();
    const result = await bffFetch<{ memberId: string }>('/api/account/register', {
      method: 'POST',
      body: JSON.stringify({
        cellphoneCode: values.cellphoneCode,
        cellphone: values.cellphone.trim(),
        verifyCode: values.verifyCode,
        password: values.password,
        ...(email ? { email } : {}),
        agreement: true,
        captchaToken: token,
      }),
    });
    setBusy(false);
    if (!result.ok) return;
    setFlash(t('success'));
    fullPageLoad(`/${locale}/after_login`);
  }

  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4"
            aria-invalid={errors.agreement ? true : undefined}
            aria-describedby={errors.agreement ? `${id}-agreement-error` : undefined}
            {...register('agreement', { validate: (v) => v || t('agreementRequired') })}
          />
          <span>
            {t.rich('agreement', {
              doc: (chunks) => (
                <Link href="/static/registrationAgreement" target="_blank" className="text-brand-700 underline">
                  {chunks}
                </Link>
              ),
            })}
          </span>
        </label>
        {errors.agreement && (
          <p id={`${id}-agreement-error`} className="mt-1 text-sm text-red-700">
            {errors.agreement.message}
          </p>
        )}
      </div>
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
              setSentToken(captchaToken);
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
        labels={{ password: t('password'), confirm: t('confirm'), hint: t('passwordHint') }}
      />
      <TextField
        id={`${id}-email`}
        label={t('email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', { validate: rules.optionalEmail })}
      />
      <SubmitButton busy={busy}>{t('submit')}</SubmitButton>
    </form>
  );
}
