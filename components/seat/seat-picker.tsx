'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SeatGrid } from '@/components/ui/seat-grid';
import type { SeatPassenger } from '@/lib/contract';
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
import { SeatLegend } from './seat-legend';
import { SeatPassengers } from './seat-passengers';
import { useSeatChart, type SeatPickerInfo } from './use-seat-chart';

export type { SeatPick } from './seat-picks';
export type { SeatPickerInfo } from './use-seat-chart';

type Props = {
  orderNo: string;
  segmentIndex: number;
  /** Only these passengers (the check-in's choice); all of the segment's when left out. */
  passengerIds?: string[];
  value: SeatPick[];
  onChange: (picks: SeatPick[]) => void;
  onReady?: (info: SeatPickerInfo) => void;
};

/**
 * The seat map of one segment of a booked trip (decision 22; spec §3 seat chart entry, §4 seat selection flow,
 * §5 seat rules, §8 messages). The chart (which seats are free) and the fares (what each costs) are read
 * together; a seat without a fare is drawn unavailable and said to have no price. Each passenger is a radio
 * with their current seat, their new one, the changes left and why they cannot buy a seat; a pick is checked
 * with lib/domain/seat-rules first and refused in words. Pressing the passenger's current seat keeps it.
 */
export function SeatPicker({ orderNo, segmentIndex, passengerIds, value, onChange, onReady }: Props) {
  const t = useTranslations('SeatSelection');
  const locale = useLocale();
  const id = useId();
  const reading = useSeatChart(orderNo, segmentIndex, onReady);
  // The map is a few hundred buttons: drawn as a transition, React yields to the browser every few
  // milliseconds while it builds them, instead of one long task that blocks a phone (decision 76).
  const load = useDeferredValue(reading.load);
  const { retry } = reading;
  const [chosen, setChosen] = useState<string | null>(null);
  const [issue, setIssue] = useState<{ key: PickIssue; passenger?: SeatPassenger } | null>(null);
  const [said, setSaid] = useState('');

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

      <SeatPassengers
        id={id}
        passengers={passengers}
        who={who}
        picks={value}
        money={money}
        onWho={(passengerId) => {
          setChosen(passengerId);
          setIssue(null);
        }}
      />
      {open.length === 0 && <p className="text-sm text-amber-900">{t('picker.noneOpen')}</p>}

      <SeatLegend />

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
