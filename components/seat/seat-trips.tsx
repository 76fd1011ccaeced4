import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import type { CheckInTrip } from '@/lib/contract';
import { airportDate, formatAirportTime } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';

/** The seat page of one segment: the order and segment in the query, so a reload keeps the choice. */
export function seatSegmentHref(trip: Pick<CheckInTrip, 'orderNo' | 'segIndex'>) {
  return { pathname: '/seat/seatSelections', query: { orderNo: trip.orderNo, seg: String(trip.segIndex) } };
}

/**
 * One segment that can still get seats (spec §3 trip record): route, flight, departure in the departure
 * airport's time, each passenger's seat now, and the way to the seat map. Drawn on the server for a member's
 * trips and in the browser for the trips a visitor found.
 */
function SeatTripCard({ trip, locale }: { trip: CheckInTrip; locale: string }) {
  const t = useTranslations('SeatSelection.trip');
  const route = t('route', { from: trip.depCityName, to: trip.arrCityName });
  const date = airportDate(trip.depTime, trip.depTimeZone);
  const time = formatAirportTime(trip.depTime, trip.depTimeZone, locale);
  const headingId = `seat-trip-${trip.orderNo}-${trip.segIndex}`;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="seat-trip">
      <article aria-labelledby={headingId} className="space-y-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {route}
        </h3>
        <p className="text-sm text-slate-700">
          {t('flight', { flightNo: trip.flightNo })} · {t('departs', { date, time, airport: trip.depAirportName })}
        </p>
        <p className="text-sm text-slate-700">{t('orderNo', { orderNo: trip.orderNo })}</p>
        <ul className="space-y-1 text-sm text-slate-800">
          {trip.passengers
            .filter((p) => p.type !== 'INF')
            .map((p) => (
              <li key={p.passengerId} className="break-words">
                {p.seatNo
                  ? t('passengerSeat', { name: p.name, seat: p.seatNo })
                  : t('passengerNoSeat', { name: p.name })}
              </li>
            ))}
        </ul>
        <Link
          href={seatSegmentHref(trip)}
          aria-label={t('chooseLabel', { route, flightNo: trip.flightNo })}
          className={buttonClass({ variant: 'accent' }, 'mt-1')}
          data-testid="seat-trip-choose"
        >
          {t('choose')}
        </Link>
      </article>
    </li>
  );
}

/** The trips as a list, or the 'no trips' line. */
export function SeatTripList({ trips, locale, empty }: { trips: CheckInTrip[]; locale: string; empty: string }) {
  if (trips.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <ul className="space-y-3" data-testid="seat-trips">
      {trips.map((trip) => (
        <SeatTripCard key={`${trip.orderNo}-${trip.segIndex}`} trip={trip} locale={locale} />
      ))}
    </ul>
  );
}
