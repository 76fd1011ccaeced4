'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { TextField } from '@/components/ui/text-field';
import { pushToast } from '@/components/ui/toast-store';
import { useAccountRules } from '@/components/ui/use-account-rules';
import * as account from '@/lib/bff-client/account';

type Values = { oldPassword: string; password: string; confirm: string };

/** Change password; members who never set one (SMS or third-party sign-ups) set a first one. */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const t = useTranslations('Security');
  const rules = useAccountRules();
  const id = useId();
  const form = useForm<Values>({
    defaultValues: { oldPassword: '', password: '', confirm: '' },
  });
  const { register, handleSubmit, formState, reset } = form;

  async function submit(v: Values) {
    const result = await account.changePassword.call({
      ...(hasPassword ? { oldPassword: v.oldPassword } : {}),
      newPassword: v.password,
    });
    if (!result.ok) return;
    pushToast('message', t('passwordChanged'));
    reset();
  }

  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="max-w-md space-y-3">
      {hasPassword && (
        <TextField
          id={`${id}-old`}
          label={t('oldPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...register('oldPassword', { validate: rules.required })}
        />
      )}
      <NewPasswordFields
        id={id}
        form={form}
        labels={{ password: t('newPassword'), confirm: t('confirmPassword'), hint: t('passwordHint') }}
      />
      <Button type="submit" busy={formState.isSubmitting}>
        {t('savePassword')}
      </Button>
    </form>
  );
}
