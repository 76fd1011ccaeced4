'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import * as irregular from '@/lib/bff-client/irregular';
import type { BffResult } from '@/lib/bff-client/bff-fetch';
import { ResultCode } from '@/lib/contract/codes';
import type { Currency } from '@/lib/contract/common';
import type { IrregularFlightsData, IrregularTrip } from '@/lib/contract/irregular';
import type { RescheduleOrder } from '@/lib/contract/reschedule';
import { windowDates } from '@/lib/domain/irregular-rules';
import { formatMoney } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { useIssuedChange } from '@/components/ui/use-issued-change';
import { airportClock } from './irregular-format';
import { dateTimeFormat } from '@/lib/domain/intl-cache';

type Props = {
  trip: IrregularTrip;
  locale: string;
  /** The original order's page (the member's or the visitor's). */
  orderHref: string;
  /** The order's pay currency (what a change would cost is said in it: nothing). */
  currency: Currency;
};

/** Answers after which nobody knows whether the change was made: the same click sent again keeps its attempt. */
const UNKNOWN_OUTCOME: readonly string[] = [
  'NETWORK',
  ResultCode.UPSTREAM_TIMEOUT,
  ResultCode.UPSTREAM_UNAVAILABLE,
  ResultCode.UPSTREAM_BAD_RESPONSE,
  ResultCode.INTERNAL,
];

/**
 * The free change of an irregular flight (/ancillary/normalModify/{orderNo}?segment=; issue 15 §3; decision 32):
 * the passengers of the segment (all whose ticket may change, chosen at first), a date of the window (the flight's
 * date and the 7 days after), a flight of the same route on it, and Confirm. No fee, no fare difference: nothing is
 * paid, the gateway is never opened, and the new 902 tickets are shown. Every refusal is said in its own words and
 * the choices stay.
 */
