'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { Field, fieldControlClass } from '@/components/ui/field';

/** One question of the member FAQ: the answer already sanitized on the server, and its plain text to search. */
export type FaqQuestion = { id: string; question: string; answerHtml: string; answerText: string };
/** A group of questions under its name (the CMS's sub-column), in the page's language. */
export type FaqGroup = { name: string; questions: FaqQuestion[] };

/**
 * Text as the search compares it: full-width forms folded (NFKC, so 'ＭＥＤＩＦ' finds 'MEDIF'), lower case,
 * runs of white space as one.
 */
export function searchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Every word of the query must appear in the question or its answer; an empty query matches everything. */
export function matchesQuery(question: FaqQuestion, query: string): boolean {
  const words = searchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = searchText(`${question.question} ${question.answerText}`);
  return words.every((word) => haystack.includes(word));
}

/** The groups with only their matching questions; a group left with none is left out. */
export function filterGroups(groups: FaqGroup[], query: string): FaqGroup[] {
  return groups
    .map((group) => ({ ...group, questions: group.questions.filter((q) => matchesQuery(q, query)) }))
    .filter((group) => group.questions.length > 0);
}

/** Answers are CMS markup: spacing and links drawn here, since the content feature's prose styles are its own. */
const ANSWER =
  'px-4 pb-4 text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_li]:list-disc [&_p+p]:mt-2';

/**
 * /member/faq (spec §2 member shell): the member FAQ by group, each question a disclosure (details and
 * summary: keyboard and screen readers know them). The search box narrows the questions as one types,
 * in the browser: the whole column is already on the page. The status line says how many match, or that
 * none do.
 */
export function MemberFaq({ groups }: { groups: FaqGroup[] }) {
  const t = useTranslations('MemberFaq');
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterGroups(groups, query), [groups, query]);
  const searching = searchText(query) !== '';
  const count = shown.reduce((n, group) => n + group.questions.length, 0);

  return (
    <div className="space-y-6">
      <form role="search" aria-label={t('searchLabel')} onSubmit={(event) => event.preventDefault()}>
        <Field id={`${id}-q`} label={t('searchLabel')} hint={t('searchHint')}>
          {(control) => (
            <input
              {...control}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              maxLength={50}
              autoComplete="off"
              enterKeyHint="search"
              className={fieldControlClass(false, 'w-full max-w-md')}
            />
          )}
        </Field>
      </form>
      <p role="status" className={searching ? 'text-sm text-slate-700' : 'sr-only'}>
        {searching ? (count > 0 ? t('matches', { count }) : t('noMatches', { query: query.trim() })) : ''}
      </p>
      {shown.map((group, g) => (
        <section key={group.name} aria-labelledby={`${id}-g${g}`}>
          <h2 id={`${id}-g${g}`} className="mb-2 text-lg font-semibold text-slate-900">
            {group.name}
          </h2>
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {group.questions.map((q) => (
              <li key={q.id}>
                <details className="group">
                  <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-2 font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                    <span className="min-w-0 break-words">{q.question}</span>
                    <span
                      aria-hidden="true"
                      className="shrink-0 text-slate-600 transition-transform group-open:rotate-180"
                    >
                      ▾
                    </span>
                  </summary>
                  <div className={ANSWER} dangerouslySetInnerHTML={{ __html: q.answerHtml }} />
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
