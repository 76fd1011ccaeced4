import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';
import { isInvalidMember, currentMember } from '@/lib/member/current';
import { certificateTypes } from '@/lib/upstream/system';
import { ConfirmView } from '@/components/booking/confirm-view';
import { FunnelFrame, FunnelProblem } from '@/components/booking/funnel-frame';
import { FunnelItinerary } from '../pmsg/funnel-itinerary';
import { loadFunnel } from '../pmsg/load-funnel';

type Props = QueryPageProps;

export const generateMetadata = privatePageMetadata('BookingFunnel', 'confirmTitle');

/** /book/confirm: the price of the whole draft, member deductions, the purchase terms, and the order. */
export default async function ConfirmPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const model = await loadFunnel(locale, await searchParams);
  if (model.kind === 'problem') return <FunnelProblem message={model.message} backHref={model.backHref} />;
  const [member, types] = await Promise.all([
    currentMember(locale),
    certificateTypes(await upstreamContextFor(locale)),
  ]);
  const certificateNames = Object.fromEntries(
    (types.ok ? types.data.domestic : []).map((c) => [c.typeId, locale === 'zh-CN' ? c.nameZh : c.nameEn]),
  );
  return (
    <FunnelFrame step="confirm" itinerary={<FunnelItinerary stepper={model.stepper} />}>
      <ConfirmView
        search={model.search}
        trip={model.trip}
        isMember={member !== null && !isInvalidMember(member)}
        certificateNames={certificateNames}
      />
    </FunnelFrame>
  );
}
