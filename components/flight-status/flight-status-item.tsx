import { useLocale, useTranslations } from 'next-intl';
import type { FlightStatus, FlightStatusAirport } from '@/lib/contract';
import { AIRLINE_TIME_ZONE, dateInZone } from '@/lib/domain/airline-time';
import { formatAirportTime } from '@/lib/i18n/format';
import { FlightStatusBadge } from '@/components/ui/flight-status-badge';
import { statusDetail, statusWord, type FlightStatusTranslator } from './status-words';

const DAY_MS = 86_400_000;

/** Days between the flight's date and an instant's local date in a zone (an arrival after midnight is +1). */
function dayOffset(flightDate: string, instant: string, timeZone: string): number {
  return Math.round((Date.parse(dateInZone(instant, timeZone)) - Date.parse(flightDate)) / DAY_MS);
}

type TimeRowProps = {
  label: string;
  instant: string | null;
  zone: string;
  flightDate: string;
  t: FlightStatusTranslator;
};

/** One time of an airport, in that airport's zone, marked when it falls on another day than the flight's. */
function TimeRow({ label, instant, zone, flightDate, t }: TimeRowProps) {
  const locale = useLocale();
  const offset = instant ? dayOffset(flightDate, instant, zone) : 0;
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-slate-700">{label}</dt>
      <dd className="font-medium tabular-nums text-slate-900">
        {instant ? formatAirportTime(instant, zone, locale) : t('none')}
        {offset === 1 ? t('nextDay') : offset !== 0 ? t('dayOffset', { days: offset }) : null}
      </dd>
    </div>
  );
}

type EndProps = {
  heading: string;
  airport: FlightStatusAirport;
  planned: string;
  estimated: string | null;
  actual: string | null;
  flightDate: string;
  t: FlightStatusTranslator;
};

/** One end of the flight: its airport and terminal, then the planned, estimated and actual times there. */
function FlightEnd({ heading, airport, planned, estimated, actual, flightDate, t }: EndProps) {
  const zone = airport.timeZone;
  return (
    <div className="min-w-0 rounded-md bg-slate-50 p-3">
      <p className="text-sm font-semibold text-slate-900">
        {heading} · {airport.cityName}
      </p>
      <p className="text-sm text-slate-700">
        {airport.airportName}
        {airport.terminal ? ` ${t('terminal', { terminal: airport.terminal })}` : ''}
      </p>
      <dl className="mt-2 space-y-1 text-sm">
        <TimeRow label={t('planned')} instant={planned} zone={zone} flightDate={flightDate} t={t} />
        <TimeRow label={t('estimated')} instant={estimated} zone={zone} flightDate={flightDate} t={t} />
        <TimeRow label={t('actual')} instant={actual} zone={zone} flightDate={flightDate} t={t} />
      </dl>
      {zone !== AIRLINE_TIME_ZONE && <p className="mt-1 text-xs text-slate-700">{t('localTime', { zone })}</p>}
    </div>
  );
}

/**
 * One dated flight of the results (spec §2 /flightDynamics): number, route by city names, the status in
 * words with its delay, and each end's times in that airport's own zone.
 */
export function FlightStatusItem({ flight }: { flight: FlightStatus }) {
  const t = useTranslations('FlightStatus');
  const headingId = `flight-${flight.flightNo}-${flight.flightDate}`;
  const details = statusDetail(flight, t);
  const phase = flight.status !== 'NORMAL' && flight.phase ? t(`phase.${flight.phase}`) : null;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-300 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 text-lg font-semibold text-slate-900">
          <span className="mr-2">{flight.flightNo}</span>
          <span className="font-normal">
            {t('route', { from: flight.departure.cityName, to: flight.arrival.cityName })}
          </span>
        </h3>
        <FlightStatusBadge status={flight.status} label={t('statusLabel')} word={statusWord(flight, t)} />
      </div>
      {(details.length > 0 || phase) && (
        <p className="mt-1 text-sm text-slate-800">
          {[...details, ...(phase ? [phase] : [])].join(t('listSeparator'))}
        </p>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <FlightEnd
          heading={t('departure')}
          airport={flight.departure}
          planned={flight.plannedDeparture}
          estimated={flight.estimatedDeparture}
          actual={flight.actualDeparture}
          flightDate={flight.flightDate}
          t={t}
        />
        <FlightEnd
          heading={t('arrival')}
          airport={flight.arrival}
          planned={flight.plannedArrival}
          estimated={flight.estimatedArrival}
          actual={flight.actualArrival}
          flightDate={flight.flightDate}
          t={t}
        />
      </div>
    </article>
  );
}
