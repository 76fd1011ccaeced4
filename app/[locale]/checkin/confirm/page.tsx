import { getTranslations } from 'next-intl/server';
import { ClientMessages, WALLET_PAY_MESSAGES } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';
import { currentMember, isInvalidMember, openWalletBalance } from '@/lib/member/current';
import { loadCheckInSegment, SegmentHeading, segmentOf } from '../_lib/segment-page';
import { ConfirmStep } from './confirm-step';

/** The checkout and the draft's notes read these. */
const CLIENT_MESSAGES = ['CheckInExtras', 'SeatSelection', ...WALLET_PAY_MESSAGES] as const;

export const generateMetadata = privatePageMetadata('CheckInExtras', 'confirmTitle');

const first = (value: string | string[] | undefined) => [value].flat()[0] ?? '';

/**
 * /checkin/confirm?orderNo=&segment= (spec §2 Check-in and seats, §4 seat selection flow; decision 22): the
 * seats and add-ons chosen on /checkin/otherbuy with their total, points for members, and Confirm, which checks
 * the passengers in once paid (or at once when nothing is due).
 */
export default async function ConfirmPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const orderNo = first(query.orderNo);
  const segmentIndex = segmentOf(query.segment);
  const t = await getTranslations('CheckInExtras');
  const [loaded, member, wallet] = await Promise.all([
    loadCheckInSegment(
      locale,
      orderNo,
      segmentIndex,
      t('confirmTitle'),
      `/${locale}/checkin/confirm?orderNo=${encodeURIComponent(orderNo)}&segment=${segmentIndex}`,
    ),
    currentMember(locale),
    openWalletBalance(locale),
  ]);
  if (loaded.kind === 'page') return loaded.page;
  return (
    <ClientMessages locale={locale} paths={CLIENT_MESSAGES}>
      <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:py-8">
        <SegmentHeading trip={loaded.trip} locale={locale} heading={t('confirmHeading')} />
        <ConfirmStep trip={loaded.trip} member={member !== null && !isInvalidMember(member)} wallet={wallet} />
      </div>
    </ClientMessages>
  );
}
