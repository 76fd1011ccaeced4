'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import * as specialDocuments from '@/lib/bff-client/special-documents';
import type { BffResult } from '@/lib/bff-client/bff-fetch';
import { ResultCode } from '@/lib/contract/codes';
import type { SpecialDocument } from '@/lib/contract/special-documents';
import {
  SPECIAL_DOCUMENT_TYPES,
  imageCountIssue,
  validateSpecialDocument,
  validateSpecialDocumentDetails,
  type SpecialDocumentType,
} from '@/lib/domain/special-document-rules';
import { SpecialDocumentsPicker, type PickedImage } from './special-documents-picker';

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

type Errors = Partial<Record<'type' | 'number' | 'expiry' | 'images' | 'form', string>>;

/** The refusals airline-api says about the images: placed beside the picker. */
const IMAGE_CODES: readonly string[] = [
  ResultCode.SPECIAL_DOCUMENT_IMAGE_REQUIRED,
  ResultCode.SPECIAL_DOCUMENT_IMAGE_LIMIT,
  ResultCode.UPLOAD_WRONG_FORMAT,
  ResultCode.UPLOAD_TOO_LARGE,
];

/** The day after `today` (yyyy-MM-dd): the first expiry a document may have. */
function dayAfter(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * Adds a special document to a saved passenger, or submits a failed or invalid one again (spec §3 type,
 * number, expiry and up to 5 images; §5 rules; §4 it starts 'certifying'). Fields are checked as the BFF and
 * airline-api check them, before anything is sent; the upload shows its progress.
 */
export function SpecialDocumentsForm({ passengerId, today, again, takenTypes, onDone, onCancel }: Props) {
  const t = useTranslations('SpecialDocuments');
  const id = useId();
  const free = SPECIAL_DOCUMENT_TYPES.filter((type) => !takenTypes.includes(type));
  const [type, setType] = useState<SpecialDocumentType | ''>(again?.type ?? free[0] ?? '');
  const [number, setNumber] = useState(again?.number ?? '');
  const [expiry, setExpiry] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;
  const rule = (key: string | undefined) => (key ? t(`rules.${key}` as Parameters<typeof t>[0]) : undefined);

  function checkedHere(): Errors {
    const fields = again
      ? validateSpecialDocumentDetails({ number, expiry }, today)
      : validateSpecialDocument({ type, number, expiry }, today);
    const count = imageCountIssue(images.length);
    return {
      type: rule(fields.type),
      number: rule(fields.number),
      expiry: rule(fields.expiry),
      images: count ? t(count) : undefined,
    };
  }

  /** The fields and the picked files as they are, multipart with its progress (no base64 in the browser). */
  function send(files: File[]): Promise<BffResult<SpecialDocument>> {
    const details = { number: number.trim(), expiry, images: files };
    return again
      ? specialDocuments.uploadWithProgress(
          specialDocuments.resubmitDocument,
          { documentId: again.documentId, ...details },
          setProgress,
        )
      : specialDocuments.uploadWithProgress(
          specialDocuments.submitDocument,
          { passengerId, type, ...details },
          setProgress,
        );
  }

  /** The answer's refusal beside the field it is about, else as the form's line. */
  function refusal(result: Extract<BffResult<unknown>, { ok: false }>): Errors {
    if (result.fieldErrors) {
      const { type: ty, number: nu, expiry: ex } = result.fieldErrors;
      const placed = { type: rule(ty), number: rule(nu), expiry: rule(ex) };
      return { ...placed, form: Object.values(placed).some(Boolean) ? t('fixFields') : result.msg };
    }
    if (IMAGE_CODES.includes(result.code)) return { images: result.msg };
    return { form: result.msg || t('uploadFailed') };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (uploading) return;
    const found = checkedHere();
    if (Object.values(found).some(Boolean)) {
      setErrors({ ...found, form: t('fixFields') });
      return;
    }
    setErrors({});
    setProgress(0);
    let result: BffResult<SpecialDocument>;
    try {
      result = await send(images.map((image) => image.file));
    } catch {
      result = { ok: false, code: 'NETWORK', msg: '' };
    }
    setProgress(null);
    if (!result.ok) {
      setErrors(refusal(result));
      return;
    }
    onDone(t('submitted'));
  }

  const typeName = (value: string) => t(`types.${value}` as Parameters<typeof t>[0]);
  const heading = again ? t('resubmitHeading', { type: typeName(again.type) }) : t('addHeading');
  if (!again && free.length === 0) return <p className="text-sm text-slate-700">{t('allTypesUsed')}</p>;

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="space-y-3">
      <h3 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        {heading}
      </h3>
      {!again && (
        <SelectField
          id={`${id}-type`}
          label={t('type')}
          value={type}
          error={errors.type}
          disabled={uploading}
          onChange={(e) => setType(e.target.value as SpecialDocumentType)}
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
        value={number}
        error={errors.number}
        disabled={uploading}
        onChange={(e) => setNumber(e.target.value)}
      />
      <TextField
        id={`${id}-expiry`}
        label={t('expiry')}
        type="date"
        min={dayAfter(today)}
        value={expiry}
        error={errors.expiry}
        disabled={uploading}
        onChange={(e) => setExpiry(e.target.value)}
      />
      <SpecialDocumentsPicker
        id={`${id}-images`}
        images={images}
        onChange={setImages}
        error={errors.images}
        onError={(message) => setErrors((e) => ({ ...e, images: message }))}
        disabled={uploading}
      />
      {uploading && (
        <div>
          <label htmlFor={`${id}-progress`} className="block text-sm text-slate-700">
            {t('uploading')}
          </label>
          <progress id={`${id}-progress`} max={100} value={Math.round((progress ?? 0) * 100)} className="w-full" />
        </div>
      )}
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
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
