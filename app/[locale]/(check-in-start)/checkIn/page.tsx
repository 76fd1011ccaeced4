import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FriendTripForm } from '@/components/check-in/friend-trip-form';
import { CheckInLoadFailed } from '@/components/check-in/page-notes';
import { TripList } from '@/components/check-in/trip-card';
import { VisitorLookup } from '@/components/check-in/visitor-lookup';
import { Card } from '@/components/ui/card';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { LOGIN_REQUIRED_CODES, type CheckInTrip } from '@/lib/contract';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { readSession } from '@/lib/session';
import { checkInTrips } from '@/lib/upstream/check-in';

/** The page's client parts (the lookup, the friend form, the trips a visitor found) read these. */
const CLIENT_MESSAGES = ['CheckIn'] as const;

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const [t, site] = await Promise.all([
    getTranslations({ locale, namespace: 'CheckIn' }),
    getTranslations({ locale, namespace: 'Content' }),
  ]);
  return { title: site('titleTemplate', { title: t('title') }), description: t('description') };
}

type Trips = { kind: 'visitor' } | { kind: 'failed' } | { kind: 'member'; trips: CheckInTrip[] };

/**
 * The member's trips (own and added by ticket), or 'visitor' when nobody is logged in or airline-api no longer
 * takes the login (the visitor's form then serves), or 'failed' for any other upstream failure.
 */
async function memberTrips(locale: Locale): Promise<Trips> {
  if (!(await readSession())) return { kind: 'visitor' };
  const result = await checkInTrips(await upstreamContextFor(locale), { queryType: 'ALL' });
  if (result.ok) return { kind: 'member', trips: result.data.records };
  return LOGIN_REQUIRED_CODES.includes(result.code) ? { kind: 'visitor' } : { kind: 'failed' };
}

/**
 * /checkIn (spec §2 Check-in and seats, §7 selectOptionalSeatTravel; decision 21): a member sees each
 * passenger-segment of their ticketed trips with its check-in state (not open yet with the opening time in the
 * departure airport's zone, open, closed, checked in with seat, or why not online) and adds another traveller's
 * trip by ticket number and name; a visitor finds a trip by ticket or document number and name. Each open trip
 * links to /checkin/selair/{orderNo}?segment={index}. Rendered per request (it reads the session); an upstream
 * failure is a localized alert with a reload link.
 */
export default async function CheckInPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const [t, trips] = await Promise.all([getTranslations('CheckIn'), memberTrips(locale)]);

  return (
    <ClientMessages locale={locale} paths={CLIENT_MESSAGES}>
      <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:py-8">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
          <p className="mt-2 text-slate-700">{t('intro')}</p>
        </div>
        {trips.kind === 'visitor' ? (
          <>
            <VisitorLookup locale={locale} />
            <p className="text-sm text-slate-700">
              {t('loginHint')}{' '}
              <Link
                href={{ pathname: '/login', query: { next: `/${locale}/checkIn` } }}
                className="inline-flex min-h-6 items-center text-brand-700 underline"
              >
                {t('login')}
              </Link>
            </p>
          </>
        ) : (
          <>
            <section aria-labelledby="check-in-member-trips" className="space-y-3">
              <h2 id="check-in-member-trips" className="text-xl font-semibold text-slate-900">
                {t('memberHeading')}
              </h2>
              {trips.kind === 'failed' ? (
                <CheckInLoadFailed
                  message={t('loadFailed')}
                  reloadHref={`/${locale}/checkIn`}
                  reloadLabel={t('reload')}
                />
              ) : (
                <TripList trips={trips.trips} locale={locale} empty={t('noTrips')} />
              )}
            </section>
            <Card as="section" aria-labelledby="check-in-friend-heading" className="max-w-xl space-y-3">
              <h2 id="check-in-friend-heading" className="text-xl font-semibold text-slate-900">
                {t('friend.heading')}
              </h2>
              <p className="text-sm text-slate-700">{t('friend.intro')}</p>
              <FriendTripForm />
            </Card>
          </>
        )}
      </div>
    </ClientMessages>
  );
}
