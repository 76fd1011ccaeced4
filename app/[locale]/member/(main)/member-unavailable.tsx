import { getLocale, getTranslations } from 'next-intl/server';
import { currentMember, isInvalidMember } from '@/lib/member/current';
import type { Locale } from '@/lib/i18n/routing';

/**
 * memberInfoQuery failed: 'user verification failed' (spec §8) when airline-api refused the login, and the header's
 * leaf clears the session; when the airline's system did not answer, the login stands and the page says the service
 * is away for now (issue 29 §4). The member was read once for this request (`currentMember` is cached).
 */
export async function MemberUnavailable() {
  const [t, locale] = await Promise.all([getTranslations('MemberCentre'), getLocale()]);
  const member = await currentMember(locale as Locale);
  const away = isInvalidMember(member) && member.unavailable;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
      {away ? t('serviceUnavailable') : t('verificationFailed')}
    </p>
  );
}
