'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { plainResolver } from '@/components/ui/plain-resolver';
import { TextField } from '@/components/ui/text-field';
import * as eInvoice from '@/lib/bff-client/e-invoice';
import type { EInvoiceResendForm } from '@/lib/contract';
import { validateEmail } from '@/lib/domain/account-rules';

type Values = { email: string };

/** Mails the issued invoice again (decision 71): to the address it was asked with, or another one typed here. */
export function EInvoiceResendForm({ orderNo, ticketNo, email }: { orderNo: string; ticketNo: string; email: string }) {
  const t = useTranslations('EInvoice');
  const id = useId();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = plainResolver<Values, EInvoiceResendForm>(
    (v) => {
      const issue = validateEmail(v.email.trim());
      return issue ? { email: issue } : {};
    },
    (v) => ({ orderNo, ticketNo, email: v.email.trim() }),
  );
  const { register, handleSubmit, formState, setError } = useForm<Values, unknown, EInvoiceResendForm>({
    resolver,
    defaultValues: { email },
  });
  const issue = formState.errors.email?.message;

  async function submit(v: EInvoiceResendForm) {
    setFailure(null);
    setSent(null);
    const answer = await eInvoice.resend.call(v, { quiet: true });
    if (answer.ok) return setSent(t('resend.sent', { email: answer.data.mailedTo, left: answer.data.resendsLeft }));
    const field = answer.fieldErrors?.email;
    if (field) setError('email', { type: 'server', message: field });
    else setFailure(answer.msg || t('failed'));
  }

  return (
    <Card as="form" noValidate onSubmit={handleSubmit(submit)} className="max-w-xl space-y-3">
      <TextField
        id={`${id}-email`}
        label={t('resend.email')}
        type="email"
        autoComplete="email"
        error={issue ? t(`issues.${issue}` as 'issues.emailInvalid') : undefined}
        {...register('email')}
      />
      <Button type="submit" busy={formState.isSubmitting} data-testid="ei-resend">
        {formState.isSubmitting ? t('resend.sending') : t('resend.submit')}
      </Button>
      <p role="status" className="text-sm text-green-800" data-testid="ei-resent">
        {sent ?? ''}
      </p>
      <p role="alert" className="text-sm text-red-700" data-testid="ei-resend-failure">
        {failure ?? ''}
      </p>
    </Card>
  );
}
