'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { PhoneCodeGroup } from '@/components/ui/phone-code-group';
import { usePhoneCaptcha } from '@/components/ui/use-phone-captcha';
import * as account from '@/lib/bff-client/account';
import { RememberAndLogIn } from './login-form-parts';

type Values = { cellphoneCode: string; cellphone: string; verifyCode: string; remember: boolean };

/** Login by SMS code; an unregistered phone is registered on confirmation (spec §1). */
export function SmsLoginForm({ onLoggedIn }: { onLoggedIn: (registered: boolean) => void }) {
  const t = useTranslations('Login');
  const id = useId();
  const form = useForm<Values>({
    defaultValues: { cellphoneCode: '86', cellphone: '', verifyCode: '', remember: false },
  });
  const { register, handleSubmit, formState } = form;
  const phone = usePhoneCaptcha({ form, channel: 'phone', event: 'LOGIN', captchaFirst: t('captchaFirst') });

  async function submit(values: Values) {
    const result = await account.phoneLogin.call({ ...values, cellphone: values.cellphone.trim() });
    if (result.ok) onLoggedIn(result.data.registered);
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      <PhoneCodeGroup id={id} group={phone} labels={{ target: t('phone'), code: t('smsCode') }} />
      <p className="text-xs text-slate-600">{t('autoRegisterHint')}</p>
      <RememberAndLogIn remember={register('remember')} busy={formState.isSubmitting} />
    </form>
  );
}
