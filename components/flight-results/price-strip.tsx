'use client';

import { PriceQueryStatus } from './price-query-status';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Card } from '@/components/ui/card';
import { StripDayPrice } from '@/components/ui/strip-day-price';
import type { CalendarPrice, Currency } from '@/lib/contract';
import type { DateBounds } from '@/lib/domain/calendar-grid';
import { lowestPriceDates, shiftStripWindow, stripDates, stripDays } from '@/lib/domain/price-strip';
import { addDays, type SearchCriteria } from '@/lib/domain/search';
import { formatMoney } from '@/lib/i18n/format';
import type { FareChoice } from '@/lib/domain/search-url-format';
import { ArrowButton } from './arrow-button';
import { legDateHref } from './booking-links';
import type { CalendarRequest } from '@/lib/domain/calendar-query';
import { useCalendarPrices } from './use-calendar-prices';
import { formatDayLabel, formatShortDate, formatWeekday } from './date-labels';

type Props = {
  /** The leg's route and trip; start/end are set per window. */
  route: Omit<CalendarRequest, 'start' | 'end'>;
  selected: string;
  bounds: DateBounds;
  initialStart: string;
  /** Prices the server already read for the first window, so the first paint has them. */
  initialPrices: CalendarPrice[] | null;
  currency: Currency;
  /** The search and the fares chosen so far: picking a day navigates to the same search on that day. */
  criteria: SearchCriteria;
  choices: FareChoice[];
};

/** The week arrows at either end of the strip. */
const STEP_BUTTON =
  'w-8 shrink-0 text-2xl text-brand-700 sm:w-10 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-300';

/** The window's days that can be asked for; null when none (e.g. all before the previous leg). */
function queryRange(start: string, bounds: DateBounds) {
  const from = start < bounds.min ? bounds.min : start;
  const lastOfWindow = addDays(start, 6);
  const to = lastOfWindow > bounds.max ? bounds.max : lastOfWindow;
  return from <= to ? { start: from, end: to } : null;
}

/** Spec §2: 7 days with the lowest price of each, the chosen day 4th, moving 7 days at a time, never before today. */
export function PriceStrip({
  route,
  selected,
  bounds,
  initialStart,
  initialPrices,
  currency,
  criteria,
  choices,
}: Props) {
  const t = useTranslations('PriceStrip');
  const locale = useLocale();
  const router = useRouter();
  const [start, setStart] = useState(initialStart);
  const range = queryRange(start, bounds);
  const request: CalendarRequest = { ...route, start: range?.start ?? start, end: range?.end ?? start };
  const query = useCalendarPrices(request, {
    enabled: range !== null,
    initialPrices: start === initialStart && initialPrices ? initialPrices : undefined,
  });
  const days = stripDays(start, query.prices ?? []);
  const lowest = lowestPriceDates(days);
  const earlier = shiftStripWindow(start, -1, bounds.min, bounds.max);
  const later = shiftStripWindow(start, 1, bounds.min, bounds.max);

  // Phones show about four days and scroll the rest: the chosen day starts in the middle of the view.
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="date"]')?.parentElement;
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.clientWidth) / 2;
  }, [start]);

  const pick = (date: string) => router.push(legDateHref(locale, criteria, choices, route.legIndex, date));

  return (
    <Card as="section" padding="none" aria-label={t('label')}>
      <div className="flex items-stretch">
        <ArrowButton
          className={STEP_BUTTON}
          label={t('earlier')}
          disabled={!earlier}
          onClick={() => earlier && setStart(earlier)}
          arrow="‹"
        />
        <ol
          ref={listRef}
          className="relative flex min-w-0 flex-1 snap-x overflow-x-auto md:grid md:grid-cols-7 md:overflow-visible"
          aria-busy={query.isFetching}
        >
          {stripDates(start).map((date, i) => {
            const price = days[i]?.price ?? null;
            const out = date < bounds.min || date > bounds.max;
            const known = query.isKnown && !out;
            const isLowest = known && lowest.has(date);
            const isSelected = date === selected;
            const dayText = formatDayLabel(date, locale);
            const priceText = price !== null ? formatMoney(price, currency, locale) : null;
            const label = out
              ? t('dayUnavailable', { date: dayText })
              : !known
                ? t('dayUnknown', { date: dayText })
                : priceText === null
                  ? t('dayNoFlight', { date: dayText })
                  : t(isLowest ? 'dayLabelLowest' : 'dayLabel', { date: dayText, price: priceText });
            return (
              <li
                key={date}
                className="w-[4.5rem] shrink-0 snap-start border-l border-slate-200 first:border-l-0 md:w-auto"
              >
                <button
                  type="button"
                  disabled={out}
                  aria-current={isSelected ? 'date' : undefined}
                  onClick={() => !isSelected && pick(date)}
                  className={`flex h-full min-h-16 w-full flex-col items-center gap-0.5 px-1 py-2 text-sm whitespace-nowrap disabled:cursor-not-allowed disabled:text-slate-400 ${
                    isSelected ? 'bg-brand-700 text-white' : 'hover:bg-brand-50'
                  }`}
                >
                  <span className="sr-only">{label}</span>
                  <span aria-hidden="true">{formatShortDate(date, locale)}</span>
                  <span aria-hidden="true" className={isSelected ? 'text-brand-50' : 'text-slate-600'}>
                    {formatWeekday(date, locale)}
                  </span>
                  <StripDayPrice
                    text={out ? '' : !known ? (query.isFetching ? '…' : '') : (priceText ?? '—')}
                    lowest={isLowest}
                    selected={isSelected}
                    badge={isLowest ? t('lowest') : null}
                  />
                </button>
              </li>
            );
          })}
        </ol>
        <ArrowButton
          className={STEP_BUTTON}
          label={t('later')}
          disabled={!later}
          onClick={() => later && setStart(later)}
          arrow="›"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-2 border-t border-slate-200 px-3 py-1 text-xs text-slate-600">
        <span>{t('priceNote')}</span>
        <PriceQueryStatus query={query} t={t} />
      </div>
    </Card>
  );
}
