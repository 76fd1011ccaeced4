import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { BffResult } from '@/lib/bff-client/bff-fetch';
import * as specialDocuments from '@/lib/bff-client/special-documents';
import { ResultCode } from '@/lib/contract/codes';
import type { SpecialDocument } from '@/lib/contract/special-documents';
import type { SpecialDocumentType } from '@/lib/domain/special-document-rules';
import type { PickedImage } from './special-documents-picker';

/** The document as the form holds it. */
export type SpecialDocumentValues = {
  type: SpecialDocumentType | '';
  number: string;
  expiry: string;
  /** A doctor's or a nurse's medical institution (spec §5); '' for the other kinds. */
  institution: string;
  /** Not a control's value: the picker adds and removes them, and a refused pick is said beside it. */
  images: PickedImage[];
};

/** The refusals airline-api says about the images: placed beside the picker. */
const IMAGE_CODES: readonly string[] = [
  ResultCode.SPECIAL_DOCUMENT_IMAGE_REQUIRED,
  ResultCode.SPECIAL_DOCUMENT_IMAGE_LIMIT,
  ResultCode.UPLOAD_WRONG_FORMAT,
  ResultCode.UPLOAD_TOO_LARGE,
];
const FIELDS = ['type', 'number', 'expiry', 'institution'] as const;

type Options = {
  form: UseFormReturn<SpecialDocumentValues>;
  passengerId: string;
  /** The document submitted again (its type stays), or null for a new one. */
  againId: string | null;
  onDone: (message: string) => void;
};

/**
 * Uploads the document's fields and pictures as they are (multipart with its progress, no base64 in the
 * browser) and places the answer: a field's rule beside it with the form's line, a word on the pictures beside
 * the picker, anything else as the form's line.
 */
export function useSpecialDocumentUpload({ form, passengerId, againId, onDone }: Options) {
  const t = useTranslations('SpecialDocuments');
  const [progress, setProgress] = useState<number | null>(null);
  const rule = (key: string | undefined) => (key ? t(`rules.${key}` as Parameters<typeof t>[0]) : undefined);

  function send(v: SpecialDocumentValues): Promise<BffResult<SpecialDocument>> {
    const details = {
      number: v.number.trim(),
      expiry: v.expiry,
      institution: v.institution.trim(),
      images: v.images.map((image) => image.file),
    };
    return againId
      ? specialDocuments.uploadWithProgress(
          specialDocuments.resubmitDocument,
          { documentId: againId, ...details },
          setProgress,
        )
      : specialDocuments.uploadWithProgress(
          specialDocuments.submitDocument,
          { passengerId, type: v.type, ...details },
          setProgress,
        );
  }

  function refused(result: Extract<BffResult<unknown>, { ok: false }>) {
    if (result.fieldErrors) {
      let placed = false;
      for (const field of FIELDS) {
        const message = rule(result.fieldErrors[field]);
        if (!message) continue;
        form.setError(field, { type: 'server', message });
        placed = true;
      }
      return form.setError('root.form', { type: 'server', message: placed ? t('fixFields') : result.msg });
    }
    if (IMAGE_CODES.includes(result.code)) return form.setError('images', { type: 'server', message: result.msg });
    form.setError('root.form', { type: 'server', message: result.msg || t('uploadFailed') });
  }

  async function upload(values: SpecialDocumentValues) {
    if (progress !== null) return;
    setProgress(0);
    let result: BffResult<SpecialDocument>;
    try {
      result = await send(values);
    } catch {
      result = { ok: false, code: 'NETWORK', msg: '' };
    }
    setProgress(null);
    if (result.ok) onDone(t('submitted'));
    else refused(result);
  }

  /** Broken rules: each beside its field, and the form's line. */
  const invalid = () => form.setError('root.form', { type: 'fix', message: t('fixFields') });

  return { upload, invalid, progress };
}
