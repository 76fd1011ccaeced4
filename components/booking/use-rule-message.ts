'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

/** Rule message keys of lib/domain (passenger, certificate, seat, fee, coupon rules) in the page's language. */
export function useRuleMessage(): (key: string | undefined | null) => string | undefined {
  const t = useTranslations('BookingRules');
  return useCallback(
    (key) => {
      if (!key) return undefined;
      // Rule keys come from several lib/domain modules and the BFF's field errors: checked at run time.
      const known = key as Parameters<typeof t>[0];
      return t.has(known) ? t(known) : t('fallback');
    },
    [t],
  );
}