export function FreeChange({ trip, locale, orderHref, currency }: Props) {
  const t = useTranslations('Irregular');
  const te = useTranslations('Errors');
  const id = useId();
  const dates = trip.window ? windowDates(trip.window) : [];
  const [chosen, setChosen] = useState<string[]>(() =>
    trip.passengers.filter((p) => p.changeable).map((p) => p.passengerId),
  );
  const [date, setDate] = useState(dates[0] ?? '');
  const [flights, setFlights] = useState<{ key: string; result: BffResult<IrregularFlightsData> } | null>(null);
  const [fareId, setFareId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState<{ signature: string; id: string } | null>(null);
  const [made, setMade] = useState<RescheduleOrder | null>(null);

  const items = chosen.map((passengerId) => ({ passengerId, segmentIndex: trip.segmentIndex }));
  const key = JSON.stringify({ date, chosen });
  const current = flights?.key === key ? flights.result : null;

  useEffect(() => {
    if (!date || chosen.length === 0) return;
    const controller = new AbortController();
    const body = {
      orderNo: trip.orderNo,
      segmentIndex: trip.segmentIndex,
      items: JSON.parse(key).chosen.map((passengerId: string) => ({ passengerId, segmentIndex: trip.segmentIndex })),
      date: JSON.parse(key).date as string,
    };
    irregular.flights.call(body, { quiet: true, signal: controller.signal }).then(
      (result) => {
        if (!controller.signal.aborted) setFlights({ key, result });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [key, trip.orderNo, trip.segmentIndex, date, chosen.length]);

  if (made) return <FreeChangeDone trip={trip} made={made} locale={locale} orderHref={orderHref} currency={currency} />;

  function toggle(passengerId: string, on: boolean) {
    setChosen((c) => (on ? [...c, passengerId] : c.filter((x) => x !== passengerId)));
    setFareId(null);
    setError(null);
  }

  async function confirm() {
    if (busy) return;
    if (chosen.length === 0) return setError(t('passengersRequired'));
    if (!fareId) return setError(t('flightRequired'));
    setBusy(true);
    setError(null);
    const fields = { orderNo: trip.orderNo, segmentIndex: trip.segmentIndex, items, fareId };
    const signature = JSON.stringify(fields);
    const id = attempt?.signature === signature ? attempt.id : crypto.randomUUID();
    setAttempt({ signature, id });
    let result: BffResult<{ order: RescheduleOrder }>;
    try {
      result = await irregular.change.call({ ...fields, attempt: id }, { quiet: true });
    } catch {
      result = { ok: false, code: 'NETWORK', msg: '' };
    }
    setBusy(false);
    if (result.ok) return setMade(result.data.order);
    if (!UNKNOWN_OUTCOME.includes(result.code)) setAttempt(null);
    setError(result.msg || te('networkAnomaly'));
  }

  const list = current?.ok ? current.data.flights : [];
  return (
    <div className="space-y-6">
      <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">{t('freeIntro')}</p>
      <fieldset className="min-w-0 space-y-2">
        <legend className="mb-1 font-semibold text-slate-900">{t('passengersLegend')}</legend>
        {trip.passengers.map((p) => (
          <label key={p.passengerId} className="flex min-h-6 items-center gap-2 text-slate-900">
            <input
              type="checkbox"
              className="size-5"
              disabled={!p.changeable}
              checked={chosen.includes(p.passengerId)}
              onChange={(e) => toggle(p.passengerId, e.target.checked)}
            />
            <span className="break-words">{p.name}</span>
            {p.checkedIn && <span className="text-sm text-amber-900">{t('checkedInFirst')}</span>}
          </label>
        ))}
      </fieldset>
      <fieldset className="min-w-0 space-y-2">
        <legend className="mb-1 font-semibold text-slate-900">{t('dateLegend')}</legend>
        <p className="text-sm text-slate-700">{t('windowNote', { first: dates[0] ?? '', last: dates.at(-1) ?? '' })}</p>
        <div className="flex flex-wrap gap-2" data-testid="irregular-dates">
          {dates.map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={d === date}
              onClick={() => {
                setDate(d);
                setFareId(null);
                setError(null);
              }}
              className={buttonClass({ variant: d === date ? 'primary' : 'secondary', size: 'sm' })}
            >
              {d}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="min-w-0 space-y-2" aria-busy={!current}>
        <legend className="mb-1 font-semibold text-slate-900">{t('flightsLegend', { date })}</legend>
        <p className="text-sm text-slate-700">{t('timesLocal')}</p>
        {chosen.length === 0 ? (
          <p className="text-sm text-slate-700">{t('passengersRequired')}</p>
        ) : !current ? (
          <p role="status" className="text-sm text-slate-700">
            {t('flightsLoading')}
          </p>
        ) : !current.ok ? (
          <p role="alert" className="text-sm text-red-700" data-testid="irregular-flights-failed">
            {current.msg || te('networkAnomaly')}
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-800" data-testid="irregular-no-flights">
            {t('noFlights')}
          </p>
        ) : (
          <ul className="space-y-2">
            {list.map((f) => (
              <li key={f.fareId}>
                <label
                  className="flex min-h-10 flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-slate-200 p-3 text-slate-900"
                  data-testid="irregular-flight"
                >
                  <input
                    type="radio"
                    name={`${id}-flight`}
                    className="size-5"
                    checked={fareId === f.fareId}
                    onChange={() => {
                      setFareId(f.fareId);
                      setError(null);
                    }}
                  />
                  <span className="font-semibold">{f.flightNo}</span>
                  <span>
                    {`${f.depAirport} ${airportClock(f.depTime, f.depTimeZone, locale)} → ${f.arrAirport} ${airportClock(f.arrTime, f.arrTimeZone, locale)}`}
                  </span>
                  <span className="text-sm text-green-900">{t('free')}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <p className="text-sm text-slate-900" data-testid="irregular-cost">
        {t('costLine', { total: formatMoney(0, currency, locale) })}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700" data-testid="irregular-error">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Link href="/ancillary/abnormalEntry" className={buttonClass({ variant: 'secondary' })}>
          {t('back')}
        </Link>
        <Button variant="accent" busy={busy} onClick={confirm} data-testid="irregular-confirm">
          {busy ? t('confirming') : t('confirm')}
        </Button>
      </div>
    </div>
  );
}

/** The change is made: nothing paid, the new flight and its new 902 tickets (read again while any is issuing). */
function FreeChangeDone({ trip, made, locale, orderHref }: Props & { made: RescheduleOrder }) {
  const t = useTranslations('Irregular');
  const current = useIssuedChange(trip.orderNo, made);

  const nameOf = (passengerId: string) => trip.passengers.find((p) => p.passengerId === passengerId)?.name ?? '';
  return (
    <div className="space-y-4" data-testid="irregular-done">
      <p role="status" className="rounded-md bg-green-50 p-4 text-lg font-semibold text-green-900">
        {t('done')}
      </p>
      <p className="text-slate-900" data-testid="irregular-paid">
        {t('paidLine', { total: formatMoney(current.total, current.currency, locale) })}
      </p>
      <p className="font-mono text-slate-800">{t('changeOrder', { orderNo: current.orderNo })}</p>
      <ul className="space-y-1 text-sm text-slate-900">
        {current.segments.map((s) => (
          <li key={s.segmentIndex}>
            {`${s.flightNo} · ${s.depAirport} → ${s.arrAirport} · ${dateTimeFormat('en-CA', { timeZone: s.depTimeZone }).format(new Date(s.depTime))} ${airportClock(s.depTime, s.depTimeZone, locale)}`}
          </li>
        ))}
      </ul>
      <section aria-labelledby="irregular-new-tickets" className="space-y-2">
        <h2 id="irregular-new-tickets" className="text-lg font-semibold text-slate-900">
          {t('newTickets')}
        </h2>
        <ul className="space-y-1 text-sm" aria-live="polite">
          {current.tickets.map((ticket) => (
            <li
              key={`${ticket.passengerId}:${ticket.segmentIndex}`}
              className="flex flex-wrap gap-x-3"
              data-testid="irregular-new-ticket"
            >
              <span className="break-words">{nameOf(ticket.passengerId)}</span>
              <span className="font-mono">{ticket.ticketNo ?? t('ticketIssuing')}</span>
            </li>
          ))}
        </ul>
      </section>
      <Link href={orderHref} className={buttonClass({ variant: 'primary' })}>
        {t('backToOrder')}
      </Link>
    </div>
  );
}
