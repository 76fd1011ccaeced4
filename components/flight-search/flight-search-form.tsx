'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useReducer, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { CityOption } from '@/lib/domain/city-search';
import {
  MAX_DAYS_AHEAD,
  MAX_LEGS,
  MAX_PASSENGERS,
  addDays,
  validateSearch,
  type SearchCriteria,
} from '@/lib/domain/search';
import { airlineToday } from '@/lib/domain/airline-time';
import { useRouter } from '@/lib/i18n/navigation';
import { formatSearchUrl } from '@/lib/domain/search-url-format';
import { DateField } from './date-field';
import { PassengerSteppers } from './passenger-steppers';
import { SearchErrorSummary } from './search-error-summary';
import { initialSearchFormState, issueFieldId, searchFormReducer, toCriteria } from './search-form-state';
import { SearchLegFields } from './search-leg-fields';
import { TripTypeRadios } from './trip-type-radios';
import { useDetectedDeparture } from './use-detected-departure';
import { dateTimeFormat } from '@/lib/domain/intl-cache';

type Props = {
  /** The airline's date (its home zone) as the server saw it; computed here when absent. */
  today?: string;
  /** Guangzhou from the dictionary on the home page; the detected city may replace it. */
  defaultDeparture?: CityOption | null;
  /** On the results page: the current search and the display names of its places. */
  initialCriteria?: SearchCriteria;
  initialCities?: CityOption[];
  variant?: 'hero' | 'compact';
  idPrefix?: string;
};

const noSubscription = () => () => undefined;

