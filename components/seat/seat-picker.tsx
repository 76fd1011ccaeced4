'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SeatGrid } from '@/components/ui/seat-grid';
import * as seat from '@/lib/bff-client/seat-selection';
import type { SeatChartData, SeatFareData, SeatPassenger } from '@/lib/contract';
import { formatMoney } from '@/lib/i18n/format';
import {
  applyPick,
  choosePick,
  exitRows,
  nextPassenger,
  pickerPassengers,
  pricedSeats,
  type PickIssue,
  type PricedSeat,
  type SeatPick,
} from './seat-picks';

export type { SeatPick } from './seat-picks';

/** What the picker read, for its owner (the names for the checkout's lines, whether the segment is open). */
export type SeatPickerInfo = { chart: SeatChartData; fares: SeatFareData };

type Props = {
  orderNo: string;
  segmentIndex: number;
  /** Only these passengers (the check-in's choice); all of the segment's when left out. */
  passengerIds?: string[];
  value: SeatPick[];
  onChange: (picks: SeatPick[]) => void;
  onReady?: (info: SeatPickerInfo) => void;
};

type Load = { state: 'loading' } | { state: 'failed' } | ({ state: 'ready' } & SeatPickerInfo);

/**
 * The seat map of one segment of a booked trip (issue 13 §3; spec §3 seat chart entry, §4 seat selection flow,
 * §5 seat rules, §8 messages). The chart (which seats are free) and the fares (what each costs) are read
 * together; a seat without a fare is drawn unavailable and said to have no price. Each passenger is a radio
 * with their current seat, their new one, the changes left and why they cannot buy a seat; a pick is checked
 * with lib/domain/seat-rules first and refused in words. Pressing the passenger's current seat keeps it.
 */
