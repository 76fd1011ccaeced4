'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorSummary } from '@/components/ui/error-summary';
import { plainResolver } from '@/components/ui/plain-resolver';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { applyFieldErrors } from '@/components/ui/server-field-errors';
import * as eInvoice from '@/lib/bff-client/e-invoice';
import type { EInvoiceRequestForm as Body } from '@/lib/contract';
import {
  E_INVOICE_BUYER_TYPES,
  headerOf,
  validateEInvoiceRequest,
  type EInvoiceRequestField as Field,
  type EInvoiceRequestForm as Values,
} from '@/lib/domain/e-invoice-rules';
import { COMPANY_TITLE_MAX, PERSONAL_TITLE_MAX, type InvoiceHeaderEntry } from '@/lib/domain/member-book-rules';
import { useRouter } from '@/lib/i18n/navigation';
import { HeaderFields } from './header-fields';

/** A saved invoice title of the member's address book (/member/eHeader/index). */
export type SavedTitle = { id: string; isDefault: boolean; data: InvoiceHeaderEntry };

const EMPTY: Values = {
  type: 'PERSONAL',
  title: '',
  taxpayerId: '',
  address: '',
  phone: '',
  bank: '',
  account: '',
  mobile: '',
  email: '',
};
const FIELD_ORDER: readonly Field[] = [
  'type',
  'title',
  'taxpayerId',
  'address',
  'phone',
  'bank',
  'account',
  'mobile',
  'email',
];

/**
 * The invoice request (spec §3 invoice request; §5 invoice header; decision 71): a saved title of the member's or a
 * new one, the buyer type, the title's fields under the address book's rules, the recipient's mobile and e-mail. A
 * refusal keeps everything typed and lists the problems above the form; a made (or existing) invoice goes to `next`.
 */
export function EInvoiceRequestForm({
  orderNo,
  ticketNo,
  saved,
  next,
}: {
  orderNo: string;
  ticketNo: string;
  saved: SavedTitle[];
  next: string;
}) {
  const t = useTranslations('EInvoice');
  const id = useId();
  const router = useRouter();
  const summaryRef = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const initial = saved.find((s) => s.isDefault) ?? saved[0];
  const resolver = plainResolver<Values, Body>(validateEInvoiceRequest, (v) => ({
    orderNo,
    ticketNo,
    header: headerOf(v),
    mobile: v.mobile.trim(),
    email: v.email.trim(),
  }));
  const form = useForm<Values, unknown, Body>({
    resolver,
    defaultValues: initial ? { ...EMPTY, ...initial.data } : EMPTY,
  });
  const { register, handleSubmit, formState, setError, reset, getValues, control } = form;
  const buyerType = useWatch({ control, name: 'type' });
  const { submitCount, errors } = formState;
  const hasErrors = Object.keys(errors).length > 0;
  // A refused submit (here or by the BFF) moves focus to the list of problems.
  useEffect(() => {
    if (submitCount > 0 && hasErrors) summaryRef.current?.focus();
  }, [submitCount, hasErrors]);
  const fieldId = (name: Field) => `${id}-${name}`;
  const errorOf = (name: Field) => {
    const issue = formState.errors[name]?.message;
    return issue ? t(`issues.${issue}` as 'issues.required') : undefined;
  };
  // Each problem names its field: "此项必填" alone does not say which.
  const labelOf = (name: Field) => t(name === 'type' ? 'make.buyerType' : `make.${name}`);
  const problems = FIELD_ORDER.flatMap((name) => {
    const text = errorOf(name);
    return text ? [{ key: name, fieldId: fieldId(name), text: `${labelOf(name)}：${text}` }] : [];
  });

  async function submit(v: Body) {
    setFailure(null);
    const answer = await eInvoice.request.call(v, { quiet: true });
    if (answer.ok) return router.push(`${next}?orderNo=${encodeURIComponent(orderNo)}&ticketNo=${ticketNo}`);
    if (!applyFieldErrors(answer.fieldErrors, FIELD_ORDER, setError)) setFailure(answer.msg || t('failed'));
  }

  return (
    <Card as="form" noValidate onSubmit={handleSubmit(submit)} className="max-w-xl space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">{t('make.heading')}</h2>
      <ErrorSummary heading={t('make.problems')} items={problems} ref={summaryRef} />
      {saved.length > 0 && (
        <SelectField
          id={`${id}-saved`}
          label={t('make.savedTitles')}
          defaultValue={initial?.id ?? ''}
          onChange={(event) => {
            const chosen = saved.find((s) => s.id === event.target.value);
            const { mobile, email } = getValues();
            reset({ ...EMPTY, ...(chosen?.data ?? {}), mobile, email });
          }}
        >
          {saved.map((s) => (
            <option key={s.id} value={s.id}>
              {`${s.data.title}（${t(`buyerTypes.${s.data.type}`)}）`}
            </option>
          ))}
          <option value="">{t('make.newTitle')}</option>
        </SelectField>
      )}
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-800">{t('make.buyerType')}</legend>
        <div id={fieldId('type')} className="flex flex-wrap gap-x-4 gap-y-1">
          {E_INVOICE_BUYER_TYPES.map((type) => (
            <label key={type} className="inline-flex min-h-6 items-center gap-2 text-slate-800">
              <input type="radio" value={type} className="size-4" {...register('type')} />
              {t(`buyerTypes.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <HeaderFields
        register={register}
        fieldId={fieldId}
        errorOf={errorOf}
        organisation={buyerType !== 'PERSONAL'}
        titleHint={t('make.titleHint', { personal: PERSONAL_TITLE_MAX, company: COMPANY_TITLE_MAX })}
      />
      <TextField
        id={fieldId('mobile')}
        label={t('make.mobile')}
        inputMode="tel"
        autoComplete="tel-national"
        error={errorOf('mobile')}
        {...register('mobile')}
      />
      <TextField
        id={fieldId('email')}
        label={t('make.email')}
        hint={t('make.emailHint')}
        type="email"
        autoComplete="email"
        error={errorOf('email')}
        {...register('email')}
      />
      <Button type="submit" busy={formState.isSubmitting} data-testid="ei-submit">
        {formState.isSubmitting ? t('make.submitting') : t('make.submit')}
      </Button>
      <p role="alert" className="text-sm text-red-700" data-testid="ei-request-failure">
        {failure ?? ''}
      </p>
    </Card>
  );
}
