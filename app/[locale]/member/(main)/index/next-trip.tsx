import { useTranslations } from 'next-intl';
import { TripList } from '@/components/check-in/trip-card';
import type { CheckInTrip } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';

/**
 * The member's next flight, with its check-in state (issue 28 §6): the first of their own trips (spec §7
 * selectOptionalSeatTravel, as /checkIn lists them) that has not yet left, drawn as /checkIn draws it, so the way
 * to check in is one tap from the member home. None: a line and the way to book; unread: a line, the rest of the
 * page stands.
 */
export function NextTrip({ trips, nowMs, locale }: { trips: CheckInTrip[] | null; nowMs: number; locale: string }) {
  const t = useTranslations('MemberCentre.nextTrip');
  const next = trips
    ?.filter((trip) => Date.parse(trip.depTime) > nowMs)
    .sort((a, b) => Date.parse(a.depTime) - Date.parse(b.depTime))[0];
  return (
    <section aria-labelledby="member-next-trip" className="mt-6 space-y-3">
      <h2 id="member-next-trip" className="text-lg font-semibold text-slate-900">
        {t('heading')}
      </h2>
      {trips === null ? (
        <p className="text-slate-700">{t('failed')}</p>
      ) : next ? (
        <>
          <TripList trips={[next]} locale={locale} empty="" />
          <Link href="/checkIn" className="inline-flex min-h-6 items-center text-brand-700 underline">
            {t('allTrips')}
          </Link>
        </>
      ) : (
        <p className="text-slate-700">
          {t('none')}{' '}
          <Link href="/" className="text-brand-700 underline">
            {t('book')}
          </Link>
        </p>
      )}
    </section>
  );
}
