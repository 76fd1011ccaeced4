'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { plainResolver } from '@/components/ui/plain-resolver';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { pushToast } from '@/components/ui/toast-store';
import * as memberValue from '@/lib/bff-client/member-value';
import type { SupplementApplyBody, SupplementDocument } from '@/lib/contract/member-value';
import { supplementWindow, validateSupplement } from '@/lib/domain/member-value-rules';

type Values = { documentId: string; flightNo: string; flightDate: string; ticketNo: string };
const FIELDS = ['documentId', 'flightNo', 'flightDate', 'ticketNo'] as const;

const output = (v: Values): SupplementApplyBody => ({
  documentId: v.documentId,
  flightNo: v.flightNo.trim().toUpperCase(),
  flightDate: v.flightDate,
  ticketNo: v.ticketNo.trim(),
});

/**
 * A points supplement (spec §5; decision 65): the member chooses the document they flew with and names the flight
 * and its ticket; the rules the BFF runs are checked here first (flown within the 30 days before today, after 14
 * February 2017). airline-api's refusals (one a day, credited already) are the form's line; sent, the page is read
 * again to list the application.
 */
export function SupplementForm({ documents, today }: { documents: SupplementDocument[]; today: string }) {
  const t = useTranslations('MemberValue');
  const id = useId();
  const router = useRouter();
  const { earliest, latest } = supplementWindow(today);
  const form = useForm<Values, unknown, SupplementApplyBody>({
    defaultValues: { documentId: documents[0]?.id ?? '', flightNo: '', flightDate: '', ticketNo: '' },
    resolver: plainResolver((v: Values) => {
      const issues: Partial<Record<keyof Values, string>> = validateSupplement(v, today);
      for (const f of FIELDS) if (!v[f].trim()) issues[f] = 'required';
      return issues;
    }, output),
  });
  const { register, handleSubmit, formState, setError } = form;
  const { errors } = formState;
  const message = (field: keyof Values) => {
    const key = errors[field]?.message;
    return key ? t(`errors.${key}` as 'errors.required') : undefined;
  };

  async function submit(body: SupplementApplyBody) {
    const result = await memberValue.applySupplement.call(body, { quiet: true });
    if (result.ok) {
      const said = {
        APPROVED: 'supplementApproved',
        REJECTED: 'supplementRejected',
        PENDING: 'supplementSent',
      } as const;
      pushToast(result.data.status === 'REJECTED' ? 'error' : 'message', t(said[result.data.status]));
      form.reset({ ...form.getValues(), flightNo: '', flightDate: '', ticketNo: '' });
      router.refresh();
      return;
    }
    for (const [field, key] of Object.entries(result.fieldErrors ?? {})) {
      if ((FIELDS as readonly string[]).includes(field) && t.has(`errors.${key}` as 'errors.required'))
        setError(field as keyof Values, { type: 'server', message: key });
    }
    setError('root.server', { type: 'server', message: result.msg });
  }

  const formError = errors.root?.server?.message;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="max-w-md space-y-3">
      <SelectField
        id={`${id}-documentId`}
        label={t('document')}
        error={message('documentId')}
        {...register('documentId')}
      >
        {documents.map((d) => (
          <option key={d.id} value={d.id}>
            {t('documentOption', { name: d.name, type: d.certificateType, number: d.maskedNumber })}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${id}-flightNo`}
        label={t('flightNo')}
        autoComplete="off"
        hint={t('flightNoHint')}
        error={message('flightNo')}
        {...register('flightNo')}
      />
      <TextField
        id={`${id}-flightDate`}
        label={t('flightDate')}
        type="date"
        min={earliest}
        max={latest}
        hint={t('flightDateHint', { earliest, latest })}
        error={message('flightDate')}
        {...register('flightDate')}
      />
      <TextField
        id={`${id}-ticketNo`}
        label={t('ticketNo')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('ticketNoHint')}
        error={message('ticketNo')}
        {...register('ticketNo')}
      />
      {formError && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {formError}
        </p>
      )}
      <Button type="submit" busy={formState.isSubmitting}>
        {t('supplementSubmit')}
      </Button>
    </form>
  );
}
