'use client';

import { useTranslations } from 'next-intl';
import { useState, type MouseEvent } from 'react';
import * as memberDocuments from '@/lib/bff-client/member-documents';

/** One document as the page lists it: the title already in the page's language. */
export type DocumentRow = {
  documentId: string;
  title: string;
  fileName: string;
  sizeBytes: number;
  updatedAt: string;
};

const KB = 1024;
const MB = 1024 * 1024;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * A size as people read it: bytes under 1 kB, else kB, else MB, with one decimal at most (1,536 bytes is
 * 1.5 kB). The unit goes up when the rounded value would reach 1,024 of it (1,048,575 bytes is 1 MB, not
 * 1,024 kB).
 */
export function fileSize(bytes: number): { unit: 'bytes' | 'kB' | 'MB'; value: number } {
  if (bytes < KB) return { unit: 'bytes', value: bytes };
  if (oneDecimal(bytes / KB) < 1024) return { unit: 'kB', value: oneDecimal(bytes / KB) };
  return { unit: 'MB', value: oneDecimal(bytes / MB) };
}

/** Saves a downloaded file under its name, through a link the browser clicks for us. */
function save(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * /member/documentDownload (spec §2 member shell): the list of forms with their size and date. Each title
 * is a link to the file (it works without script too); with script the click fetches the file first, so
 * that a failure is said here as 'download failed' (spec §8) in an alert, instead of opening an error body.
 */
export function DocumentDownload({ documents }: { documents: DocumentRow[] }) {
  const t = useTranslations('MemberDocuments');
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  async function download(event: MouseEvent<HTMLAnchorElement>, row: DocumentRow) {
    // A modified click (new tab, save link as) is the browser's own.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (busy) return;
    setBusy(row.documentId);
    setFailed(false);
    const result = await memberDocuments.fetchDocument(row.documentId);
    setBusy(null);
    if (result.ok) save(result.file, row.fileName);
    else setFailed(true);
  }

  return (
    <div className="space-y-4">
      <p role="alert" className={failed ? 'rounded-md border border-red-200 bg-red-50 p-3 text-red-800' : 'sr-only'}>
        {failed ? t('downloadFailed') : ''}
      </p>
      <ul aria-label={t('listLabel')} className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {documents.map((row) => {
          const size = fileSize(row.sizeBytes);
          return (
            <li key={row.documentId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
              <div className="min-w-0">
                <p className="break-words font-medium text-slate-900">{row.title}</p>
                <p className="text-sm text-slate-600">
                  <span>{t('type')}</span>
                  <span aria-hidden="true"> · </span>
                  <span>{t(`size.${size.unit}`, { size: size.value })}</span>
                  <span aria-hidden="true"> · </span>
                  <time dateTime={row.updatedAt}>{t('updated', { date: row.updatedAt })}</time>
                </p>
              </div>
              <a
                href={memberDocuments.downloadDocument.url({ documentId: row.documentId })}
                download={row.fileName}
                onClick={(event) => void download(event, row)}
                aria-busy={busy === row.documentId || undefined}
                className="inline-flex min-h-10 shrink-0 items-center rounded-md border border-brand-700 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                {busy === row.documentId ? t('downloading') : t('download')}
                <span className="sr-only"> {row.title}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
