'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PhoneCodeGroup } from '@/components/ui/phone-code-group';
import { pushToast } from '@/components/ui/toast-store';
import { usePhoneCaptcha } from '@/components/ui/use-phone-captcha';
import * as account from '@/lib/bff-client/account';
import { announceMemberChange } from '@/lib/member-hint';

type Values = { cellphoneCode: string; cellphone: string; email: string; verifyCode: string };

/** Bind or change the phone or e-mail (spec §2): the code goes to the new one; members solve no slider. */
export function BindContactForm({ kind, current }: { kind: 'phone' | 'email'; current: string | null }) {
  const t = useTranslations('Security');
  const router = useRouter();
  const id = useId();
  const form = useForm<Values>({
    defaultValues: { cellphoneCode: '86', cellphone: '', email: '', verifyCode: '' },
  });
  const { handleSubmit, formState, reset } = form;
  const contact = usePhoneCaptcha({
    form,
    channel: kind,
    event: kind === 'phone' ? (current ? 'CHANGE_PHONE' : 'BIND_PHONE') : current ? 'CHANGE_EMAIL' : 'BIND_EMAIL',
    captchaFirst: null,
  });

  async function submit(v: Values) {
    // The same trimmed phone (with its area code) or e-mail the group sent the code to.
    const result =
      kind === 'phone'
        ? await account.bindPhone.call({
            cellphoneCode: v.cellphoneCode,
            cellphone: v.cellphone.trim(),
            verifyCode: v.verifyCode,
          })
        : await account.bindEmail.call({ email: v.email.trim(), verifyCode: v.verifyCode });
    if (!result.ok) return;
    pushToast('message', kind === 'phone' ? t('phoneBound') : t('emailBound'));
    reset();
    router.refresh();
    announceMemberChange();
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="max-w-md space-y-3">
      <PhoneCodeGroup
        id={id}
        group={contact}
        labels={
          kind === 'phone'
            ? { target: t('newPhone'), code: t('smsCode') }
            : { target: t('newEmail'), code: t('emailCode') }
        }
      />
      <Button type="submit" busy={formState.isSubmitting}>
        {current ? t('change') : t('bind')}
      </Button>
    </form>
  );
}