export function SeatPicker({ orderNo, segmentIndex, passengerIds, value, onChange, onReady }: Props) {
  const t = useTranslations('SeatSelection');
  const locale = useLocale();
  const id = useId();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [chosen, setChosen] = useState<string | null>(null);
  const [issue, setIssue] = useState<{ key: PickIssue; passenger?: SeatPassenger } | null>(null);
  const [said, setSaid] = useState('');
  const [attempt, setAttempt] = useState(0);
  const told = useRef(onReady);
  useEffect(() => {
    told.current = onReady;
  });

  useEffect(() => {
    let stopped = false;
    async function read() {
      const segment = { orderNo, segmentIndex };
      const [chart, fares] = await Promise.all([
        seat.chart.call(segment, { quiet: true }),
        seat.fares.call(segment, { quiet: true }),
      ]);
      if (stopped) return;
      // A closed segment needs no fares: its reason is said whatever the fares answered.
      if (chart.ok && !chart.data.open) {
        const none: SeatFareData = { currency: 'CNY', lowestPrice: 0, fares: [] };
        const info = { chart: chart.data, fares: fares.ok ? fares.data : none };
        setLoad({ state: 'ready', ...info });
        return told.current?.(info);
      }
      if (!chart.ok || !fares.ok) return setLoad({ state: 'failed' });
      setLoad({ state: 'ready', chart: chart.data, fares: fares.data });
      told.current?.({ chart: chart.data, fares: fares.data });
    }
    void read();
    return () => {
      stopped = true;
    };
  }, [orderNo, segmentIndex, attempt]);

  const retry = () => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  };

  const ready = load.state === 'ready' ? load : null;
  const passengers = useMemo(() => (ready ? pickerPassengers(ready.chart, passengerIds) : []), [ready, passengerIds]);
  const open = passengers.filter((p) => !p.block);
  // The passenger seats go to: the one chosen, else the first who may buy a seat.
  const who = chosen ?? open[0]?.passengerId ?? null;

  const seats = useMemo(() => (ready ? pricedSeats(ready.chart, ready.fares) : []), [ready]);

  if (load.state === 'loading')
    return (
      <p role="status" className="text-slate-700">
        {t('picker.loading')}
      </p>
    );
  if (load.state === 'failed')
    return (
      <div
        role="alert"
        className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800"
        data-testid="seat-load-failed"
      >
        <p>{t('picker.loadFailed')}</p>
        <Button variant="link" className="mt-2 min-h-6" onClick={retry}>
          {t('picker.retry')}
        </Button>
      </div>
    );

  const { chart, fares } = load;
  if (!chart.open)
    return (
      <p
        role="status"
        className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900"
        data-testid="seat-closed"
      >
        {t(`picker.closed.${chart.closed ?? 'closed'}`)}
      </p>
    );

  const money = (minor: number) => formatMoney(minor, fares.currency, locale);
  const nameOf = (passengerId: string) => passengers.find((p) => p.passengerId === passengerId)?.name ?? '';
  const pickOf = (passengerId: string) => value.find((p) => p.passengerId === passengerId);
  const selected = passengers.find((p) => p.passengerId === who) ?? null;

  // Who holds which seat on the map: the new picks, and the current seats of those without one.
  const mine = new Map<string, string>();
  const current = new Set<string>();
  for (const p of passengers) {
    const pick = pickOf(p.passengerId);
    if (pick) mine.set(pick.seatNo, p.name);
    else if (p.seatNo) {
      mine.set(p.seatNo, p.name);
      current.add(p.seatNo);
    }
  }

  const describe = (s: PricedSeat, chosenBy: string | undefined) =>
    [
      t(`grid.kind.${s.kind}`),
      s.exit === 'WING' ? t('grid.wing') : s.exit === 'DOOR' ? t('grid.door') : null,
      s.available ? null : s.free && !s.priced ? t('grid.noPrice') : t('grid.taken'),
      chosenBy
        ? current.has(s.seatNo)
          ? t('grid.currentOf', { name: chosenBy })
          : t('grid.chosenBy', { name: chosenBy })
        : null,
    ]
      .filter(Boolean)
      .join(', ');

  const choose = (seatNo: string) => {
    const outcome = choosePick(chart, seats, value, selected?.passengerId ?? null, seatNo);
    if (outcome.kind === 'refused') {
      setSaid('');
      return setIssue({ key: outcome.issue, passenger: selected ?? undefined });
    }
    setIssue(null);
    const person = selected!;
    const next = applyPick(value, person.passengerId, outcome);
    onChange(next);
    if (outcome.kind === 'keep') return setSaid(t('picker.kept', { name: person.name, seat: seatNo }));
    // On to the next open passenger without a new seat, as a person working down the party would.
    const after = nextPassenger(
      open.map((p) => p.passengerId),
      next.map((p) => p.passengerId),
      person.passengerId,
    );
    setChosen(after);
    const picked = t('picker.picked', { name: person.name, seat: seatNo });
    setSaid(after === person.passengerId ? picked : `${picked}. ${t('picker.nowChoosing', { name: nameOf(after) })}`);
  };

  const clear = () => {
    if (!selected) return;
    onChange(value.filter((p) => p.passengerId !== selected.passengerId));
    setIssue(null);
    setSaid(t('picker.unpicked', { name: selected.name }));
  };

  const issueText = !issue
    ? ''
    : issue.key === 'blocked' && issue.passenger?.block
      ? t(`picker.block.${issue.passenger.block}`)
      : issue.key === 'blocked'
        ? t('picker.issue.noPassenger')
        : t(`picker.issue.${issue.key}`);

  const exits = exitRows(chart.seats);
  const legendId = `${id}-passengers`;
  const selectedPick = selected ? pickOf(selected.passengerId) : undefined;

  return (
    <section aria-labelledby={`${id}-heading`} className="min-w-0 space-y-3" data-testid="seat-picker">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {t('picker.heading')}
      </h2>
      <p className="text-slate-800" data-testid="seat-lowest">
        {t('picker.lowest', { price: money(fares.lowestPrice) })}
      </p>
      {exits.wing.length > 0 && (
        <p className="text-sm text-slate-700">
          {exits.door.length > 0
            ? t('picker.wingRows', { rows: exits.wing.join(', '), doors: exits.door.join(', ') })
            : t('picker.wingRowsOnly', { rows: exits.wing.join(', ') })}{' '}
          {t('picker.exitRule')}
        </p>
      )}

      <fieldset className="min-w-0">
        <legend id={legendId} className="text-sm font-medium text-slate-900">
          {t('picker.passengers')}
        </legend>
        <ul className="mt-1 space-y-2">
          {passengers.map((p) => {
            const pick = pickOf(p.passengerId);
            const stateId = `${id}-${p.passengerId}-state`;
            return (
              <li key={p.passengerId}>
                <label
                  className={`flex min-h-10 items-start gap-2 rounded-md border px-3 py-2 text-sm ${
                    p.block
                      ? 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-600'
                      : 'cursor-pointer border-slate-300 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50'
                  }`}
                  data-testid="seat-passenger"
                >
                  <input
                    type="radio"
                    name={`${id}-passenger`}
                    className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
                    checked={who === p.passengerId}
                    disabled={p.block !== null}
                    aria-describedby={stateId}
                    onChange={() => {
                      setChosen(p.passengerId);
                      setIssue(null);
                    }}
                  />
                  <span className="min-w-0 break-words">
                    <span className="font-medium text-slate-900">
                      {p.name} ({t(`picker.type.${p.type}`)}
                      {p.withInfant ? `, ${t('picker.withInfant')}` : ''})
                    </span>
                    <span id={stateId} className="block">
                      {p.seatNo ? t('picker.current', { seat: p.seatNo }) : t('picker.noSeat')}
                      {pick && <> · {t('picker.newSeat', { seat: pick.seatNo, price: money(pick.price) })}</>}
                      {p.block ? (
                        <span className="block text-amber-900" data-testid="seat-passenger-block">
                          {t(`picker.block.${p.block}`)}
                        </span>
                      ) : (
                        p.seatNo && <span className="block">{t('picker.changesLeft', { count: p.changesLeft })}</span>
                      )}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {open.length === 0 && <p className="text-sm text-amber-900">{t('picker.noneOpen')}</p>}

      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-slate-700" aria-label={t('picker.legend')}>
        <li className="inline-flex items-center">
          <span
            aria-hidden="true"
            className="mr-1.5 inline-block h-5 w-4 rounded-sm border border-slate-400 bg-white"
          />
          {t('picker.legendFree')}
        </li>
        <li className="inline-flex items-center">
          <span
            aria-hidden="true"
            className="mr-1.5 inline-block h-5 w-4 rounded-sm border border-amber-600 bg-amber-50"
          />
          {t('picker.legendExit')}
        </li>
        <li className="inline-flex items-center">
          <span aria-hidden="true" className="mr-1.5 inline-block h-5 w-4 rounded-sm bg-slate-200" />
          {t('picker.legendTaken')}
        </li>
        <li className="inline-flex items-center">
          <span aria-hidden="true" className="mr-1.5 inline-block h-5 w-4 rounded-sm bg-brand-700" />
          {t('picker.legendChosen')}
        </li>
      </ul>

      <p role="alert" className="min-h-6 text-sm text-red-700" data-testid="seat-issue">
        {issueText}
      </p>
      <p role="status" className="sr-only" data-testid="seat-said">
        {said}
      </p>

      {/* The map keeps its own box: on a narrow phone it may scroll inside it, never the page. */}
      <div className="max-w-full overflow-x-auto pb-1">
        <div className="flex min-w-[13rem] justify-center">
          <SeatGrid
            map={{ rows: chart.rows, columns: chart.columns, seats }}
            mine={mine}
            money={money}
            label={t('grid.label')}
            rowLabel={t('grid.row')}
            describe={describe}
            onChoose={(s) => choose(s.seatNo)}
            onUnavailable={(s) => choose(s.seatNo)}
            activeSeat={selectedPick?.seatNo ?? selected?.seatNo ?? undefined}
          />
        </div>
      </div>
      {selectedPick && (
        <Button variant="secondary" onClick={clear}>
          {t('picker.clear')}
        </Button>
      )}
    </section>
  );
}
