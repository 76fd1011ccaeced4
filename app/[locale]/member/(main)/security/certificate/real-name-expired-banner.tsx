import 'server-only';
import { RealNameExpiredNotice } from '@/components/member/real-name-expired-notice';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import type { Locale } from '@/lib/i18n/routing';
import { realNameStatus } from '@/lib/upstream/member';

/**
 * The member home's 'real-name certification expired' notice (spec §6, §8), read on its own: nothing when
 * the certification holds or cannot be read (the home's summary still shows; the status page says more).
 */
export async function RealNameExpiredBanner({ locale }: { locale: Locale }) {
  const certification = await realNameStatus(await upstreamContextFor(locale));
  return certification.ok && certification.data.expired ? <RealNameExpiredNotice /> : null;
}
