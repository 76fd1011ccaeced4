'use client';

import { useTranslations } from 'next-intl';

/**
 * A rule key of lib/domain/member-book-rules as a message: the address book's own (MemberBook.rules), then
 * the passenger rules' (BookingRules, for beneficiaries), then a general line.
 */
export function useBookRule(): (key: string) => string {
  const t = useTranslations('MemberBook');
  const booking = useTranslations('BookingRules');
  return (key: string) => {
    const own = `rules.${key}` as Parameters<typeof t>[0];
    if (t.has(own)) return t(own);
    const other = key as Parameters<typeof booking>[0];
    return booking.has(other) ? booking(other) : t('rules.invalid');
  };
}
