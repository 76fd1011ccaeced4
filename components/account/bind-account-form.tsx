'use client';

import { fullPageLoad } from '@/components/ui/full-page-load';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { setFlash } from '@/components/ui/flash';
import { PhoneCodeGroup } from '@/components/ui/phone-code-group';
import { TextField } from '@/components/ui/text-field';
import { useAccountRules } from '@/components/ui/use-account-rules';
import { usePhoneCaptcha } from '@/components/ui/use-phone-captcha';
import * as account from '@/lib/bff-client/account';

type BindMethod = 'PHONE' | 'EMAIL' | 'PASSWORD';
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
  const form = useForm<Values>({
    defaultValues: { cellphoneCode: '86', cellphone: '', email: '', verifyCode: '', account: '', password: '' },
  });
  const { register, handleSubmit, formState } = form;
  const contact = usePhoneCaptcha({
    form,
    channel: method === 'EMAIL' ? 'email' : 'phone',
    event: 'THIRDPARTY_BIND',
    captchaFirst: t('captchaFirst'),
  });

  async function submit(v: Values) {
    const body =
      method === 'PHONE'
        ? { method, cellphoneCode: v.cellphoneCode, cellphone: v.cellphone.trim(), verifyCode: v.verifyCode }
        : method === 'EMAIL'
          ? { method, email: v.email.trim(), verifyCode: v.verifyCode }
          : { method, account: v.account.trim(), password: v.password };
    const result = await account.bindAccount.call(body);
    if (!result.ok) return onFailed(result.msg);
    setFlash(t('succeeded'));
    fullPageLoad(`/${locale}/after_login`);
  }

  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      {method === 'PHONE' && (
        <PhoneCodeGroup id={id} group={contact} labels={{ target: t('phone'), code: t('smsCode') }} />
      )}
      {method === 'EMAIL' && (
        <PhoneCodeGroup id={id} group={contact} labels={{ target: t('email'), code: t('emailCode') }} />
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
      <Button type="submit" block busy={formState.isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
