'use client';

import { fullPageLoad } from '@/components/ui/full-page-load';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { setFlash } from '@/components/ui/flash';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { PhoneCodeGroup } from '@/components/ui/phone-code-group';
import { PHONE_CODE_DEFAULTS, usePhoneCaptcha, type PhoneCodeValues } from '@/components/ui/use-phone-captcha';
import * as account from '@/lib/bff-client/account';

type Values = PhoneCodeValues & { password: string; confirm: string };

/** Password reset by phone code or e-mail code (spec §2 /forgetact); success goes to the login page. */
export function ResetPasswordForm({ channel }: { channel: 'phone' | 'email' }) {
  const t = useTranslations('ResetPassword');
  const locale = useLocale();
  const id = useId();
  const form = useForm<Values>({
    defaultValues: { ...PHONE_CODE_DEFAULTS, password: '', confirm: '' },
  });
  const { handleSubmit, formState } = form;
  // airline-api answers an unknown phone or e-mail as it answers a known one (it sends nothing), so the
  // form never learns, and never shows, whether an account exists.
  const contact = usePhoneCaptcha({ form, channel, event: 'RESET_PASSWORD', captchaFirst: t('captchaFirst') });
  const target = contact.target;

  async function submit(values: Values) {
    const result = await account.resetPassword.call({
      ...target(),
      verifyCode: values.verifyCode,
      newPassword: values.password,
    });
    if (!result.ok) return;
    setFlash(t('success'));
    fullPageLoad(`/${locale}/login`);
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      <PhoneCodeGroup
        id={id}
        group={contact}
        labels={
          channel === 'phone'
            ? { target: t('phone'), code: t('smsCode') }
            : { target: t('email'), code: t('emailCode') }
        }
      />
      <NewPasswordFields
        id={id}
        form={form}
        labels={{ password: t('newPassword'), confirm: t('confirm'), hint: t('passwordHint') }}
      />
      <Button type="submit" block busy={formState.isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