/** The flight search form (spec §2 Booking, §5 Search); submits to /book/booking with the search in the URL. */
export function FlightSearchForm({
  today: serverToday,
  defaultDeparture = null,
  initialCriteria,
  initialCities,
  variant = 'hero',
  idPrefix = 'search',
}: Props) {
  const t = useTranslations('SearchForm');
  const tError = useTranslations('SearchErrors');
  const locale = useLocale();
  const router = useRouter();
  const today = useSyncExternalStore(noSubscription, airlineToday, () => serverToday ?? airlineToday());
  const [state, dispatch] = useReducer(
    searchFormReducer,
    { today, departure: defaultDeparture, criteria: initialCriteria, cities: initialCities },
    initialSearchFormState,
  );
  useDetectedDeparture(!initialCriteria, dispatch);
  // The home page is cached (ISR): when it was made on an earlier airline day, today and the untouched
  // default dates move on once the browser knows the real date (an update during render, not an effect).
  const [formDay, setFormDay] = useState(today);
  if (formDay !== today) {
    setFormDay(today);
    if (!initialCriteria) dispatch({ type: 'newDay', previous: formDay, today });
  }
  const [attempt, setAttempt] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);

  const criteria = toCriteria(state);
  const issues = attempt > 0 ? validateSearch(criteria, today) : [];
  const placesOf = (legIndex: number | null) => {
    const first = state.legs[0];
    const leg =
      state.tripType === 'RT' && legIndex === 1 ? { from: first?.to, to: first?.from } : state.legs[legIndex ?? 0];
    return { from: leg?.from?.name ?? '', to: leg?.to?.name ?? '' };
  };
  const items = issues.map((issue) => ({
    fieldId: issueFieldId(idPrefix, state.tripType, issue),
    message: tError(issue.key, {
      days: MAX_DAYS_AHEAD,
      max: MAX_LEGS,
      passengers: MAX_PASSENGERS,
      ...placesOf(issue.leg),
    }),
  }));
  const errorsFor = (fieldId: string) => items.filter((i) => i.fieldId === fieldId).map((i) => i.message);

  useEffect(() => {
    if (attempt > 0) summaryRef.current?.focus();
  }, [attempt]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (validateSearch(criteria, today).length) {
      setAttempt((n) => n + 1);
      return;
    }
    router.push(`/book/booking?${formatSearchUrl(criteria)}`);
  }

  const dateHintId = `${idPrefix}-date-hint`;
  const dateBounds = { min: today, max: addDays(today, MAX_DAYS_AHEAD), hintId: dateHintId };
  const legs = state.tripType === 'MT' ? state.legs : state.legs.slice(0, 1);
  const compact = variant === 'compact';

  return (
    <form
      noValidate
      aria-label={t('formLabel')}
      onSubmit={onSubmit}
      className={`space-y-4 rounded-lg bg-white text-slate-900 shadow ${compact ? 'p-3' : 'p-4 md:p-6'}`}
    >
      <SearchErrorSummary ref={summaryRef} items={items} />
      <TripTypeRadios
        id={`${idPrefix}-trip-type`}
        name={`${idPrefix}-trip-type`}
        value={state.tripType}
        onChange={(tripType) => dispatch({ type: 'tripType', tripType })}
      />
      {legs.map((leg, index) => {
        const legId = `${idPrefix}-leg${index}`;
        const fields = (
          <SearchLegFields
            idPrefix={legId}
            leg={leg}
            dateLabel={t('departDate')}
            dateBounds={dateBounds}
            errorsOf={(field) => errorsFor(`${legId}-${field}`)}
            onCity={(end, city) => dispatch({ type: 'city', leg: index, end, city })}
            onSwap={() => dispatch({ type: 'swap', leg: index })}
            onDate={(date) => dispatch({ type: 'date', leg: index, date })}
          >
            {state.tripType === 'RT' && (
              <DateField
                id={`${idPrefix}-return-date`}
                label={t('returnDate')}
                value={state.returnDate}
                min={leg.date || dateBounds.min}
                max={dateBounds.max}
                hintId={dateHintId}
                errors={errorsFor(`${idPrefix}-return-date`)}
                onChange={(date) => dispatch({ type: 'returnDate', date })}
              />
            )}
            {state.tripType === 'MT' && state.legs.length > 2 && (
              <Button
                variant="link"
                onClick={() => dispatch({ type: 'removeLeg', leg: index })}
                className="min-h-6 self-center text-sm md:mt-6"
              >
                {t('removeLeg', { n: index + 1 })}
              </Button>
            )}
          </SearchLegFields>
        );
        return state.tripType === 'MT' ? (
          <fieldset key={legId} className="rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-brand-700">{t('legHeading', { n: index + 1 })}</legend>
            {fields}
          </fieldset>
        ) : (
          <div key={legId}>{fields}</div>
        );
      })}
      {state.tripType === 'MT' && (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            size="sm"
            onClick={() => dispatch({ type: 'addLeg' })}
            disabled={state.legs.length >= MAX_LEGS}
            aria-describedby={`${idPrefix}-max-legs`}
          >
            + {t('addLeg')}
          </Button>
          <span id={`${idPrefix}-max-legs`} className="text-xs text-slate-600">
            {t('maxLegs', { max: MAX_LEGS })}
          </span>
        </div>
      )}
      <p role="status" className="text-sm text-brand-800 empty:hidden">
        {state.tripType === 'RT' && state.returnMoved
          ? t('returnMoved', { date: formatMovedDate(state.returnMoved, locale) })
          : ''}
      </p>
      <p id={dateHintId} className="text-xs text-slate-600">
        {t('dateHint', { days: MAX_DAYS_AHEAD })}
      </p>
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <PassengerSteppers
          id={`${idPrefix}-passengers`}
          value={state.passengers}
          errors={errorsFor(`${idPrefix}-passengers`)}
          onStep={(kind, delta) => dispatch({ type: 'passengers', kind, delta })}
        />
        <Button type="submit" variant="accent" size="lg">
          {compact ? t('modify') : t('submit')}
        </Button>
      </div>
    </form>
  );
}

/** "Sat, December 12" / "12月12日周六": the date the return moved to, read aloud in a sentence. */
function formatMovedDate(date: string, locale: string): string {
  return dateTimeFormat(locale, { timeZone: 'UTC', month: 'long', day: 'numeric', weekday: 'short' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
