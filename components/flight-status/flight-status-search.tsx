'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldControlClass } from '@/components/ui/field';
import { Tabs } from '@/components/ui/tabs';
import { FLIGHT_NO_MAX_LENGTH } from '@/lib/domain/flight-status-rules';

type Errors = { flightNo?: string; date?: string };

type Props = {
  /** The page itself: both forms are GETs, so a query is a URL the page is rendered from. */
  action: string;
  /** The tab of the query the page shows (by flight number when the URL names one). */
  by: 'route' | 'flight';
  flightNo: string;
  date: string;
  range: { first: string; last: string };
  /** Localized errors of the sent form's own fields (the city fields carry theirs). */
  errors: Errors;
  /** The origin and destination city inputs (spec §2 City input), drawn by the page. */
  cityFields: { dep: ReactNode; arr: ReactNode };
};

/** One of the two GET forms: its own fields, then the date and the search button. */
function SearchForm({
  action,
  dateId,
  dateError,
  words,
  date,
  range,
  children,
}: {
  action: string;
  dateId: string;
  dateError?: string;
  words: { date: string; hint: string; search: string };
  date: string;
  range: Props['range'];
  children: ReactNode;
}) {
  return (
    <form action={action} method="get" noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {children}
      <Field id={dateId} label={words.date} hint={words.hint} error={dateError}>
        {(control, invalid) => (
          <input
            {...control}
            type="date"
            name="date"
            defaultValue={date}
            min={range.first}
            max={range.last}
            className={fieldControlClass(invalid, 'w-full')}
          />
        )}
      </Field>
      <div className="flex items-start sm:pt-6">
        <Button type="submit" size="lg">
          {words.search}
        </Button>
      </div>
    </form>
  );
}

/**
 * The two ways to ask for flight status (spec §2 /flightDynamics): by route (origin, destination, date)
 * or by flight number (number, date). Each is a plain GET form, so it works before the script loads and
 * the query stays in the URL; spec §5's rules are checked by the page that renders the answer, and each
 * error stands beside its field.
 */
export function FlightStatusSearch({ action, by, flightNo, date, range, errors, cityFields }: Props) {
  const t = useTranslations('FlightStatus');
  const words = { date: t('date'), hint: t('dateHint', range), search: t('search') };
  const form = { action, date, range, words };
  const routeErrors = by === 'route' ? errors : {};
  const flightErrors = by === 'flight' ? errors : {};
  return (
    <Tabs
      label={t('tabsLabel')}
      initial={by}
      items={[
        {
          id: 'route',
          label: t('byRoute'),
          render: () => (
            <SearchForm {...form} dateId="flight-status-route-date" dateError={routeErrors.date}>
              {cityFields.dep}
              {cityFields.arr}
            </SearchForm>
          ),
        },
        {
          id: 'flight',
          label: t('byFlight'),
          render: () => (
            <SearchForm {...form} dateId="flight-status-flight-date" dateError={flightErrors.date}>
              <Field
                id="flight-status-number"
                label={t('flightNo')}
                hint={t('flightNoHint')}
                error={flightErrors.flightNo}
              >
                {(control, invalid) => (
                  <input
                    {...control}
                    type="text"
                    name="flightNo"
                    defaultValue={flightNo}
                    maxLength={FLIGHT_NO_MAX_LENGTH}
                    autoCapitalize="characters"
                    autoComplete="off"
                    spellCheck={false}
                    className={fieldControlClass(invalid, 'w-full uppercase')}
                  />
                )}
              </Field>
            </SearchForm>
          ),
        },
      ]}
    />
  );
}
