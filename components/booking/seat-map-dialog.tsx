'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import * as booking from '@/lib/bff-client/booking';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import type { SeatMap } from '@/lib/contract/add-on-catalogue';
import { nextSeatPassenger, seatChoiceIssue } from './seat-check';
import { SeatGrid } from './seat-grid';
import { useRuleMessage } from './use-rule-message';

type SeatPassenger = { index: number; label: string; type: 'ADT' | 'CHD'; withInfant: boolean };
type SeatPick = { passenger: number; segment: number; seatNo: string };

type Props = {
  segment: { segIndex: number; flightId: string; label: string };
  initialMap: SeatMap;
  passengers: SeatPassenger[];
  seats: SeatPick[];
  money: (minor: number) => string;
  onChange: (seats: SeatPick[]) => void;
  onClose: () => void;
};

/** The seat map of one flight in a dialog (loaded on demand): pick a passenger, then a seat. */
export function SeatMapDialog({ segment, initialMap, passengers, seats, money, onChange, onClose }: Props) {
  const t = useTranslations('BookingFunnel');
  const rule = useRuleMessage();
  const [who, setWho] = useState(passengers[0]?.index ?? 0);
  const [issue, setIssue] = useState<string | null>(null);
  // The services page's map until the flight's current one comes (kept a minute: reopening the dialog is free).
  const map = useBffQuery(booking.seatMap, { flightId: segment.flightId }, { staleMs: 60_000 }).data ?? initialMap;
  const mine = new Map(
    seats.map((s) => [s.seatNo, passengers.find((p) => p.index === s.passenger)?.label ?? String(s.passenger + 1)]),
  );
  const choose = (seatNo: string) => {
    const person = passengers.find((p) => p.index === who);
    if (!person) return setIssue('noPassengerSelected');
    const chosen = seats.map((s) => {
      const p = passengers.find((x) => x.index === s.passenger);
      return { passenger: s.passenger, seatNo: s.seatNo, type: p?.type ?? 'ADT', withInfant: p?.withInfant ?? false };
    });
    const key = seatChoiceIssue(map, chosen, {
      passenger: who,
      seatNo,
      type: person.type,
      withInfant: person.withInfant,
    });
    setIssue(key);
    if (key) return;
    const next = [...seats.filter((s) => s.passenger !== who), { passenger: who, segment: segment.segIndex, seatNo }];
    onChange(next);
    // On to the next passenger without a seat, as a person working down the party would.
    setWho(
      nextSeatPassenger(
        passengers.map((p) => p.index),
        next.map((s) => s.passenger),
        who,
      ),
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="lg"
        title={t('seatDialogTitle', { flight: segment.label })}
        description={t('seatDialogIntro')}
      >
        <fieldset className="mt-3">
          <legend className="text-sm font-medium">{t('seatFor')}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {passengers.map((p) => {
              const seat = seats.find((s) => s.passenger === p.index)?.seatNo;
              return (
                <label
                  key={p.index}
                  className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input
                    className="h-5 w-5 accent-brand-700"
                    type="radio"
                    name="seat-passenger"
                    checked={who === p.index}
                    onChange={() => setWho(p.index)}
                  />
                  {p.label}
                  {seat ? ` · ${seat}` : ''}
                </label>
              );
            })}
          </div>
        </fieldset>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-xs text-slate-700" aria-label={t('seatLegend')}>
          <li className="inline-flex items-center">
            <span
              aria-hidden="true"
              className="mr-1.5 inline-block h-5 w-4 rounded-t-md rounded-b-sm border border-slate-400 bg-white"
            />
            {t('legendFree')}
          </li>
          <li className="inline-flex items-center">
            <span
              aria-hidden="true"
              className="mr-1.5 inline-block h-5 w-4 rounded-t-md rounded-b-sm border border-amber-600 bg-amber-50"
            />
            {t('legendExit')}
          </li>
          <li className="inline-flex items-center">
            <span aria-hidden="true" className="mr-1.5 inline-block h-5 w-4 rounded-t-md rounded-b-sm bg-slate-200" />
            {t('legendTaken')}
          </li>
          <li className="inline-flex items-center">
            <span aria-hidden="true" className="mr-1.5 inline-block h-5 w-4 rounded-t-md rounded-b-sm bg-brand-700" />
            {t('legendChosen')}
          </li>
        </ul>
        <p role="alert" className="mt-2 min-h-6 text-sm text-red-700">
          {issue ? rule(issue) : ''}
        </p>
        <div className="mt-2 flex justify-center">
          <SeatGrid map={map} mine={mine} money={money} onChoose={(s) => choose(s.seatNo)} />
        </div>
        <div className="mt-4 flex justify-end gap-3">
          {seats.some((s) => s.passenger === who) && (
            <Button variant="secondary" onClick={() => onChange(seats.filter((s) => s.passenger !== who))}>
              {t('seatClear')}
            </Button>
          )}
          <DialogClose asChild>
            <Button>{t('seatDone')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
