'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PhoneCodeGroup } from '@/components/ui/phone-code-group';
import { pushToast } from '@/components/ui/toast-store';
import { usePhoneCaptcha } from '@/components/ui/use-phone-captcha';
import { bffFetch } from '@/lib/bff-client/bff-fetch';
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
  const target = contact.target;

  async function submit(v: Values) {
    const result = await bffFetch<{ done: true }>(kind === 'phone' ? '/api/account/phone' : '/api/account/email', {
      method: 'POST',
      body: JSON.stringify({ ...target(), verifyCode: v.verifyCode }),
    });
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
