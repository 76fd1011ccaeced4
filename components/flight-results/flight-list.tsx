'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FLIGHT_SORTS, sortFlights, type FlightSort } from '@/lib/domain/flight-sort';
import { NO_FILTER, filterFlights, isFiltered, type FlightFilter } from '@/lib/domain/flight-filter';
import { FlightCard } from './flight-card';
import type { PartyView } from './flight-view';
import { FlightFilters } from './flight-filters';
import type { FlightView } from './flight-view';

const SORT_LABEL = { departure: 'sortDeparture', price: 'sortPrice' } as const;

/** The current leg's flights with the sort control and the filters (departure time, airports). */
export function FlightList({ flights, party }: { flights: FlightView[]; party: PartyView }) {
  const t = useTranslations('Booking');
  const [sort, setSort] = useState<FlightSort>('departure');
  const [filter, setFilter] = useState<FlightFilter>(NO_FILTER);
  const name = useId();
  const shown = sortFlights(filterFlights(flights, filter), sort);
  const names = new Map<string, string>();
  for (const f of flights) {
    names.set(f.depAirport, f.depAirportName);
    names.set(f.arrAirport, f.arrAirportName);
  }
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700" role="status">
          {isFiltered(filter)
            ? t('filteredCount', { shown: shown.length, count: flights.length })
            : t('flightCount', { count: flights.length })}
        </p>
        <fieldset className="flex flex-wrap items-center gap-2 text-sm">
          <legend className="sr-only">{t('sortLabel')}</legend>
          <span aria-hidden="true" className="text-slate-600">
            {t('sortLabel')}
          </span>
          {FLIGHT_SORTS.map((key) => (
            <label
              key={key}
              className="inline-flex min-h-8 cursor-pointer items-center rounded border border-slate-300 px-3 py-1 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name={name}
                value={key}
                checked={sort === key}
                onChange={() => setSort(key)}
                className="sr-only"
              />
              {t(SORT_LABEL[key])}
            </label>
          ))}
        </fieldset>
      </div>
      <FlightFilters
        flights={flights}
        airportName={(code) => names.get(code) ?? code}
        value={filter}
        onChange={setFilter}
      />
      {shown.length === 0 ? (
        <div className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
          <p>{t('noMatch')}</p>
          <button
            type="button"
            onClick={() => setFilter(NO_FILTER)}
            className="mt-2 min-h-8 text-brand-700 underline hover:text-brand-800"
          >
            {t('filterClear')}
          </button>
        </div>
      ) : (
        <ol className="space-y-3">
          {shown.map((flight) => (
            <li key={flight.flightId}>
              <FlightCard flight={flight} party={party} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
