'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { BffResult } from '@/lib/bff-client/bff-fetch';
import type { IrregularFlightsData } from '@/lib/contract/irregular';
import type { FreeChangeValues } from './free-change-rules';
import { airportClock } from './irregular-format';

type Props = {
  control: Control<FreeChangeValues>;
  date: string;
  /** No passenger is chosen: no flights are asked for. */
  noPassengers: boolean;
  /** The answer for this date and these passengers; null while it is awaited. */
  flights: BffResult<IrregularFlightsData> | null;
  locale: string;
  onChoose: (fareId: string) => void;
};

/** The flights of the route on the date chosen, each a radio (free of charge), or why there are none to choose. */
export function FreeChangeFlights({ control, date, noPassengers, flights, locale, onChoose }: Props) {
  const t = useTranslations('Irregular');
  const te = useTranslations('Errors');
  const id = useId();
  const fareId = useWatch({ control, name: 'fareId' });
  return (
    <fieldset className="min-w-0 space-y-2" aria-busy={!flights}>
      <legend className="mb-1 font-semibold text-slate-900">{t('flightsLegend', { date })}</legend>
      <p className="text-sm text-slate-700">{t('timesLocal')}</p>
      {noPassengers ? (
        <p className="text-sm text-slate-700">{t('passengersRequired')}</p>
      ) : !flights ? (
        <p role="status" className="text-sm text-slate-700">
          {t('flightsLoading')}
        </p>
      ) : !flights.ok ? (
        <p role="alert" className="text-sm text-red-700">
          {flights.msg || te('networkAnomaly')}
        </p>
      ) : flights.data.flights.length === 0 ? (
        <p className="text-sm text-slate-800">{t('noFlights')}</p>
      ) : (
        <ul className="space-y-2">
          {flights.data.flights.map((f) => (
            <li key={f.fareId}>
              <label className="flex min-h-10 flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-slate-200 p-3 text-slate-900">
                <input
                  type="radio"
                  name={`${id}-flight`}
                  className="size-5"
                  checked={fareId === f.fareId}
                  onChange={() => onChoose(f.fareId)}
                />
                <span className="font-semibold">{f.flightNo}</span>
                <span>
                  {`${f.depAirport} ${airportClock(f.depTime, f.depTimeZone, locale)} → ${f.arrAirport} ${airportClock(f.arrTime, f.arrTimeZone, locale)}`}
                </span>
                <span className="text-sm text-green-900">{t('free')}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
