'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SliderCaptcha } from '@/components/ui/slider-captcha';
import { useSliderCaptcha } from '@/components/ui/use-slider-captcha';
import * as account from '@/lib/bff-client/account';
import { ResultCode } from '@/lib/contract/codes';
import { Link } from '@/lib/i18n/navigation';
import { AccountPasswordFields, RememberAndLogIn } from './login-form-parts';

type Values = { account: string; password: string; remember: boolean };

/**
 * Login by phone or e-mail and password (spec §7: '@' → e-mail, else phone with 86). After three failures
 * airline-api asks for the slider (CAPTCHA_REQUIRED); the login is then retried with its token.
 */
export function PasswordLoginForm({ onLoggedIn }: { onLoggedIn: (registered: boolean) => void }) {
  const t = useTranslations('Login');
  const id = useId();
  const form = useForm<Values>({ defaultValues: { account: '', password: '', remember: false } });
  const { register, handleSubmit, formState } = form;
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

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      <AccountPasswordFields
        id={id}
        form={form}
        labels={{ account: t('account'), password: t('password'), accountPlaceholder: t('accountPlaceholder') }}
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
      <RememberAndLogIn remember={register('remember')} busy={formState.isSubmitting} />
    </form>
  );
}
