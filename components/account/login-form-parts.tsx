'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useAccountRules } from '@/components/ui/use-account-rules';

type AccountPassword = { account: string; password: string };

/**
 * The account (phone or e-mail) and password of a password login, each required and its message beside it: the
 * login form's, and the binding form's that logs in to an existing account.
 */
export function AccountPasswordFields<T extends AccountPassword>({
  id,
  form,
  labels,
}: {
  id: string;
  form: UseFormReturn<T>;
  labels: { account: string; password: string; accountPlaceholder?: string };
}) {
  const rules = useAccountRules();
  // The two fields' names are fixed, so the form is read through them alone.
  const { register, formState } = form as unknown as UseFormReturn<AccountPassword>;
  const { errors } = formState;
  return (
    <>
      <TextField
        id={`${id}-account`}
        label={labels.account}
        autoComplete="username"
        placeholder={labels.accountPlaceholder}
        error={errors.account?.message}
        {...register('account', { validate: rules.required })}
      />
      <TextField
        id={`${id}-password`}
        label={labels.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password', { validate: rules.required })}
      />
    </>
  );
}

/** The end of both login forms: 'remember me' and the login button. */
export function RememberAndLogIn({ remember, busy }: { remember: UseFormRegisterReturn<'remember'>; busy: boolean }) {
  const t = useTranslations('Login');
  return (
    <>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="h-4 w-4" {...remember} />
        {t('remember')}
      </label>
      <Button type="submit" block busy={busy}>
        {t('submit')}
      </Button>
    </>
  );
}
