'use client';

import type { UseFormReturn } from 'react-hook-form';
import { TextField } from './text-field';
import { useAccountRules } from './use-account-rules';

type PasswordValues = { password: string; confirm: string };

type Props<T extends PasswordValues> = {
  id: string;
  form: UseFormReturn<T>;
  labels: { password: string; confirm: string; hint: string };
};

/** A new password and its confirmation (spec §5 Account: 6–16, two classes, 'the two passwords differ'). */
export function NewPasswordFields<T extends PasswordValues>({ id, form, labels }: Props<T>) {
  const rules = useAccountRules();
  // The fields' names are fixed, so the form is read through its password part alone.
  const { register, getValues, formState } = form as unknown as UseFormReturn<PasswordValues>;
  return (
    <>
      <TextField
        id={`${id}-password`}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint={labels.hint}
        error={formState.errors.password?.message}
        {...register('password', { validate: rules.password })}
      />
      <TextField
        id={`${id}-confirm`}
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        error={formState.errors.confirm?.message}
        {...register('confirm', { validate: rules.confirm(() => getValues('password')) })}
      />
    </>
  );
}
