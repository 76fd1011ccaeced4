'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import * as memberBook from '@/lib/bff-client/member-book';
import { BOOK_SEGMENT, type BookEntry, type BookEntryInput } from '@/lib/contract';
import { BOOK_HAS_DEFAULT, canAddEntry, type BookKind } from '@/lib/domain/member-book-rules';
import { useBookRule } from './book-rules';
import { useBookFeedback } from './use-book-feedback';

/**
 * What a kind's form answers to its list: the fields' messages (localized), a line for the form, and the
 * result code the line stands for (a form may say something more precise for some codes).
 */
export type Refusal = { fields?: Record<string, string>; form?: string; code?: string } | null;

export type BookFormProps<K extends BookKind> = {
  entry: BookEntry<K> | null;
  onSave: (data: BookEntryInput<K>, isDefault: boolean) => Promise<Refusal>;
  onCancel: () => void;
};

type Props<K extends BookKind> = {
  kind: K;
  entries: BookEntry<K>[];
  max: number;
  /** One entry as the list shows it: its name first, then its details. */
  summary: (entry: BookEntry<K>) => { title: string; details: ReactNode };
  Form: (props: BookFormProps<K>) => ReactNode;
};

type Editing<K extends BookKind> = { kind: 'add' } | { kind: 'edit'; entry: BookEntry<K> } | null;

/**
 * One kind of the member's address book (spec §2 /member/contacts, /member/address, /member/beneficiary,
 * /member/eHeader/index): the list the page rendered with 'n of max', the default first and marked, add
 * and edit in an inline panel, set as default, delete with a confirmation. Each change refreshes the
 * page's server-rendered list.
 */
export function MemberBook<K extends BookKind>({ kind, entries, max, summary, Form }: Props<K>) {
  const t = useTranslations('MemberBook');
  const rule = useBookRule();
  const segment = BOOK_SEGMENT[kind] as Parameters<typeof memberBook.addEntry.call>[0]['kind'];
  const [editing, setEditing] = useState<Editing<K>>(null);
  const { router, addButton, feedback, reset, setStatus, setAlert, askDelete } = useBookFeedback(segment);

  function startAdd() {
    reset();
    if (!canAddEntry(kind, entries.length)) {
      setAlert(t(`${kind}.limit` as 'contact.limit', { max }));
      return;
    }
    setEditing({ kind: 'add' });
  }

  function closeForm() {
    setEditing(null);
    addButton.current?.focus();
  }

  async function save(data: BookEntryInput<K>, isDefault: boolean): Promise<Refusal> {
    const input = { kind: segment, data, isDefault } as Parameters<typeof memberBook.addEntry.call>[0];
    const result =
      editing?.kind === 'edit'
        ? await memberBook.updateEntry.call({ ...input, id: editing.entry.id }, { quiet: true })
        : await memberBook.addEntry.call(input, { quiet: true });
    if (!result.ok) {
      if (result.fieldErrors)
        return {
          fields: Object.fromEntries(Object.entries(result.fieldErrors).map(([f, key]) => [f, rule(key)])),
          form: t('fixFields'),
        };
      return { form: result.msg, code: result.code };
    }
    setStatus(editing?.kind === 'edit' ? t('saved') : t('added'));
    setEditing(null);
    router.refresh();
    addButton.current?.focus();
    return null;
  }

  async function makeDefault(entry: BookEntry<K>) {
    reset();
    const result = await memberBook.setDefaultEntry.call({ kind: segment, id: entry.id }, { quiet: true });
    // Spec §8: a failed set-default is 'interface access error'.
    if (!result.ok) setAlert(t('setDefaultFailed'));
    else setStatus(t('defaultSet', { name: summary(entry).title }));
    router.refresh();
  }

  const editingEntry = editing?.kind === 'edit' ? editing.entry : null;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700" data-testid="book-count">
          {t('count', { n: entries.length, max })}
        </p>
        <Button ref={addButton} onClick={startAdd} aria-expanded={editing?.kind === 'add'}>
          {t(`${kind}.add` as 'contact.add')}
        </Button>
      </div>
      {feedback}
      {editing && <Form key={editingEntry?.id ?? 'new'} entry={editingEntry} onSave={save} onCancel={closeForm} />}
      {entries.length === 0 ? (
        <p className="rounded-md bg-slate-50 p-4 text-slate-800">{t(`${kind}.empty` as 'contact.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label={t(`${kind}.listLabel` as 'contact.listLabel')}>
          {entries.map((entry) => {
            const { title, details } = summary(entry);
            return (
              <li key={entry.id} className="flex flex-wrap items-start gap-3 py-3" data-testid="book-entry">
                <div className="min-w-0 flex-1 basis-48 text-sm">
                  <p className="font-medium break-words text-slate-900">
                    {title}
                    {entry.isDefault && (
                      <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-700">
                        {t('default')}
                      </span>
                    )}
                    {entry.status && (
                      <span
                        className={`ml-2 rounded px-1.5 py-0.5 text-xs font-medium ${entry.status === 'effective' ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-900'}`}
                      >
                        {t(`status.${entry.status}`)}
                      </span>
                    )}
                  </p>
                  <div className="break-words text-slate-700">{details}</div>
                </div>
                <div className="flex flex-wrap gap-2">
                  {BOOK_HAS_DEFAULT[kind] && !entry.isDefault && (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t('setDefaultNamed', { name: title })}
                      onClick={() => makeDefault(entry)}
                    >
                      {t('setDefault')}
                    </Button>
                  )}
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('editNamed', { name: title })}
                    onClick={() => {
                      reset();
                      setEditing({ kind: 'edit', entry });
                    }}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('deleteNamed', { name: title })}
                    onClick={() => askDelete(entry.id, title)}
                  >
                    {t('delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
