'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CityOption } from '@/lib/domain/city-search';
import type { SearchCriteria } from '@/lib/domain/search';

// The form loads when the bar opens, so the results page's first load does not carry it.
const FlightSearchForm = dynamic(() => import('./flight-search-form').then((m) => m.FlightSearchForm), {
  ssr: false,
  loading: () => <div aria-busy="true" className="h-48 animate-pulse rounded-lg bg-slate-100" />,
});

type Props = {
  /** "Beijing → Shanghai", "Guangzhou ⇄ Chengdu": the search's places as the page names them. */
  routeText: string;
  /** The dates and the passengers, one short line. */
  detailText: string;
  criteria: SearchCriteria;
  cities: CityOption[];
  today: string;
  /** Open at first (the search could not run and needs a change). */
  defaultOpen?: boolean;
};

/**
 * The "modify search" bar of the results page: the current search in one or two lines, and a
 * disclosure that opens the search form prefilled with it. Escape in the form closes it and returns focus.
 */
export function ModifySearch({ routeText, detailText, criteria, cities, today, defaultOpen = false }: Props) {
  const t = useTranslations('SearchForm');
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    // A list inside the form (city suggestions) handles its own Escape first.
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    setOpen(false);
    toggleRef.current?.focus();
  };
  return (
    <section aria-label={t('currentSearch')} className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="flex items-center justify-between gap-3 p-3">
        <p className="min-w-0">
          <span className="block font-semibold break-words">{routeText}</span>
          <span className="block text-sm break-words text-slate-700">{detailText}</span>
        </p>
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex min-h-10 shrink-0 items-center gap-1 rounded-md border border-brand-700 px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          {open ? t('modifyClose') : t('modifyToggle')}
          <span aria-hidden="true" className={open ? 'rotate-180' : ''}>
            ▾
          </span>
        </button>
      </div>
      <div id={panelId} hidden={!open} onKeyDown={onKeyDown} className="border-t border-slate-200">
        {open && (
          <FlightSearchForm
            variant="compact"
            idPrefix="modify"
            today={today}
            initialCriteria={criteria}
            initialCities={cities}
          />
        )}
      </div>
    </section>
  );
}
