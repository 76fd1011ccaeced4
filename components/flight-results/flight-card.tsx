import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { FareOption } from './fare-option';
import type { FlightView } from './flight-view';

/** One flight of the current leg: local times at each airport, the route, and its fare families. */
export function FlightCard({ flight }: { flight: FlightView }) {
  const t = useTranslations('FlightCard');
  const headingId = `flight-${flight.flightId}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <div className="min-w-36">
          <h3 id={headingId} className="font-semibold">
            {flight.flightNo}
          </h3>
          <p className="text-xs text-slate-600">{t('aircraft', { aircraft: flight.aircraft })}</p>
        </div>
        <div className="flex flex-1 items-center gap-4">
          <div className="text-right">
            <p className="sr-only">{t('departure')}</p>
            <p className="text-2xl font-semibold tabular-nums">{flight.depClock}</p>
            <p className="text-xs text-slate-700">
              {flight.depAirportName} {flight.depTerminal}
            </p>
          </div>
          <div className="flex flex-col items-center px-2 text-xs text-slate-600">
            <span>{t('duration', { duration: flight.durationText })}</span>
            <span aria-hidden="true" className="my-0.5 h-px w-20 bg-slate-300" />
            <span>{t('nonstop')}</span>
          </div>
          <div>
            <p className="sr-only">{t('arrival')}</p>
            <p className="text-2xl font-semibold tabular-nums">
              {flight.arrClock}
              {flight.arrDayOffset > 0 && (
                <sup className="ml-0.5 text-xs font-medium text-accent-700">
                  <span aria-hidden="true">{t('nextDay', { days: flight.arrDayOffset })}</span>
                  <span className="sr-only">{t('nextDayLabel', { days: flight.arrDayOffset })}</span>
                </sup>
              )}
            </p>
            <p className="text-xs text-slate-700">
              {flight.arrAirportName} {flight.arrTerminal}
            </p>
          </div>
        </div>
        {flight.lowestTotalText && (
          <p className="text-lg font-bold text-accent-700">{t('lowestFrom', { price: flight.lowestTotalText })}</p>
        )}
      </div>
      <ul aria-label={t('faresLabel', { flightNo: flight.flightNo })} className="mt-4 grid gap-3 sm:grid-cols-3">
        {flight.fares.map((fare) => (
          <FareOption key={fare.fareFamily} fare={fare} flightNo={flight.flightNo} />
        ))}
      </ul>
    </Card>
  );
}
