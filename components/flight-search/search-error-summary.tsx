'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';

type SummaryItem = { fieldId: string; message: string };

/** The list of what stops the search, each linking to its field; focused when a submit fails. */
export function SearchErrorSummary({ items, ref }: { items: SummaryItem[]; ref: Ref<HTMLDivElement> }) {
  const t = useTranslations('SearchForm');
  if (!items.length) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-800"
    >
      <p className="font-medium">{t('errorSummary', { count: items.length })}</p>
      <ul className="mt-1 list-disc pl-5">
        {items.map((item) => (
          <li key={`${item.fieldId}-${item.message}`}>
            <a
              href={`#${item.fieldId}`}
              className="underline"
              onClick={(e) => {
                e.preventDefault();
                document.getElementById(item.fieldId)?.focus();
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
