'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { plainResolver } from '@/components/ui/plain-resolver';
import { TextField } from '@/components/ui/text-field';
import { applyFieldErrors } from '@/components/ui/server-field-errors';
import * as eInvoice from '@/lib/bff-client/e-invoice';
import type { EInvoiceLookupBody, EInvoiceTicket } from '@/lib/contract';
import { lookupOutput, validateEInvoiceLookup, type EInvoiceLookup } from '@/lib/domain/e-invoice-rules';
import { useRouter } from '@/lib/i18n/navigation';

type Field = keyof EInvoiceLookup;
const FIELDS: readonly Field[] = ['orderNo', 'passengerName', 'ticketNo'];
const resolver = plainResolver<EInvoiceLookup, EInvoiceLookupBody>(validateEInvoiceLookup, lookupOutput);

/** Where a found ticket goes next: its invoice when it has one, else the request form (a refusal stays here). */
export function nextStep(t: EInvoiceTicket): string | null {
  const query = `orderNo=${encodeURIComponent(t.orderNo)}&ticketNo=${encodeURIComponent(t.ticketNo)}`;
  if (t.invoice) return `/ElectronicBill/invoiceMess?${query}`;
  return t.refusal ? null : `/ElectronicBill/makeInvoice?${query}`;
}

/**
 * zh-CN /ElectronicBill/authentication (decision 71): order number, passenger name and ticket number, each refusal
 * beside its field and nothing typed lost. A flown ticket goes on to its invoice; any other is refused here.
 */
export function EInvoiceLookupForm() {
  const t = useTranslations('EInvoice');
  const id = useId();
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<EInvoiceLookup, unknown, EInvoiceLookupBody>({
    resolver,
    defaultValues: { orderNo: '', passengerName: '', ticketNo: '' },
  });
  const errorOf = (name: Field) => {
    const issue = formState.errors[name]?.message;
    return issue ? t(`issues.${issue}` as 'issues.required') : undefined;
  };

  async function submit(v: EInvoiceLookupBody) {
    setFailure(null);
    const answer = await eInvoice.authenticate.call(v, { quiet: true });
    if (answer.ok) {
      const next = nextStep(answer.data);
      if (next) return router.push(next);
      return setFailure(t(`refusals.${answer.data.refusal ?? 'notInvoiceable'}`));
    }
    if (!applyFieldErrors(answer.fieldErrors, FIELDS, setError)) setFailure(answer.msg || t('failed'));
  }

  return (
    <Card as="form" noValidate onSubmit={handleSubmit(submit)} className="max-w-xl space-y-3">
      <TextField
        id={`${id}-order`}
        label={t('orderNo')}
        hint={t('orderNoHint')}
        autoComplete="off"
        autoCapitalize="characters"
        error={errorOf('orderNo')}
        {...register('orderNo')}
      />
      <TextField
        id={`${id}-name`}
        label={t('passengerName')}
        hint={t('passengerNameHint')}
        autoComplete="name"
        error={errorOf('passengerName')}
        {...register('passengerName')}
      />
      <TextField
        id={`${id}-ticket`}
        label={t('ticketNo')}
        hint={t('ticketNoHint')}
        inputMode="numeric"
        autoComplete="off"
        error={errorOf('ticketNo')}
        {...register('ticketNo')}
      />
      <Button type="submit" busy={formState.isSubmitting} data-testid="ei-find">
        {formState.isSubmitting ? t('finding') : t('find')}
      </Button>
      <p role="alert" className="text-sm text-red-700" data-testid="ei-failure">
        {failure ?? ''}
      </p>
    </Card>
  );
}
