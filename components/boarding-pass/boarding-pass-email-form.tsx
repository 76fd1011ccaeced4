'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import * as boardingPass from '@/lib/bff-client/boarding-pass';
import { validateEmail } from '@/lib/domain/account-rules';

type Props = {
  orderNo: string;
  segment: number;
  /** The member's bound e-mail, to prefill the form; empty for a visitor. */
  defaultEmail: string;
};

/** The form's own message keys (BoardingPassPage.email.*) for an address refused here or by the BFF. */
const ADDRESS_ISSUES = ['emailRequired', 'emailInvalid'] as const;
type AddressIssue = (typeof ADDRESS_ISSUES)[number];
const isAddressIssue = (key: string | undefined): key is AddressIssue =>
  (ADDRESS_ISSUES as readonly string[]).includes(key ?? '');

/**
 * Mails the boarding passes' PDF to an address, the member's own prefilled. The address is checked here with
 * lib/domain's rule first, then by the BFF and airline-api; a refusal is said beside the field, anything else in
 * a line under the form.
 */
export function BoardingPassEmailForm({ orderNo, segment, defaultEmail }: Props) {
  const t = useTranslations('BoardingPassPage');
  // As before the form moved to react-hook-form, a refusal is said without moving the focus.
  const { register, handleSubmit, setError, formState } = useForm({
    defaultValues: { email: defaultEmail },
    shouldFocusError: false,
  });
  const [sentTo, setSentTo] = useState('');

  async function send({ email }: { email: string }) {
    setSentTo('');
    const result = await boardingPass.emailPasses.call({ orderNo, segment, email: email.trim() }, { quiet: true });
    if (result.ok) return setSentTo(result.data.sentTo);
    const field = result.fieldErrors?.email;
    if (isAddressIssue(field)) return setError('email', { type: 'server', message: field });
    setError('root.server', { type: 'server', message: result.msg });
  }

  const issue = formState.errors.email?.message;
  const failure = formState.errors.root?.server?.message;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(send, () => setSentTo(''))}
      className="max-w-md space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 className="font-semibold text-slate-900">{t('email.heading')}</h2>
      <TextField
        id="boarding-pass-email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('email.label')}
        hint={t('email.hint')}
        maxLength={254}
        error={isAddressIssue(issue) ? t(`email.${issue}`) : undefined}
        {...register('email', { validate: (v) => validateEmail(v.trim()) ?? true })}
      />
      <Button type="submit" busy={formState.isSubmitting}>
        {formState.isSubmitting ? t('email.sending') : t('email.send')}
      </Button>
      <p role="status" className="text-sm text-brand-800">
        {sentTo ? t('email.sent', { email: sentTo }) : ''}
      </p>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
