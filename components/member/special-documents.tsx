'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import * as specialDocuments from '@/lib/bff-client/special-documents';
import type { SpecialDocument } from '@/lib/contract/special-documents';
import { mayChange, needsResubmission, type SpecialDocumentStatusCode } from '@/lib/domain/special-document-rules';
import { SpecialDocumentsForm } from './special-documents-form';

type Props = {
  passengerId: string;
  /** The name the member knows the passenger by (the list's label). */
  name: string;
  /** Today in the airline's zone (yyyy-MM-dd), as the page rendered it. */
  today: string;
};

type Loaded = { kind: 'loading' } | { kind: 'failed'; msg: string } | { kind: 'ready'; list: SpecialDocument[] };

/** Spec §4 status colours: under review amber, certified green, failed or invalid red (all AA on white). */
const STATUS_CLASS: Record<SpecialDocumentStatusCode, string> = {
  1: 'text-amber-800',
  2: 'text-green-800',
  3: 'text-red-700',
  4: 'text-green-800',
  5: 'text-red-700',
};

/** A document number in the list: its first 3 and last 4 characters. */
function maskedNumber(n: string): string {
  return n.length <= 7 ? n : `${n.slice(0, 3)}${'*'.repeat(n.length - 7)}${n.slice(-4)}`;
}

/**
 * The "Special documents" control of a saved passenger's row (spec §3 special documents, §6 special
 * passengers may add special certificates for review): a button that opens the passenger's panel below
 * the row, read when it opens.
 */
export function SpecialDocumentsControl({ passengerId, name, today }: Props) {
  const t = useTranslations('SpecialDocuments');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('openNamed', { name })}
        onClick={() => setOpen((o) => !o)}
      >
        {t('open')}
      </Button>
      {open && <SpecialDocumentsPanel id={panelId} passengerId={passengerId} name={name} today={today} />}
    </>
  );
}

/**
 * One passenger's special documents: each with its type, number, expiry, localized status (spec §4) and
 * pictures; a failed or invalid one may be submitted again, any not under review deleted; below, the form
 * to add one. An upstream failure is a localized alert with a reload button, never a crash.
 */
function SpecialDocumentsPanel({ id, passengerId, name, today }: Props & { id: string }) {
  const t = useTranslations('SpecialDocuments');
  const [round, setRound] = useState(0);
  // Nothing kept: a document's status changes on review, so each opening asks again.
  const read = useBffQuery(specialDocuments.listDocuments, { passengerId }, { round });
  const loaded: Loaded = read.isPending
    ? { kind: 'loading' }
    : read.result?.ok
      ? { kind: 'ready', list: read.result.data.list }
      : { kind: 'failed', msg: read.failure?.msg ?? '' };
  const [again, setAgain] = useState<SpecialDocument | null>(null);
  const [confirming, setConfirming] = useState<SpecialDocument | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [alert, setAlert] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const [formKey, setFormKey] = useState(0);

  useEffect(() => heading.current?.focus(), []);

  /** Asks again from the start, saying it is loading. */
  const reload = () => setRound((r) => r + 1);

  function done(message: string) {
    setStatus(message);
    setAlert('');
    setAgain(null);
    setFormKey((k) => k + 1);
    // The list stays shown while its new reading comes.
    void read.refetch();
  }

  async function remove() {
    if (!confirming) return;
    setBusy(true);
    const result = await specialDocuments.deleteDocument.call({ documentId: confirming.documentId }, { quiet: true });
    setBusy(false);
    setConfirming(null);
    if (!result.ok) setAlert(result.msg);
    else done(t('deleted'));
  }

  const typeName = (type: string) => t(`types.${type}` as Parameters<typeof t>[0]);
  const list = loaded.kind === 'ready' ? loaded.list : [];

  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="w-full basis-full space-y-3 rounded-md border border-slate-300 bg-slate-50 p-3"
    >
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-lg font-semibold break-words text-slate-900">
        {t('heading', { name })}
      </h2>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      <div role="status" aria-live="polite" className="text-sm text-green-800">
        {loaded.kind === 'loading' ? t('loading') : status}
      </div>
      {loaded.kind === 'failed' && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p>
            {t('loadFailed')} {loaded.msg}
          </p>
          <Button variant="link" className="mt-1 min-h-6" onClick={reload}>
            {t('retry')}
          </Button>
        </div>
      )}
      {alert && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {alert}
        </p>
      )}
      {loaded.kind === 'ready' && list.length === 0 && <p className="text-sm text-slate-800">{t('empty')}</p>}
      {list.length > 0 && (
        <ul aria-label={t('listLabel')} className="divide-y divide-slate-200">
          {list.map((doc) => (
            <li key={doc.documentId} className="space-y-1 py-2 text-sm">
              <p className="break-words text-slate-900">
                <span className="font-medium">{typeName(doc.type)}</span> {maskedNumber(doc.number)}
              </p>
              <p className="text-slate-700">{t('validUntil', { date: doc.expiry })}</p>
              {doc.institution && <p className="text-slate-700">{t('institutionLine', { name: doc.institution })}</p>}
              <p className="text-slate-700">
                {t('statusLabel')}
                <span className={`font-medium ${STATUS_CLASS[doc.status]}`}>{t(`status.${doc.status}`)}</span>
              </p>
              {doc.reason && doc.status === 3 && (
                <p className="break-words text-slate-700">{t('reason', { reason: doc.reason })}</p>
              )}
              <p className="text-slate-700">{t('imageCount', { n: doc.imageCount })}</p>
              {doc.imageCount > 0 && (
                <div className="flex flex-wrap gap-2">
                  {Array.from({ length: doc.imageCount }, (_, i) => (
                    // The member's own picture, from the BFF with their session: nothing for next/image to cache.
                    // eslint-disable-next-line @next/next/no-img-element
                    <img
                      key={i}
                      src={specialDocuments.documentImage.url({ documentId: doc.documentId, seq: i + 1 })}
                      alt={t('storedImage', { type: typeName(doc.type), n: i + 1 })}
                      width={48}
                      height={48}
                      loading="lazy"
                      className="h-12 w-12 rounded border border-slate-300 object-cover"
                    />
                  ))}
                </div>
              )}
              <div className="flex flex-wrap gap-2 pt-1">
                {needsResubmission(doc.status) && (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('resubmitNamed', { type: typeName(doc.type) })}
                    onClick={() => {
                      setStatus('');
                      setAgain(doc);
                    }}
                  >
                    {t('resubmit')}
                  </Button>
                )}
                {mayChange(doc.status) && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('deleteNamed', { type: typeName(doc.type) })}
                    onClick={() => {
                      setStatus('');
                      setAlert('');
                      setConfirming(doc);
                    }}
                  >
                    {t('delete')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <div
          role="alertdialog"
          aria-labelledby={`${id}-confirm`}
          className="rounded-md border border-red-300 bg-red-50 p-3"
        >
          <p id={`${id}-confirm`} className="mb-2 text-sm text-red-900">
            {t('confirmDelete', { type: typeName(confirming.type) })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" size="sm" busy={busy} onClick={remove}>
              {t('confirm')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setConfirming(null)}>
              {t('keep')}
            </Button>
          </div>
        </div>
      )}
      {loaded.kind === 'ready' && (
        <SpecialDocumentsForm
          key={again ? `again-${again.documentId}` : `new-${formKey}`}
          passengerId={passengerId}
          today={today}
          again={again}
          takenTypes={list.map((doc) => doc.type)}
          onDone={done}
          onCancel={() => setAgain(null)}
        />
      )}
    </section>
  );
}
