'use client';

import { useTranslations } from 'next-intl';
import type { ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldControlClass } from '@/components/ui/field';
import { ATTACHMENTS_MAX, ATTACHMENT_TYPES, addAttachments } from './refund-rules';

/** A picked file, with a key of its own (the same file may be picked twice). */
export type PickedAttachment = { key: string; file: File };

let picks = 0;
const picked = (file: File): PickedAttachment => ({ key: `attachment-${(picks += 1)}`, file });

const sizeInKb = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));

type Props = {
  id: string;
  files: PickedAttachment[];
  onChange: (files: PickedAttachment[]) => void;
  /** The localized error beside the picker (a refused pick, or the server's word on the files). */
  error?: string;
  onError: (message: string | undefined) => void;
  disabled?: boolean;
};

/**
 * The refund's attachments (spec §3 'attachments'; §5 and §9 'at most 4 attachments, each at most 2 MB'): a file
 * input that adds to the chosen ones, each listed with its size and a remove button, and 'n/4'. A wrong file is
 * refused here, before anything is sent, with the localized 'wrong format' or 'file too large' (spec §8).
 */
export function RefundAttachments({ id, files, onChange, error, onError, disabled }: Props) {
  const t = useTranslations('Refund');

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    // Emptied, so that the same file can be picked again after it was removed.
    event.target.value = '';
    if (chosen.length === 0) return;
    const { next, issue } = addAttachments(files, chosen, picked);
    onChange(next);
    onError(issue ? t(issue) : undefined);
  }

  function remove(key: string) {
    onChange(files.filter((f) => f.key !== key));
    onError(undefined);
  }

  const countId = `${id}-count`;
  return (
    <div>
      <Field id={id} label={t('attachments')} hint={t('attachmentsHint')} error={error} describedBy={countId}>
        {(control, invalid) => (
          <input
            {...control}
            type="file"
            multiple
            accept={[...ATTACHMENT_TYPES, '.jpg', '.jpeg', '.png', '.pdf'].join(',')}
            disabled={disabled}
            onChange={pick}
            className={fieldControlClass(invalid, 'w-full max-w-full text-sm')}
          />
        )}
      </Field>
      <p id={countId} className="mt-1 text-sm text-slate-700" data-testid="refund-attachments-count">
        {t('attachmentsCount', { n: files.length, max: ATTACHMENTS_MAX })}
      </p>
      {files.length > 0 && (
        <ul className="mt-2 space-y-2">
          {files.map(({ key, file }, i) => (
            <li key={key} className="flex min-w-0 flex-wrap items-center justify-between gap-2 text-sm">
              <span className="min-w-0 break-all text-slate-900">
                {file.name} <span className="text-slate-600">({t('sizeKb', { size: sizeInKb(file.size) })})</span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={disabled}
                onClick={() => remove(key)}
                aria-label={t('removeAttachment', { n: i + 1, name: file.name })}
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
