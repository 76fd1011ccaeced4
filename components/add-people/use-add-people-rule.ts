'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

/**
 * A rule key in the page's language: this feature's own (`chooseAdult`), else the booking's rule messages
 * (BookingRules: the same lib/domain passenger rules the booking's passenger form shows, and airline-api's
 * fieldErrors), else the booking's fallback.
 */
export function useAddPeopleRule(): (key: string | undefined) => string | undefined {
  const t = useTranslations('AddPeople');
  const rules = useTranslations('BookingRules');
  return useCallback(
    (key) => {
      if (!key) return undefined;
      if (key === 'chooseAdult') return t(key);
      // Rule keys come from lib/domain and from the BFF's field errors: checked at run time.
      const known = key as Parameters<typeof rules>[0];
      return rules.has(known) ? rules(known) : rules('fallback');
    },
    [t, rules],
  );
}
