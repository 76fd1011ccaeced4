'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { FareOption } from './fare-option';
import type { FlightView, PartyView } from './flight-view';

/**
 * One flight of the current leg, compact: local times at each airport, the route, and the party's lowest
 * total. Its fare families open on demand (a disclosure button), so a phone sees the flights.
 */
export function FlightCard({ flight, party }: { flight: FlightView; party: PartyView }) {
  const t = useTranslations('FlightCard');
  const [open, setOpen] = useState(false);
  const headingId = `flight-${flight.flightId}`;
  const faresId = `fares-${flight.flightId}`;
  return (
    <Card as="article" aria-labelledby={headingId} padding="none">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 sm:p-4">
        <div className="min-w-0 basis-full sm:basis-28">
          <h3 id={headingId} className="font-semibold">
            {flight.flightNo}{' '}
            <span className="text-xs font-normal text-slate-600">{t('aircraft', { aircraft: flight.aircraft })}</span>
          </h3>
        </div>
        <div className="flex min-w-0 flex-1 items-center gap-2 sm:gap-4">
          <div className="min-w-0 flex-1 text-right">
            <p className="sr-only">{t('departure')}</p>
            <p className="text-xl font-semibold tabular-nums sm:text-2xl">{flight.depClock}</p>
            <p className="text-xs break-words text-slate-700">
              {flight.depAirportName} {flight.depTerminal}
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-center px-1 text-xs text-slate-600">
            {/* On a phone only the duration, so the airport names keep their words whole; the label is still read. */}
            <span aria-hidden="true" className="sm:hidden">
              {flight.durationText}
            </span>
            <span className="sr-only sm:not-sr-only">{t('duration', { duration: flight.durationText })}</span>
            <span aria-hidden="true" className="my-0.5 h-px w-12 bg-slate-300 sm:w-20" />
            <span>{t('nonstop')}</span>
          </div>
          <div className="min-w-0 flex-1">
            <p className="sr-only">{t('arrival')}</p>
            <p className="text-xl font-semibold tabular-nums sm:text-2xl">
              {flight.arrClock}
              {flight.arrDayOffset > 0 && (
                <sup className="ml-0.5 text-xs font-medium text-accent-700">
                  <span aria-hidden="true">{t('nextDay', { days: flight.arrDayOffset })}</span>
                  <span className="sr-only">{t('nextDayLabel', { days: flight.arrDayOffset })}</span>
                </sup>
              )}
            </p>
            <p className="text-xs break-words text-slate-700">
              {flight.arrAirportName} {flight.arrTerminal}
            </p>
          </div>
        </div>
        <div className="flex basis-full items-center justify-between gap-3 sm:basis-auto sm:flex-col sm:items-end sm:gap-1">
          <p className="text-left sm:text-right">
            {flight.lowestTotalText ? (
              <span className="block text-lg font-bold text-accent-700">
                {t('lowestFrom', { price: flight.lowestTotalText })}
              </span>
            ) : (
              <span className="block font-medium text-slate-600">{t('soldOut')}</span>
            )}
            <span className="block text-xs text-slate-600">
              {party.single ? t('perAdult') : t('perParty', { passengers: party.text })}
            </span>
          </p>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={faresId}
            onClick={() => setOpen((o) => !o)}
            className="inline-flex min-h-10 shrink-0 items-center gap-1 rounded-md border border-brand-700 px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {open ? t('hideFares') : t('showFares', { count: flight.fares.length })}
            <span aria-hidden="true" className={`transition-transform ${open ? 'rotate-180' : ''}`}>
              ▾
            </span>
          </button>
        </div>
      </div>
      {/* The fares are drawn when opened: a closed card's hidden fares were most of the page's HTML, and the
          server's time to write it (decision 76); the disclosure only works once hydrated either way. */}
      <div id={faresId} hidden={!open} className="border-t border-slate-200 p-3 sm:p-4">
        {open && (
          <ul aria-label={t('faresLabel', { flightNo: flight.flightNo })} className="grid gap-3 sm:grid-cols-3">
            {flight.fares.map((fare) => (
              <FareOption key={fare.fareFamily} fare={fare} flightNo={flight.flightNo} party={party} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
