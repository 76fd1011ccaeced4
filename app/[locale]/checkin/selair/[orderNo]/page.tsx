import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckInPanel } from '@/components/check-in/check-in-panel';
import { CounterAdviceNote } from '@/components/check-in/counter-advice';
import { TripFlightStatusLine } from '@/components/ui/trip-flight-status-line';
import { WindowText } from '@/components/check-in/trip-card';
import { airportMoment } from '@/components/check-in/trip-time';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isLocale } from '@/lib/i18n/routing';
import { loadCheckInSegment, segmentOf } from '../../_lib/segment-page';

const CLIENT_MESSAGES = ['CheckIn'] as const;

type Props = {
  params: Promise<{ locale: string; orderNo: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'CheckIn' });
  return { title: t('selair.title'), robots: { index: false } };
}

/**
 * /checkin/selair/{orderNo}?segment={index} (spec §2 Check-in and seats, §7 selectSeatAndCheckInState; decision 21
 * §1-§2): one segment's passengers with their check-in state, the clause, Check in, the seats and sequence
 * numbers with the boarding pass link, and Cancel check-in. Read as the member's order by the token, or as a
 * trip this browser found on /checkIn (the seal's proof). Without either, or for another's order, the page says
 * how to find the trip; any other failure is a localized alert with a reload link.
 */
export default async function SelairPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { orderNo } = await params;
  const segmentIndex = segmentOf((await searchParams).segment);
  const t = await getTranslations('CheckIn');
  const loaded = await loadCheckInSegment(
    locale,
    orderNo,
    segmentIndex,
    t('selair.title'),
    `/${locale}/checkin/selair/${orderNo}?segment=${segmentIndex}`,
  );
  if (loaded.kind === 'page') return loaded.page;
  const { trip } = loaded;
  const route = t('trip.route', { from: trip.depCityName, to: trip.arrCityName });
  const departs = airportMoment(trip.depTime, trip.depTimeZone, locale);
  return (
    <ClientMessages locale={locale} paths={CLIENT_MESSAGES}>
      <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:py-8">
        <Link href="/checkIn" className="inline-flex min-h-6 items-center text-sm text-brand-700 underline">
          {t('selair.back')}
        </Link>
        <div className="space-y-1">
          <h1 className="text-2xl font-bold text-slate-900">{t('selair.heading', { route })}</h1>
          <p className="text-slate-700">
            {t('trip.flight', { flightNo: trip.flightNo })} ·{' '}
            {t('trip.departs', { ...departs, airport: trip.depAirportName })}
          </p>
          <p className="text-sm text-slate-700">{t('trip.orderNo', { orderNo: trip.orderNo })}</p>
          <p className="text-sm font-medium text-slate-900" data-testid="trip-window">
            <WindowText trip={trip} locale={locale} />
          </p>
          <TripFlightStatusLine
            status={trip.flightStatus}
            airport={trip.depAirportName}
            locale={locale}
            orderNo={trip.orderNo}
          />
        </div>
        <CounterAdviceNote
          international={trip.international}
          departureTime={trip.depTime}
          flightStatus={trip.flightStatus}
          timeZone={trip.depTimeZone}
          airport={trip.depAirportName}
          locale={locale}
        />
        <CheckInPanel trip={trip} locale={locale} />
      </div>
    </ClientMessages>
  );
}
