'use client';

import { fullPageLoad } from '@/components/ui/full-page-load';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { setFlash } from '@/components/ui/flash';
import { PhoneCodeGroup } from '@/components/ui/phone-code-group';
import { PHONE_CODE_DEFAULTS, usePhoneCaptcha, type PhoneCodeValues } from '@/components/ui/use-phone-captcha';
import * as account from '@/lib/bff-client/account';
import { AccountPasswordFields } from './login-form-parts';

type BindMethod = 'PHONE' | 'EMAIL' | 'PASSWORD';
type Values = PhoneCodeValues & { account: string; password: string };

/** Binds the third-party identity of this visit (its ticket is in an HttpOnly cookie) to a site account. */
export function BindAccountForm({ method, onFailed }: { method: BindMethod; onFailed: (msg: string) => void }) {
  const t = useTranslations('Binding');
  const locale = useLocale();
  const id = useId();
  const form = useForm<Values>({
    defaultValues: { ...PHONE_CODE_DEFAULTS, account: '', password: '' },
  });
  const { handleSubmit, formState } = form;
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

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      {method === 'PHONE' && (
        <PhoneCodeGroup id={id} group={contact} labels={{ target: t('phone'), code: t('smsCode') }} />
      )}
      {method === 'EMAIL' && (
        <PhoneCodeGroup id={id} group={contact} labels={{ target: t('email'), code: t('emailCode') }} />
      )}
      {method === 'PASSWORD' && (
        <AccountPasswordFields id={id} form={form} labels={{ account: t('account'), password: t('password') }} />
      )}
      <Button type="submit" block busy={formState.isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
