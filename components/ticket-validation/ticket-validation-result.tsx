'use client';

import { useTranslations } from 'next-intl';
import type { TicketValidationData, TicketValidationSegment } from '@/lib/contract';
import { formatAirportDateTimeFull } from '@/lib/i18n/format';

/** A departure in its airport's zone ('2026-12-10 08:00'), said as local time by the caller. */
function departureText(seg: TicketValidationSegment, locale: string): string {
  return formatAirportDateTimeFull(seg.departureTime, seg.departureTimeZone, locale);
}

/** The verified ticket: its number and passenger, then each segment as a card (stacked on a phone). */
export function TicketValidationResult({ result, locale }: { result: TicketValidationData; locale: string }) {
  const t = useTranslations('TicketValidation');
  return (
    <section aria-labelledby="tv-result-heading" className="space-y-3" data-testid="tv-result">
      <h2 id="tv-result-heading" className="text-lg font-semibold">
        {t('resultHeading')}
      </h2>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">{t('ticketNo')}</dt>
        <dd className="break-all">{result.ticketNo}</dd>
        <dt className="text-slate-600">{t('passengerName')}</dt>
        <dd className="break-words">{result.passengerName}</dd>
      </dl>
      <p className="text-sm text-slate-700">
        {result.mailedTo ? t('mailed', { email: result.mailedTo }) : t('notMailed')}
      </p>
      <ul className="grid gap-3 md:grid-cols-2">
        {result.segments.map((seg) => (
          <li
            key={`${seg.flightNo}-${seg.flightDate}`}
            className="min-w-0 rounded-lg border border-slate-200 bg-white p-4"
            data-testid="tv-segment"
          >
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold">{seg.flightNo}</span>
              <span className="rounded bg-slate-100 px-2 py-0.5 text-sm font-medium" data-testid="tv-status">
                {t(`status.${seg.status}`)}
              </span>
            </p>
            <p className="mt-2 break-words">{t('route', { from: seg.departure.cityName, to: seg.arrival.cityName })}</p>
            <p className="text-sm break-words text-slate-600">
              {seg.departure.airportName} → {seg.arrival.airportName}
            </p>
            <p className="mt-1 text-sm">{t('departs', { time: departureText(seg, locale) })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
