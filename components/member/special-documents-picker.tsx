'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldControlClass } from '@/components/ui/field';
import {
  SPECIAL_DOCUMENT_IMAGES_MAX,
  SPECIAL_DOCUMENT_IMAGE_TYPES,
  imageFileIssue,
  type ImageFileIssue,
} from '@/lib/domain/special-document-rules';

/** A picked file and the object URL its thumbnail shows (revoked when it is removed or the picker goes). */
export type PickedImage = { key: string; file: File; url: string };

type PickIssue = ImageFileIssue | 'imageLimit';

/**
 * Adds the files just picked to those already there, each checked as spec §5 says (jpg or png, at most
 * 5 MB, at most 5 in all): the ones that pass are kept in order, the first refusal is said once.
 */
export function addPicked(
  current: PickedImage[],
  files: File[],
  make: (file: File) => PickedImage,
): { next: PickedImage[]; issue: PickIssue | null } {
  const next = [...current];
  let issue: PickIssue | null = null;
  for (const file of files) {
    const fileIssue = imageFileIssue(file);
    if (fileIssue) issue ??= fileIssue;
    else if (next.length >= SPECIAL_DOCUMENT_IMAGES_MAX) issue ??= 'imageLimit';
    else next.push(make(file));
  }
  return { next, issue };
}

let picks = 0;
const picked = (file: File): PickedImage => ({ key: `pick-${(picks += 1)}`, file, url: URL.createObjectURL(file) });

type Props = {
  id: string;
  images: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  /** The localized error beside the picker (a refused pick, or the server's word on the images). */
  error?: string;
  onError: (message: string | undefined) => void;
  disabled?: boolean;
};

/**
 * The document's pictures (spec §5 "a certificate picture must be uploaded", at most 5 of 5 MB, jpg or png):
 * a file input that adds to the chosen ones, their thumbnails with a remove button each, and 'n/5'. A wrong
 * file is refused here, before anything is sent, with the localized 'wrong format' or 'file too large'.
 */
export function SpecialDocumentsPicker({ id, images, onChange, error, onError, disabled }: Props) {
  const t = useTranslations('SpecialDocuments');
  const shown = useRef(images);
  useEffect(() => {
    shown.current = images;
  }, [images]);
  // The object URLs still shown when the picker goes (form closed or submitted).
  useEffect(() => () => shown.current.forEach((image) => URL.revokeObjectURL(image.url)), []);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Emptied, so that the same file can be picked again after it was removed.
    event.target.value = '';
    if (files.length === 0) return;
    const { next, issue } = addPicked(images, files, picked);
    onChange(next);
    onError(issue ? t(issue) : undefined);
  }

  function remove(key: string) {
    const gone = images.find((image) => image.key === key);
    if (gone) URL.revokeObjectURL(gone.url);
    onChange(images.filter((image) => image.key !== key));
    onError(undefined);
  }

  const countId = `${id}-count`;
  return (
    <div>
      <Field id={id} label={t('images')} hint={t('imagesHint')} error={error} describedBy={countId}>
        {(control, invalid) => (
          <input
            {...control}
            type="file"
            multiple
            accept={SPECIAL_DOCUMENT_IMAGE_TYPES.join(',')}
            disabled={disabled}
            onChange={pick}
            className={fieldControlClass(invalid, 'w-full max-w-full text-sm')}
          />
        )}
      </Field>
      <p id={countId} className="mt-1 text-sm text-slate-700">
        {t('imagesCount', { n: images.length, max: SPECIAL_DOCUMENT_IMAGES_MAX })}
      </p>
      {images.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-3">
          {images.map((image, i) => (
            <li key={image.key} className="flex flex-col items-center gap-1">
              {/* An object URL of the member's own file: nothing for next/image to fetch or optimise. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={image.url}
                alt={t('pickedImage', { n: i + 1 })}
                width={64}
                height={64}
                className="h-16 w-16 rounded border border-slate-300 object-cover"
              />
              <Button
                variant="secondary"
                size="sm"
                disabled={disabled}
                onClick={() => remove(image.key)}
                aria-label={t('removeImage', { n: i + 1 })}
              >
                {t('remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
