'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { ErrorSummary } from '@/components/ui/error-summary';

type SummaryItem = { fieldId: string; message: string };

/** The list of what stops the search, each linking to its field; focused when a submit fails. */
export function SearchErrorSummary({ items, ref }: { items: SummaryItem[]; ref: Ref<HTMLDivElement> }) {
  const t = useTranslations('SearchForm');
  return (
    <ErrorSummary
      ref={ref}
      heading={t('errorSummary', { count: items.length })}
      items={items.map((item) => ({
        key: `${item.fieldId}-${item.message}`,
        fieldId: item.fieldId,
        text: item.message,
      }))}
    />
  );
}
