'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { FlightStatusBadge } from '@/components/ui/flight-status-badge';
import * as irregular from '@/lib/bff-client/irregular';
import type { IrregularTrip } from '@/lib/contract/irregular';
import { Link } from '@/lib/i18n/navigation';
import { airportClock, airportDay, freeChangeHref, involuntaryRefundHref } from './irregular-format';

/**
 * One segment of a traveller's order on /ancillary/abnormalEntry (decision 32; spec §2, §4 flight dynamics): the
 * flight with its status (delay minutes, cancelled, diverted to), the passengers, and for an affected flight the
 * three choices: a free change (/ancillary/normalModify), an involuntary refund (the refund flow, preselected) and
 * keeping the ticket (recorded here; the card then says nothing more is needed). An unaffected flight says why it
 * offers no free change.
 */
export function TripCard({ trip, locale }: { trip: IrregularTrip; locale: string }) {
  const t = useTranslations('Irregular');
  const te = useTranslations('Errors');
  const [kept, setKept] = useState(trip.kept);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { flight } = trip;
  const headingId = `irregular-trip-${trip.orderNo}-${trip.segmentIndex}`;
  const depTz = flight.departure.timeZone;
  const canChange = trip.block === null && trip.window !== null && trip.passengers.some((p) => p.changeable);

  async function keep() {
    setBusy(true);
    setError(null);
    const result = await irregular.keep.call(
      { orderNo: trip.orderNo, segmentIndex: trip.segmentIndex },
      { quiet: true },
    );
    setBusy(false);
    if (result.ok) setKept({ chosenAt: result.data.chosenAt });
    else setError(result.msg || te('networkAnomaly'));
  }

  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-3 rounded-md border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="min-w-0 text-lg font-semibold break-words text-slate-900">
          {t('tripHeading', {
            flightNo: flight.flightNo,
            from: flight.departure.cityName,
            to: flight.arrival.cityName,
          })}
        </h2>
        <FlightStatusBadge status={flight.status} label={t('statusLabel')} word={t(`status.${flight.status}`)} />
      </div>
      <p className="text-sm text-slate-800">
        {t('departs', {
          date: airportDay(flight.plannedDeparture, depTz),
          time: airportClock(flight.plannedDeparture, depTz, locale),
          airport: flight.departure.airportName,
        })}
      </p>
      <p className="font-mono text-sm text-slate-700">{t('orderLine', { orderNo: trip.orderNo })}</p>
      {flight.status === 'DELAYED' && (
        <p className="text-sm text-slate-900">
          {t('delayedBy', { minutes: flight.delayMinutes })}
          {flight.estimatedDeparture &&
            ` · ${t('estimated', { time: airportClock(flight.estimatedDeparture, depTz, locale) })}`}
        </p>
      )}
      {flight.status === 'CANCELLED' && <p className="text-sm text-slate-900">{t('cancelledNote')}</p>}
      {(flight.status === 'DIVERTED' || flight.status === 'RETURNED') && flight.divertedTo && (
        <p className="text-sm text-slate-900">
          {t(flight.status === 'DIVERTED' ? 'divertedTo' : 'returnedTo', { airport: flight.divertedTo.airportName })}
        </p>
      )}
      <ul className="space-y-1 text-sm text-slate-800">
        {trip.passengers.map((p) => (
          <li key={p.passengerId} className="flex flex-wrap gap-x-3">
            <span className="break-words">{p.name}</span>
            <span className="font-mono">{p.ticketNo}</span>
            {p.checkedIn && <span className="text-amber-900">{t('checkedIn')}</span>}
          </li>
        ))}
      </ul>
      {!trip.affected ? (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">{te('7200060')}</p>
      ) : trip.block === 'DEPARTED' ? (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">{te('7200061')}</p>
      ) : (
        <div className="space-y-3">
          {kept && (
            <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
              {t('keptNote')}
            </p>
          )}
          <p className="text-sm text-slate-800">{t(kept ? 'choicesAgain' : 'choicesIntro')}</p>
          <div className="flex flex-wrap gap-3">
            {canChange ? (
              <Link
                href={freeChangeHref(trip.orderNo, trip.segmentIndex)}
                className={buttonClass({ variant: 'accent' })}
              >
                {t('freeChange')}
              </Link>
            ) : null}
            <Link
              href={involuntaryRefundHref(trip.orderNo, trip.segmentIndex)}
              className={buttonClass({ variant: 'secondary' })}
            >
              {t('involuntaryRefund')}
            </Link>
            {!kept && (
              <Button variant="secondary" busy={busy} onClick={keep}>
                {t('keepTicket')}
              </Button>
            )}
          </div>
          {!canChange && trip.window === null && <p className="text-sm text-slate-700">{t('windowOver')}</p>}
          {trip.window && (
            <p className="text-sm text-slate-700">
              {t('windowNote', { first: trip.window.first, last: trip.window.last })}
            </p>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/** The trips found, or a line saying there are none. */
export function TripList({ trips, locale, empty }: { trips: IrregularTrip[]; locale: string; empty: string }) {
  if (trips.length === 0) return <p className="rounded-md bg-slate-50 p-4 text-slate-800">{empty}</p>;
  return (
    <div className="space-y-4">
      {trips.map((trip) => (
        <TripCard key={`${trip.orderNo}:${trip.segmentIndex}`} trip={trip} locale={locale} />
      ))}
    </div>
  );
}
