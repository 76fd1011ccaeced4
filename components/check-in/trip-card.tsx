import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import type { CheckInPassengerState, CheckInTrip } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { airportMoment, sequenceText } from './trip-time';

type Props = { trip: CheckInTrip; locale: string };

/** The page of one segment's check-in (spec §2 /checkin/selair/{orderNo}), its segment in the query. */
export function selairHref(trip: Pick<CheckInTrip, 'orderNo' | 'segIndex'>) {
  return { pathname: `/checkin/selair/${trip.orderNo}`, query: { segment: String(trip.segIndex) } };
}

/** Where a passenger stands: checked in with seat and sequence, or not, and why not online (in words). */
export function PassengerStatus({ passenger }: { passenger: CheckInPassengerState }) {
  const t = useTranslations('CheckIn');
  return (
    <>
      <span className="block text-slate-700" data-testid="passenger-state">
        {passenger.checkedIn
          ? t('trip.checkedIn', {
              seat: passenger.seatNo ?? '—',
              sequence: passenger.boardingSeq === null ? '—' : sequenceText(passenger.boardingSeq),
            })
          : passenger.seatBought && passenger.seatNo
            ? `${t('trip.notCheckedIn')} · ${t('trip.seatBought', { seat: passenger.seatNo })}`
            : t('trip.notCheckedIn')}
      </span>
      {passenger.refusal && !passenger.checkedIn && (
        <span className="block text-amber-900" data-testid="passenger-refusal">
          {t(`refusal.${passenger.refusal}`)}
        </span>
      )}
    </>
  );
}

/** The window in words: when it opens (departure airport's time), until when it is open, or that it closed. */
export function WindowText({ trip, locale }: Props) {
  const t = useTranslations('CheckIn.trip');
  const at = (iso: string) => airportMoment(iso, trip.depTimeZone, locale);
  if (trip.international) return <>{t('international')}</>;
  // Nobody checks in for a cancelled flight, whatever the clock says (decision 78).
  if (trip.flightStatus?.status === 'CANCELLED') return <>{t('cancelled')}</>;
  if (trip.window === 'notOpen') return <>{t('notOpen', at(trip.opensAt))}</>;
  if (trip.window === 'open') return <>{t('open', at(trip.closesAt))}</>;
  return <>{t('closed')}</>;
}

/**
 * One segment of one order on /checkIn (spec §3 trip record; decision 21): route, flight, departure in the
 * departure airport's time, the check-in window, each passenger's state, and the way to check in while the
 * window is open (or to see and cancel a check-in made). Drawn on the server for a member's trips and in the
 * browser for the trips a visitor found, from the same data.
 */
export function TripCard({ trip, locale }: Props) {
  const t = useTranslations('CheckIn.trip');
  const route = t('route', { from: trip.depCityName, to: trip.arrCityName });
  const departs = airportMoment(trip.depTime, trip.depTimeZone, locale);
  const anyCheckedIn = trip.passengers.some((p) => p.checkedIn);
  const canCheckIn =
    trip.window === 'open' && trip.flightStatus?.status !== 'CANCELLED' && trip.passengers.some((p) => !p.checkedIn);
  const headingId = `trip-${trip.orderNo}-${trip.segIndex}`;
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="check-in-trip"
      data-order-no={trip.orderNo}
      data-window={trip.window}
    >
      <article aria-labelledby={headingId} className="space-y-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {route}
        </h3>
        <p className="text-sm text-slate-700">
          {t('flight', { flightNo: trip.flightNo })} · {t('departs', { ...departs, airport: trip.depAirportName })}
        </p>
        <p className="text-sm text-slate-700">
          {t('orderNo', { orderNo: trip.orderNo })}
          {trip.source === 'FRIEND' && <> · {t('friend')}</>}
        </p>
        <p className="text-sm font-medium text-slate-900" data-testid="trip-window">
          <WindowText trip={trip} locale={locale} />
        </p>
        <h4 className="sr-only">{t('passengers')}</h4>
        <ul className="space-y-1 text-sm">
          {trip.passengers.map((p) => (
            <li key={p.passengerId} className="break-words" data-testid="trip-passenger">
              <span className="font-medium text-slate-900">
                {p.name} ({t(`type.${p.type}`)})
              </span>
              <PassengerStatus passenger={p} />
            </li>
          ))}
        </ul>
        {(canCheckIn || anyCheckedIn) && (
          <Link
            href={selairHref(trip)}
            aria-label={t(canCheckIn ? 'checkInLabel' : 'manageLabel', { route, flightNo: trip.flightNo })}
            className={buttonClass({ variant: canCheckIn ? 'accent' : 'outline' }, 'mt-1')}
            data-testid="trip-check-in"
          >
            {t(canCheckIn ? 'checkIn' : 'manage')}
          </Link>
        )}
      </article>
    </li>
  );
}

/** The trips as a list, or the 'no trips' line. */
export function TripList({ trips, locale, empty }: { trips: CheckInTrip[]; locale: string; empty: string }) {
  if (trips.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <ul className="space-y-3" data-testid="check-in-trips">
      {trips.map((trip) => (
        <TripCard key={`${trip.orderNo}-${trip.segIndex}`} trip={trip} locale={locale} />
      ))}
    </ul>
  );
}
