'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { pushToast } from '@/components/ui/toast-store';
import { useAccountRules } from '@/components/ui/use-account-rules';
import * as account from '@/lib/bff-client/account';
import { NICKNAME_MAX } from '@/lib/domain/account-rules';
import { announceMemberChange } from '@/lib/member-hint';

/** The nickname (at most 10 characters, spec §5); only uncertified members may edit it (spec §6). */
export function PersonalInfoForm({ nickname }: { nickname: string }) {
  const t = useTranslations('MyInformation');
  const rules = useAccountRules();
  const router = useRouter();
  const id = useId();
  const { register, handleSubmit, formState } = useForm<{ nickname: string }>({ defaultValues: { nickname } });

  async function submit(v: { nickname: string }) {
    const result = await account.savePersonalInfo.call({ nickname: v.nickname.trim() });
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
      <Button type="submit" busy={formState.isSubmitting}>
        {t('save')}
      </Button>
    </form>
  );
}
