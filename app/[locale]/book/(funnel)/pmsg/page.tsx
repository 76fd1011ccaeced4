import { getTranslations } from 'next-intl/server';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';
import { isInvalidMember, currentMember } from '@/lib/member/current';
import { certificateTypes } from '@/lib/upstream/system';
import { FunnelFrame, FunnelProblem } from '@/components/booking/funnel-frame';
import { PassengerForm } from '@/components/booking/passenger-form';
import { FunnelItinerary } from './funnel-itinerary';
import { loadFunnel } from './load-funnel';

type Props = QueryPageProps;

export const generateMetadata = privatePageMetadata('BookingFunnel', 'passengersTitle');

/** /book/pmsg: passenger details and the contact for the flights chosen on /book/booking. */
export default async function PassengersPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const model = await loadFunnel(locale, await searchParams);
  if (model.kind === 'problem') return <FunnelProblem message={model.message} backHref={model.backHref} />;
  const [member, types, t] = await Promise.all([
    currentMember(locale),
    certificateTypes(await upstreamContextFor(locale)),
    getTranslations('BookingFunnel'),
  ]);
  const zh = locale === 'zh-CN';
  const list = types.ok ? (model.trip.international ? types.data.internation : types.data.domestic) : [];
  // Without idType the passport still works everywhere (international routes take nothing else).
  const certificates = list.length
    ? list.map((c) => ({ typeId: c.typeId, name: zh ? c.nameZh : c.nameEn }))
    : [{ typeId: 'PP' as const, name: t('passportFallback') }];
  return (
    <FunnelFrame step="passengers" itinerary={<FunnelItinerary stepper={model.stepper} />}>
      <PassengerForm
        search={model.search}
        trip={model.trip}
        certificates={certificates}
        isMember={member !== null && !isInvalidMember(member)}
      />
    </FunnelFrame>
  );
}
