import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { callForTrip } from '@/app/api/check-in/_lib/trip-access';
import { CheckInLoadFailed } from '@/components/check-in/page-notes';
import { canGetSeats } from '@/components/seat/seat-picks';
import { SeatSelectionFlow } from '@/components/seat/seat-selection-flow';
import { SeatTripList } from '@/components/seat/seat-trips';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { LOGIN_REQUIRED_CODES, ResultCode, type CheckInTrip } from '@/lib/contract';
import { ClientMessages, WALLET_PAY_MESSAGES } from '@/lib/i18n/client-messages';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { openWalletBalance } from '@/lib/member/current';
import { readSession } from '@/lib/session';
import { checkInState, checkInTrips } from '@/lib/upstream/check-in';
import { SegmentHeading, segmentOf } from '../../checkin/_lib/segment-page';
import { VisitorSeatLookup } from './visitor-seat-lookup';
import type { QueryPageProps } from '@/lib/i18n/page-metadata';

/** The seat map, the checkout and the trips read these; the visitor's lookup form reads check-in's words. */
const CLIENT_MESSAGES = ['SeatSelection', ...WALLET_PAY_MESSAGES] as const;
const LOOKUP_MESSAGES = ['SeatSelection', 'CheckIn.lookup', 'CheckIn.errors'] as const;

type Props = QueryPageProps;

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const [t, site] = await Promise.all([
    getTranslations({ locale, namespace: 'SeatSelection' }),
    getTranslations({ locale, namespace: 'Content' }),
  ]);
  return {
    title: site('titleTemplate', { title: t('title') }),
    description: t('description'),
    robots: { index: false },
  };
}

/** An order number as airline-api writes them (letters and digits); anything else is no trip at all. */
const ORDER_NO = /^[A-Za-z0-9]{1,32}$/;
/** Answers that mean 'this browser may not see this trip': the page offers to find it, never an error. */
const NO_ACCESS: readonly string[] = [ResultCode.NOT_FOUND, ResultCode.BAD_REQUEST, ...LOGIN_REQUIRED_CODES];

type Segment = { kind: 'trip'; trip: CheckInTrip } | { kind: 'noAccess' } | { kind: 'failed' };

/** The segment of the query, as the member's order or a trip this browser found (the check-in seal's proof). */
async function segmentFor(locale: Locale, orderNo: string, segmentIndex: number): Promise<Segment> {
  if (!ORDER_NO.test(orderNo)) return { kind: 'noAccess' };
  const result = await callForTrip(locale, orderNo, (context, visitor) =>
    checkInState(context, { orderNo, segmentIndex, visitor }),
  );
  if (result.ok) return { kind: 'trip', trip: result.data.trip };
  return NO_ACCESS.includes(result.code) ? { kind: 'noAccess' } : { kind: 'failed' };
}

type Trips = { kind: 'visitor' } | { kind: 'failed' } | { kind: 'member'; trips: CheckInTrip[] };

/** The member's trips that can still get seats, or 'visitor' without a login airline-api takes. */
async function memberTrips(locale: Locale): Promise<Trips> {
  if (!(await readSession())) return { kind: 'visitor' };
  const result = await checkInTrips(await upstreamContextFor(locale), { queryType: 'ALL' });
  if (result.ok) return { kind: 'member', trips: result.data.records.filter(canGetSeats) };
  return LOGIN_REQUIRED_CODES.includes(result.code) ? { kind: 'visitor' } : { kind: 'failed' };
}

const first = (value: string | string[] | undefined) => [value].flat()[0];

/**
 * /seat/seatSelections (spec §2 Check-in and seats: "seat map, order confirmation and selection; for oneself or
 * another traveller's trip"; §4 seat selection flow; decision 22). Without a segment: a member's trips that can
 * still get seats, or a visitor's lookup by ticket or document number and name. With ?orderNo=&seg= (kept in
 * the URL so a reload stays): the segment's seat map, the tips and the order of the seats picked. Rendered per
 * request (it reads the session and the check-in seal); private, so not indexed.
 */
export default async function SeatSelectionsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const orderNo = first(query.orderNo);
  const segmentIndex = segmentOf(query.seg);
  const t = await getTranslations('SeatSelection');
  const member = (await readSession()) !== null;
  const self = `/${locale}/seat/seatSelections`;

  const segment = orderNo ? await segmentFor(locale, orderNo, segmentIndex) : null;
  if (orderNo && segment?.kind === 'trip') {
    const { trip } = segment;
    // A member with an open wallet may pay the seats from it (decision 49); a visitor keeps the gateway only.
    const wallet = member ? await openWalletBalance(locale) : null;
    return (
      <ClientMessages locale={locale} paths={CLIENT_MESSAGES}>
        <div className="mx-auto w-full max-w-3xl min-w-0 space-y-6 px-4 py-6 sm:py-8">
          <Link
            href="/seat/seatSelections"
            className="inline-flex min-h-6 items-center text-sm text-brand-700 underline"
          >
            {t('back')}
          </Link>
          <SegmentHeading trip={trip} locale={locale} heading={t('title')} />
          <SeatSelectionFlow orderNo={trip.orderNo} segmentIndex={trip.segIndex} member={member} wallet={wallet} />
        </div>
      </ClientMessages>
    );
  }

  const trips = await memberTrips(locale);
  return (
    <ClientMessages locale={locale} paths={trips.kind === 'visitor' ? LOOKUP_MESSAGES : CLIENT_MESSAGES}>
      <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:py-8">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
          <p className="mt-2 text-slate-700">{t('intro')}</p>
        </div>
        {segment?.kind === 'noAccess' && (
          <p
            role="status"
            className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900"
            data-testid="seat-no-access"
          >
            {t('noAccess')}
          </p>
        )}
        {segment?.kind === 'failed' && (
          <CheckInLoadFailed
            message={t('loadFailed')}
            reloadHref={`${self}?orderNo=${encodeURIComponent(orderNo ?? '')}&seg=${segmentIndex}`}
            reloadLabel={t('reload')}
          />
        )}
        {trips.kind === 'visitor' ? (
          <>
            <VisitorSeatLookup locale={locale} />
            <p className="text-sm text-slate-700">
              {t('loginHint')}{' '}
              <Link
                href={{ pathname: '/login', query: { next: self } }}
                className="inline-flex min-h-6 items-center text-brand-700 underline"
              >
                {t('login')}
              </Link>
            </p>
          </>
        ) : (
          <section aria-labelledby="seat-member-trips" className="space-y-3">
            <h2 id="seat-member-trips" className="text-xl font-semibold text-slate-900">
              {t('memberHeading')}
            </h2>
            {trips.kind === 'failed' ? (
              <CheckInLoadFailed message={t('loadFailed')} reloadHref={self} reloadLabel={t('reload')} />
            ) : (
              <SeatTripList trips={trips.trips} locale={locale} empty={t('noTrips')} />
            )}
          </section>
        )}
      </div>
    </ClientMessages>
  );
}
