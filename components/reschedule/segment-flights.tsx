'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import * as reschedule from '@/lib/bff-client/reschedule';
import type { Currency } from '@/lib/contract/common';
import type { OrderDetail } from '@/lib/contract/order';
import type { RefundItem } from '@/lib/contract/refund';
import type { CalendarPrice } from '@/lib/contract/shop';
import { formatDuration, formatMoney } from '@/lib/i18n/format';
import { DayStrip } from './day-strip';
import type { ChangeChoice } from './reschedule-draft';
import { airportClock, daysLater, formatDay } from './reschedule-format';
import { fareOfFamily } from './reschedule-rules';

type Props = {
  orderNo: string;
  segment: OrderDetail['segments'][number];
  /** The passengers moved on this segment. */
  items: RefundItem[];
  /** Seats they take (infants none). */
  seats: number;
  date: string;
  /** Today at the departure airport. */
  today: string;
  currency: Currency;
  locale: string;
  choice: ChangeChoice | undefined;
  error?: string;
  onDate: (date: string) => void;
  onChoose: (choice: ChangeChoice) => void;
};

/**
 * One segment's new flights (spec §2 /modify/selnewair; decision 23): the 7-day strip around the date asked (a
 * day clicked asks that day), and each flight of the route that day with its fare of the family held and the
 * seats left; a flight without that fare, or with fewer seats than the passengers moved, cannot be chosen. One
 * flight is chosen with a radio group (arrow keys move within it).
 */
export function SegmentFlights(props: Props) {
  const { orderNo, segment, items, seats, date, today, currency, locale, choice, error, onDate, onChoose } = props;
  const t = useTranslations('ChangeDate');
  const te = useTranslations('Errors');
  const id = useId();
  const [round, setRound] = useState(0);
  const body = { orderNo, items, dates: [{ segmentIndex: segment.segIndex, date }], currency };
  // A day clicked is a new question; a retry asks the same one afresh (a new round).
  const current = useBffQuery(reschedule.flights, body, { round }).result ?? null;
  /** The last strip shown, kept while another day is asked so the strip does not jump. */
  const [strip, setStrip] = useState<CalendarPrice[] | null>(null);
  const found = current?.ok ? current.data.segments[0]?.strip : undefined;
  if (found && found !== strip) setStrip(found);
  const data = current?.ok
    ? (current.data.segments.find((s) => s.segmentIndex === segment.segIndex) ?? current.data.segments[0] ?? null)
    : null;

  const route = t('flightsFor', { from: segment.depCityName, to: segment.arrCityName });
  const headingId = `${id}-heading`;
  const errorId = `${id}-error`;
  const family = data ? t(`family.${data.fareFamily}`) : '';

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {route}
        </h2>
        <p className="text-sm text-slate-700">{t('moving', { count: items.length, date: formatDay(date, locale) })}</p>
      </div>
      {strip && (
        <DayStrip
          strip={strip}
          selected={date}
          today={today}
          currency={currency}
          label={t('stripLabel', { date: formatDay(date, locale) })}
          onPick={onDate}
        />
      )}
      {!current ? (
        <p role="status" className="text-sm text-slate-700">
          {t('flightsLoading')}
        </p>
      ) : !current.ok ? (
        <div role="alert" className="space-y-2 text-sm text-red-700" data-testid="change-flights-failed">
          <p>{current.msg || te('networkAnomaly')}</p>
          <Button variant="link" className="min-h-6" onClick={() => setRound((r) => r + 1)}>
            {t('retry')}
          </Button>
        </div>
      ) : !data || data.flights.length === 0 ? (
        <p className="text-sm text-slate-700" data-testid="change-no-flights">
          {t('noFlights')}
        </p>
      ) : (
        <fieldset className="min-w-0" aria-describedby={error ? errorId : undefined}>
          <legend className="mb-2 text-sm font-medium text-slate-800">
            {t('chooseFlight', { from: segment.depCityName, to: segment.arrCityName })}
          </legend>
          <ul className="space-y-2">
            {data.flights.map((flight) => {
              const fare = fareOfFamily(flight, data.fareFamily);
              const enough = fare !== undefined && fare.seatsLeft >= seats && fare.seatsLeft > 0;
              const inputId = `${id}-flight-${flight.flightId}`;
              const later = daysLater(flight.depTime, flight.depTimeZone, flight.arrTime, flight.arrTimeZone);
              const times = t('flightTimes', {
                dep: airportClock(flight.depTime, flight.depTimeZone, locale),
                depAirport: flight.depAirport,
                arr: `${airportClock(flight.arrTime, flight.arrTimeZone, locale)}${later > 0 ? ` ${t('nextDay', { days: later })}` : ''}`,
                arrAirport: flight.arrAirport,
              });
              const checked = choice?.fareId === fare?.fareId && choice?.date === date && fare !== undefined;
              return (
                <li key={flight.flightId}>
                  <label
                    htmlFor={inputId}
                    className={`flex min-h-12 gap-3 rounded-md border p-3 ${
                      enough
                        ? 'cursor-pointer border-slate-300 hover:bg-brand-50'
                        : 'border-slate-200 bg-slate-50 text-slate-600'
                    } ${checked ? 'border-brand-700 ring-1 ring-brand-700' : ''}`}
                  >
                    <input
                      id={inputId}
                      type="radio"
                      name={`${id}-flight`}
                      className="mt-0.5 h-6 w-6 shrink-0"
                      disabled={!enough}
                      checked={checked}
                      onChange={() =>
                        fare &&
                        onChoose({
                          segmentIndex: segment.segIndex,
                          date,
                          fareId: fare.fareId,
                          flightNo: flight.flightNo,
                          depAirport: flight.depAirport,
                          arrAirport: flight.arrAirport,
                          depTime: flight.depTime,
                          depTimeZone: flight.depTimeZone,
                          arrTime: flight.arrTime,
                          arrTimeZone: flight.arrTimeZone,
                          fare: fare.fare,
                          currency: fare.currency,
                        })
                      }
                    />
                    <span className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm sm:flex-row sm:flex-wrap sm:items-baseline sm:gap-x-4">
                      <span className="font-semibold text-slate-900">{flight.flightNo}</span>
                      <span className="break-words">{times}</span>
                      <span className="text-slate-600">{formatDuration(flight.durationMinutes, locale)}</span>
                      <span className="font-semibold text-accent-700">
                        {fare
                          ? t('fareLine', { family, price: formatMoney(fare.fare, fare.currency, locale) })
                          : t('noFare', { family })}
                      </span>
                      {fare && (
                        <span className="text-xs text-slate-700">
                          {fare.seatsLeft < seats || fare.seatsLeft === 0
                            ? t('tooFewSeats', { count: seats })
                            : t('seatsLeft', { count: fare.seatsLeft })}
                        </span>
                      )}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700" data-testid="change-flight-error">
          {error}
        </p>
      )}
    </section>
  );
}
