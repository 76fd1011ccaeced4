'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { pushToast } from '@/components/ui/toast-store';
import { useAccountRules } from '@/components/ui/use-account-rules';
import { bffFetch } from '@/lib/bff-client/bff-fetch';
import { NICKNAME_MAX } from '@/lib/domain/account-rules';
import { announceMemberChange } from '@/lib/member-hint';

/** The nickname (at most 10 characters, spec §5); only uncertified members may edit it (spec §6). */
export function PersonalInfoForm({ nickname }: { nickname: string }) {
  const t = useTranslations('MyInformation');
  const rules = useAccountRules();
  const router = useRouter();
  const id = useId();
  const { register, handleSubmit, formState } = useForm<{ nickname: string }>({ defaultValues: { nickname } });
  const [busy, setBusy] = useState(false);

  async function submit(v: { nickname: string }) {
    setBusy(true);
    const result = await bffFetch<{ done: true }>('/api/account/profile', {
      method: 'POST',
      body: JSON.stringify({ nickname: v.nickname.trim() }),
    });
    setBusy(false);
    if (!result.ok) return;
    pushToast('message', t('saved'));
    router.refresh();
    announceMemberChange();
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="max-w-md space-y-3">
      <TextField
        id={`${id}-nickname`}
        label={t('nickname')}
        hint={t('nicknameHint', { max: NICKNAME_MAX })}
        error={formState.errors.nickname?.message}
        {...register('nickname', { validate: rules.nickname })}
      />
      <button
        type="submit"
        disabled={busy}
        className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {t('save')}
      </button>
    </form>
  );
}
