'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SliderCaptcha } from '@/components/ui/slider-captcha';
import { TextField } from '@/components/ui/text-field';
import { useAccountRules } from '@/components/ui/use-account-rules';
import { useSliderCaptcha } from '@/components/ui/use-slider-captcha';
import * as account from '@/lib/bff-client/account';
import { ResultCode } from '@/lib/contract/codes';
import { Link } from '@/lib/i18n/navigation';

type Values = { account: string; password: string; remember: boolean };

/**
 * Login by phone or e-mail and password (spec §7: '@' → e-mail, else phone with 86). After three failures
 * airline-api asks for the slider (CAPTCHA_REQUIRED); the login is then retried with its token.
 */
export function PasswordLoginForm({ onLoggedIn }: { onLoggedIn: (registered: boolean) => void }) {
  const t = useTranslations('Login');
  const rules = useAccountRules();
  const id = useId();
  const { register, handleSubmit, formState } = useForm<Values>({
    defaultValues: { account: '', password: '', remember: false },
  });
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const captcha = useSliderCaptcha(t('captchaFirst'));
  const captchaToken = captcha.token;
  const [resetRequired, setResetRequired] = useState(false);

  async function submit(values: Values) {
    if (captchaNeeded && !captchaToken) return captcha.ask();
    const result = await account.login.call({
      ...values,
      account: values.account.trim(),
      captchaToken: captchaToken ?? undefined,
    });
    if (result.ok) return onLoggedIn(result.data.registered);
    setResetRequired(result.code === ResultCode.PASSWORD_RESET_REQUIRED);
    if (result.code === ResultCode.CAPTCHA_REQUIRED || result.code === ResultCode.CAPTCHA_FAILED || captchaNeeded) {
      // The token is used up by this attempt: a new slider for the next one.
      setCaptchaNeeded(true);
      captcha.renew();
    }
  }

  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      <TextField
        id={`${id}-account`}
        label={t('account')}
        autoComplete="username"
        placeholder={t('accountPlaceholder')}
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
      {captchaNeeded && (
        <SliderCaptcha key={captcha.key} id={`${id}-captcha`} error={captcha.error} onVerified={captcha.onVerified} />
      )}
      {resetRequired && (
        <p className="text-sm text-red-700">
          {t('resetRequired')}{' '}
          <Link href="/forgetact" className="font-medium underline">
            {t('forgot')}
          </Link>
        </p>
      )}
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="h-4 w-4" {...register('remember')} />
        {t('remember')}
      </label>
      <Button type="submit" block busy={formState.isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
