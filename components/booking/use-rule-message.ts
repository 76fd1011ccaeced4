'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

/** Rule message keys of lib/domain (passenger, certificate, seat, fee, coupon rules) in the page's language. */
export function useRuleMessage(): (key: string | undefined | null) => string | undefined {
  const t = useTranslations('BookingRules');
  return useCallback(
    (key) => {
      if (!key) return undefined;
      return t.has(key) ? t(key as 'nameRequired') : t('fallback');
    },
    [t],
  );
}
