import { getTranslations } from 'next-intl/server';
import { NATIONALITIES } from '@/components/booking/nationalities';
import { SavedPassengers } from '@/components/member/saved-passengers';
import { LOGIN_REQUIRED_CODES } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { airlineToday } from '@/lib/domain/airline-time';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';
import { requireMember } from '@/lib/session';
import { savedPassengers } from '@/lib/upstream/booking';
import { certificateTypes } from '@/lib/upstream/system';
import { MemberUnavailable } from '../member-unavailable';
import { LoadFailed, MemberPageCard } from '../member-page';
import { renderedAt } from '@/lib/domain/rendered-at';

export const generateMetadata = privatePageMetadata('MemberPassengers', 'title');

/**
 * /member/passengers (spec §2 member shell): the member's saved passengers, server-rendered from the same
 * GET the booking funnel's picker reads; adding, editing and deleting are the client list's, through
 * `lib/bff-client/member-passengers`. A refused token is 'user verification failed' like the other member pages; any
 * other upstream failure is a localized line with a reload link, never a crash.
 */
export default async function MemberPassengersPage({ params }: QueryPageProps) {
  const locale = await pageLocale(params);
  await requireMember(locale);
  const context = await upstreamContextFor(locale);
  const [t, funnel, result, types] = await Promise.all([
    getTranslations('MemberPassengers'),
    getTranslations('BookingFunnel'),
    savedPassengers(context),
    certificateTypes(context),
  ]);
  if (!result.ok && LOGIN_REQUIRED_CODES.includes(result.code)) return <MemberUnavailable />;
  const zh = locale === 'zh-CN';
  const certificates = types.ok
    ? types.data.domestic.map((c) => ({ value: c.typeId, name: zh ? c.nameZh : c.nameEn }))
    : [{ value: 'PP', name: funnel('passportFallback') }];
  const nationalities = NATIONALITIES.map((code) => ({ value: code, name: funnel(`nationalityNames.${code}`) }));
  const now = renderedAt();

  return (
    <MemberPageCard id="member-passengers-heading" heading={t('heading')}>
      {!result.ok ? (
        <LoadFailed message={t('loadFailed')} reloadHref={`/${locale}/member/passengers`} reloadLabel={t('reload')} />
      ) : (
        <SavedPassengers
          passengers={result.data.list}
          max={result.data.max}
          today={airlineToday(new Date(now))}
          nowMs={now}
          certificates={certificates}
          nationalities={nationalities}
        />
      )}
    </MemberPageCard>
  );
}
