'use client';

import { fullPageLoad } from '@/components/ui/full-page-load';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { setFlash } from '@/components/ui/flash';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { PhoneCodeGroup } from '@/components/ui/phone-code-group';
import { TextField } from '@/components/ui/text-field';
import { useAccountRules } from '@/components/ui/use-account-rules';
import { usePhoneCaptcha } from '@/components/ui/use-phone-captcha';
import * as account from '@/lib/bff-client/account';
import { Link } from '@/lib/i18n/navigation';

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
  const { register, handleSubmit, formState } = form;
  const phone = usePhoneCaptcha({
    form,
    channel: 'phone',
    event: 'REGISTER',
    captchaFirst: t('captchaFirst'),
    checkFirst: ['agreement'],
  });

  async function submit(values: Values) {
    const token = phone.sentToken ?? phone.captcha?.token;
    if (!token) return phone.captcha?.ask();
    const email = values.email.trim();
    const result = await account.register.call({
      cellphoneCode: values.cellphoneCode,
      cellphone: values.cellphone.trim(),
      verifyCode: values.verifyCode,
      password: values.password,
      ...(email ? { email } : {}),
      agreement: true,
      captchaToken: token,
    });
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
        <FieldError id={`${id}-agreement-error`} error={errors.agreement?.message} />
      </div>
      <PhoneCodeGroup id={id} group={phone} labels={{ target: t('phone'), code: t('smsCode') }} />
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
      <Button type="submit" block busy={formState.isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
