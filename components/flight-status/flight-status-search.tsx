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

function DateField({
  id,
  label,
  hint,
  value,
  range,
  error,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  range: Props['range'];
  error?: string;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control, invalid) => (
        <input
          {...control}
          type="date"
          name="date"
          defaultValue={value}
          min={range.first}
          max={range.last}
          className={fieldControlClass(invalid, 'w-full')}
        />
      )}
    </Field>
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
  const hint = t('dateHint', range);
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
            <form action={action} method="get" noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {cityFields.dep}
              {cityFields.arr}
              <DateField
                id="flight-status-route-date"
                label={t('date')}
                hint={hint}
                value={date}
                range={range}
                error={routeErrors.date}
              />
              <div className="flex items-start sm:pt-6">
                <Button type="submit" size="lg">
                  {t('search')}
                </Button>
              </div>
            </form>
          ),
        },
        {
          id: 'flight',
          label: t('byFlight'),
          render: () => (
            <form action={action} method="get" noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
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
              <DateField
                id="flight-status-flight-date"
                label={t('date')}
                hint={hint}
                value={date}
                range={range}
                error={flightErrors.date}
              />
              <div className="flex items-start sm:pt-6">
                <Button type="submit" size="lg">
                  {t('search')}
                </Button>
              </div>
            </form>
          ),
        },
      ]}
    />
  );
}
