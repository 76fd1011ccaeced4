'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import * as flightStatus from '@/lib/bff-client/flight-status';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import type { FlightStatus, FlightStatusData } from '@/lib/contract';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import { formatAirportTime } from '@/lib/i18n/format';
import { FlightStatusItem } from './flight-status-item';
import { statusKey, statusSummary, type FlightStatusTranslator } from './status-words';

type Props = {
  /** The page's query, read again on each refresh. */
  query: flightStatus.FlightStatusInput;
  /** What the server rendered the page with. */
  initial: FlightStatusData;
  /** How often to read again while the tab is visible (lib/domain/flight-status-rules FLIGHT_STATUS_REFRESH_MS). */
  intervalMs: number;
};

const idOf = (f: FlightStatus) => `${f.flightNo}-${f.flightDate}`;

function onVisibilityChange(listener: () => void) {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}
const isVisible = () => document.visibilityState !== 'hidden';

/** The flights whose status changed between two reads, as sentences for the live region. */
function changes(before: FlightStatus[], after: FlightStatus[], t: FlightStatusTranslator): string[] {
  const previous = new Map(before.map((f) => [idOf(f), statusKey(f)]));
  return after
    .filter((f) => previous.has(idOf(f)) && previous.get(idOf(f)) !== statusKey(f))
    .map((f) => t('changed', { flightNo: f.flightNo, status: statusSummary(f, t) }));
}

/**
 * The results of /flightDynamics, refreshing themselves while the page is open: the BFF is
 * read again every `intervalMs` while the tab is visible, paused while it is hidden and read at once when
 * it comes back if a refresh is due. A change of status is announced politely; a failed refresh keeps the
 * last results and says so quietly, and the next tick tries again.
 */
export function FlightStatusLive({ query, initial, intervalMs }: Props) {
  const t = useTranslations('FlightStatus');
  const locale = useLocale();
  const visible = useSyncExternalStore(onVisibilityChange, isVisible, () => true);
  // The server's results count as read when the page mounted; each refresh comes an interval after the last one.
  const read = useBffQuery(flightStatus.query, query, {
    initialData: initial,
    refetchOnMount: false,
    enabled: visible,
    refetchIntervalMs: intervalMs,
  });
  const data = read.data ?? initial;
  const failed = read.isError;
  // The results last shown, to say what changed since (a failed refresh says nothing).
  const [seen, setSeen] = useState({ data, announcement: '' });
  if (seen.data !== data) {
    const said = changes(seen.data.flights, data.flights, t);
    setSeen({ data, announcement: said.length ? said.join(' ') : seen.announcement });
  }
  const { announcement } = seen;

  const count = data.flights.length;
  return (
    <section aria-labelledby="flight-status-results" className="mt-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="flight-status-results" className="text-xl font-semibold text-slate-900">
          {t('resultsHeading')}
          {count > 0 && (
            <span className="ml-2 text-base font-normal text-slate-700">{t('resultCount', { count })}</span>
          )}
        </h2>
        <p className="text-sm text-slate-700">
          {t('updatedAt', { time: formatAirportTime(data.asOf, AIRLINE_TIME_ZONE, locale) })}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-700">{t('refreshNote', { seconds: Math.round(intervalMs / 1000) })}</p>
      {failed && <p className="mt-1 text-sm text-amber-900">{t('refreshFailed')}</p>}
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
      {count === 0 ? (
        <p className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-4 text-slate-800">{t('noResults')}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {data.flights.map((f) => (
            <li key={idOf(f)}>
              <FlightStatusItem flight={f} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
