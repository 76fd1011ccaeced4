'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { plainResolver } from '@/components/ui/plain-resolver';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { UploadProgress } from '@/components/ui/upload-progress';
import type { SpecialDocument } from '@/lib/contract/special-documents';
import {
  SPECIAL_DOCUMENT_TYPES,
  imageCountIssue,
  namesMedicalInstitution,
  validateSpecialDocument,
  validateSpecialDocumentDetails,
} from '@/lib/domain/special-document-rules';
import { SpecialDocumentsPicker } from './special-documents-picker';
import { useSpecialDocumentUpload, type SpecialDocumentValues } from './use-special-document-upload';

type Props = {
  passengerId: string;
  /** Today in the airline's zone (yyyy-MM-dd), from the server: the expiry must come after it. */
  today: string;
  /** A failed or invalid document submitted again (its type stays), or null for a new one. */
  again: SpecialDocument | null;
  /** Types the passenger has a document of already: a new one is of another type. */
  takenTypes: readonly string[];
  /** Called with the line to announce once the document is submitted. */
  onDone: (message: string) => void;
  onCancel: () => void;
};

/** The day after `today` (yyyy-MM-dd): the first expiry a document may have. */
function dayAfter(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * Adds a special document to a saved passenger, or submits a failed or invalid one again (spec §3 type,
 * number, expiry and up to 5 images; §5 rules; §4 it starts 'certifying'). Fields are checked with lib/domain's
 * rules, as the BFF and airline-api check them, before anything is sent; the upload shows its progress.
 */
export function SpecialDocumentsForm({ passengerId, today, again, takenTypes, onDone, onCancel }: Props) {
  const t = useTranslations('SpecialDocuments');
  const id = useId();
  const free = SPECIAL_DOCUMENT_TYPES.filter((type) => !takenTypes.includes(type));
  const rule = (key: string) => t(`rules.${key}` as Parameters<typeof t>[0]);
  const form = useForm<SpecialDocumentValues>({
    defaultValues: {
      type: again?.type ?? free[0] ?? '',
      number: again?.number ?? '',
      expiry: '',
      institution: again?.institution ?? '',
      images: [],
    },
    // A document sent again keeps its type: only its number and expiry are checked.
    resolver: plainResolver<SpecialDocumentValues, SpecialDocumentValues>(
      (v) => {
        const fields = again ? validateSpecialDocumentDetails(v, today, again.type) : validateSpecialDocument(v, today);
        const count = imageCountIssue(v.images.length);
        const issues: Partial<Record<keyof SpecialDocumentValues, string>> = {};
        for (const [field, key] of Object.entries(fields)) issues[field as keyof SpecialDocumentValues] = rule(key);
        if (count) issues.images = t(count);
        return issues;
      },
      (v) => v,
    ),
    shouldFocusError: false,
  });
  const { register, formState, setValue, setError, clearErrors } = form;
  const images = useWatch({ control: form.control, name: 'images' });
  const type = useWatch({ control: form.control, name: 'type' });
  const { upload, invalid, progress } = useSpecialDocumentUpload({
    form,
    passengerId,
    againId: again?.documentId ?? null,
    onDone,
  });
  const uploading = progress !== null;
  const { errors } = formState;

  const typeName = (value: string) => t(`types.${value}` as Parameters<typeof t>[0]);
  const heading = again ? t('resubmitHeading', { type: typeName(again.type) }) : t('addHeading');
  if (!again && free.length === 0) return <p className="text-sm text-slate-700">{t('allTypesUsed')}</p>;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(upload, invalid)}
      aria-labelledby={`${id}-heading`}
      className="space-y-3"
    >
      <h3 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        {heading}
      </h3>
      {!again && (
        <SelectField
          id={`${id}-type`}
          label={t('type')}
          error={errors.type?.message}
          disabled={uploading}
          {...register('type')}
        >
          {free.map((value) => (
            <option key={value} value={value}>
              {typeName(value)}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        id={`${id}-number`}
        label={t('number')}
        autoComplete="off"
        error={errors.number?.message}
        disabled={uploading}
        {...register('number')}
      />
      {namesMedicalInstitution(type) && (
        <TextField
          id={`${id}-institution`}
          label={t('institution')}
          hint={t('institutionHint')}
          autoComplete="organization"
          error={errors.institution?.message}
          disabled={uploading}
          {...register('institution')}
        />
      )}
      <TextField
        id={`${id}-expiry`}
        label={t('expiry')}
        type="date"
        min={dayAfter(today)}
        error={errors.expiry?.message}
        disabled={uploading}
        {...register('expiry')}
      />
      <SpecialDocumentsPicker
        id={`${id}-images`}
        images={images}
        onChange={(next) => setValue('images', next)}
        error={errors.images?.message}
        onError={(message) => (message ? setError('images', { type: 'pick', message }) : clearErrors('images'))}
        disabled={uploading}
      />
      {uploading && <UploadProgress id={`${id}-progress`} label={t('uploading')} progress={progress} />}
      {errors.root?.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.form.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={uploading}>
          {t('submit')}
        </Button>
        {again && (
          <Button variant="secondary" onClick={onCancel} disabled={uploading}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
