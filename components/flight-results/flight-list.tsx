'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FLIGHT_SORTS, sortFlights, type FlightSort } from '@/lib/domain/flight-sort';
import { FlightCard } from './flight-card';
import type { FlightView } from './flight-view';

const SORT_LABEL = { departure: 'sortDeparture', price: 'sortPrice' } as const;

/** The current leg's flights with the sort control (by departure time or by lowest price). */
export function FlightList({ flights }: { flights: FlightView[] }) {
  const t = useTranslations('Booking');
  const [sort, setSort] = useState<FlightSort>('departure');
  const name = useId();
  const sorted = sortFlights(flights, sort);
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700" role="status">
          {t('flightCount', { count: flights.length })}
        </p>
        <fieldset className="flex items-center gap-2 text-sm">
          <legend className="sr-only">{t('sortLabel')}</legend>
          <span aria-hidden="true" className="text-slate-600">
            {t('sortLabel')}
          </span>
          {FLIGHT_SORTS.map((key) => (
            <label
              key={key}
              className="cursor-pointer rounded border border-slate-300 px-3 py-1 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
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
      <ol className="space-y-4">
        {sorted.map((flight) => (
          <li key={flight.flightId}>
            <FlightCard flight={flight} />
          </li>
        ))}
      </ol>
    </div>
  );
}
