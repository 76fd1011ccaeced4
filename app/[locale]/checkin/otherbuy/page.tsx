import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';
import { loadCheckInSegment, SegmentHeading, segmentOf } from '../_lib/segment-page';
import { selairHref } from '../_lib/hrefs';
import { OtherBuyStep } from './other-buy-step';

/** The seat map, the add-ons and the draft's notes read these. */
const CLIENT_MESSAGES = ['CheckInExtras', 'SeatSelection'] as const;

export const generateMetadata = privatePageMetadata('CheckInExtras', 'otherBuyTitle');

const first = (value: string | string[] | undefined) => [value].flat()[0] ?? '';

/**
 * /checkin/otherbuy?orderNo=&segment= (spec §2 Check-in and seats; decision 22): the seat step and the add-ons
 * still on sale at check-in, for the passengers chosen on /checkin/selair. Read as the member's order or a trip
 * this browser found on /checkIn; otherwise the page says how to find the trip.
 */
export default async function OtherBuyPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const orderNo = first(query.orderNo);
  const segmentIndex = segmentOf(query.segment);
  const t = await getTranslations('CheckInExtras');
  const loaded = await loadCheckInSegment(
    locale,
    orderNo,
    segmentIndex,
    t('otherBuyTitle'),
    `/${locale}/checkin/otherbuy?orderNo=${encodeURIComponent(orderNo)}&segment=${segmentIndex}`,
  );
  if (loaded.kind === 'page') return loaded.page;
  const { trip } = loaded;
  return (
    <ClientMessages locale={locale} paths={CLIENT_MESSAGES}>
      <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:py-8">
        <Link href={selairHref(trip)} className="inline-flex min-h-6 items-center text-sm text-brand-700 underline">
          {t('back')}
        </Link>
        <SegmentHeading trip={trip} locale={locale} heading={t('otherBuyHeading')} />
        <OtherBuyStep trip={trip} locale={locale} />
      </div>
    </ClientMessages>
  );
}
