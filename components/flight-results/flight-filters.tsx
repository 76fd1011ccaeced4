'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import {
  NO_FILTER,
  filterOptions,
  isFiltered,
  toggle,
  type DayPeriod,
  type FlightFilter,
} from '@/lib/domain/flight-filter';
import type { FlightView } from './flight-view';

type Props = {
  flights: FlightView[];
  airportName: (code: string) => string;
  value: FlightFilter;
  onChange: (filter: FlightFilter) => void;
};

/**
 * The filters of the flight list behind one disclosure button: departure time of day, and
 * each end's airport when the search covers more than one (a city such as Beijing or Shanghai).
 */
export function FlightFilters({ flights, airportName, value, onChange }: Props) {
  const t = useTranslations('Booking');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const options = filterOptions(flights);
  const active = value.periods.length + value.depAirports.length + value.arrAirports.length;
  return (
    <div className="mb-3">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex min-h-8 items-center gap-1 rounded border border-slate-300 bg-white px-3 py-1 text-sm hover:bg-slate-50"
        >
          {active > 0 ? t('filterToggleActive', { count: active }) : t('filterToggle')}
          <span aria-hidden="true" className={open ? 'rotate-180' : ''}>
            ▾
          </span>
        </button>
        {isFiltered(value) && (
          <button
            type="button"
            onClick={() => onChange(NO_FILTER)}
            className="min-h-8 text-sm text-brand-700 underline hover:text-brand-800"
          >
            {t('filterClear')}
          </button>
        )}
      </div>
      <div id={panelId} hidden={!open} className="mt-2 space-y-3 rounded-lg border border-slate-200 bg-white p-3">
        <ChipGroup
          legend={t('filterTime')}
          items={options.periods.map((p: DayPeriod) => ({ value: p, label: t(`period${p}`) }))}
          chosen={value.periods}
          onToggle={(p) => onChange({ ...value, periods: toggle(value.periods, p) })}
        />
        {options.depAirports.length > 1 && (
          <ChipGroup
            legend={t('filterDep')}
            items={options.depAirports.map((code) => ({ value: code, label: airportName(code) }))}
            chosen={value.depAirports}
            onToggle={(code) => onChange({ ...value, depAirports: toggle(value.depAirports, code) })}
          />
        )}
        {options.arrAirports.length > 1 && (
          <ChipGroup
            legend={t('filterArr')}
            items={options.arrAirports.map((code) => ({ value: code, label: airportName(code) }))}
            chosen={value.arrAirports}
            onToggle={(code) => onChange({ ...value, arrAirports: toggle(value.arrAirports, code) })}
          />
        )}
      </div>
    </div>
  );
}

function ChipGroup<T extends string>({
  legend,
  items,
  chosen,
  onToggle,
}: {
  legend: string;
  items: { value: T; label: string }[];
  chosen: readonly T[];
  onToggle: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {items.map((item) => (
          <label
            key={item.value}
            className="inline-flex min-h-8 cursor-pointer items-center gap-1 rounded border border-slate-300 px-3 py-1 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="checkbox"
              checked={chosen.includes(item.value)}
              onChange={() => onToggle(item.value)}
              className="h-4 w-4 accent-brand-700"
            />
            {item.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
