'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import { pushToast } from '@/components/ui/toast-store';
import { useAccountRules } from '@/components/ui/use-account-rules';
import { VerifyCodeButton } from '@/components/ui/verify-code-button';
import { bffFetch } from '@/lib/bff-client/bff-fetch';
import type { SendCodeBody, VerifyEvent } from '@/lib/contract/member';
import { VERIFY_CODE_LENGTH } from '@/lib/domain/account-rules';
import { announceMemberChange } from '@/lib/member-hint';

type Values = { cellphoneCode: string; cellphone: string; email: string; verifyCode: string };

/** Bind or change the phone or e-mail (spec §2): the code goes to the new one. */
export function BindContactForm({ kind, current }: { kind: 'phone' | 'email'; current: string | null }) {
  const t = useTranslations('Security');
  const rules = useAccountRules();
  const router = useRouter();
  const id = useId();
  const { register, handleSubmit, formState, trigger, getValues, reset } = useForm<Values>({
    defaultValues: { cellphoneCode: '86', cellphone: '', email: '', verifyCode: '' },
  });
  const [busy, setBusy] = useState(false);
  const field = kind === 'phone' ? 'cellphone' : 'email';

  const target = () => {
    const v = getValues();
    return kind === 'phone'
      ? { cellphoneCode: v.cellphoneCode, cellphone: v.cellphone.trim() }
      : { email: v.email.trim() };
  };
  async function prepare(): Promise<SendCodeBody | null> {
    if (!(await trigger(field))) return null;
    const event: VerifyEvent =
      kind === 'phone' ? (current ? 'CHANGE_PHONE' : 'BIND_PHONE') : current ? 'CHANGE_EMAIL' : 'BIND_EMAIL';
    return { event, type: kind === 'phone' ? 'SMS' : 'EMAIL', ...target() };
  }

  async function submit(v: Values) {
    setBusy(true);
    const result = await bffFetch<{ done: true }>(kind === 'phone' ? '/api/account/phone' : '/api/account/email', {
      method: 'POST',
      body: JSON.stringify({ ...target(), verifyCode: v.verifyCode }),
    });
    setBusy(false);
    if (!result.ok) return;
    pushToast('message', kind === 'phone' ? t('phoneBound') : t('emailBound'));
    reset();
    router.refresh();
    announceMemberChange();
  }

  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="max-w-md space-y-3">
      {kind === 'phone' ? (
        <PhoneField
          id={`${id}-phone`}
          label={t('newPhone')}
          error={errors.cellphone?.message}
          areaProps={register('cellphoneCode')}
          phoneProps={register('cellphone', { validate: rules.phone(() => getValues('cellphoneCode')) })}
        />
      ) : (
        <TextField
          id={`${id}-email`}
          label={t('newEmail')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email', { validate: rules.email })}
        />
      )}
      <TextField
        id={`${id}-code`}
        label={kind === 'phone' ? t('smsCode') : t('emailCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFY_CODE_LENGTH}
        error={errors.verifyCode?.message}
        addon={<VerifyCodeButton prepare={prepare} />}
        {...register('verifyCode', { validate: rules.code })}
      />
      <button
        type="submit"
        disabled={busy}
        className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {current ? t('change') : t('bind')}
      </button>
    </form>
  );
}
