'use client';

import { useTranslations } from 'next-intl';
import { Fragment, useRef, type KeyboardEvent } from 'react';
import type { Seat, SeatMap } from '@/lib/contract/ancillary';

type Props = {
  map: SeatMap;
  /** seatNo → who has it in this booking (label shown on the seat). */
  mine: Map<string, string>;
  money: (minor: number) => string;
  onChoose: (seat: Seat) => void;
};

const AISLE_AFTER = 'C';

/**
 * Row number, the seats left of the aisle, the aisle, the seats right of it: the columns share the width
 * they have, so the whole row (window to window) fits a 320 px phone and stays readable on a desktop.
 */
function gridColumns(columns: string[]): string {
  const aisle = columns.indexOf(AISLE_AFTER) + 1;
  const seats = (n: number) => (n > 0 ? ` repeat(${n}, minmax(1.5rem, 3rem))` : '');
  return `1.5rem${seats(aisle)} 0.75rem${seats(columns.length - aisle)}`;
}

/**
 * The cabin as a grid of seat buttons (rows × letters). Arrow keys move within the map (roving focus);
 * taken seats stay focusable but are marked disabled, so the keyboard path crosses them like the eye does.
 */
export function SeatGrid({ map, mine, money, onChoose }: Props) {
  const t = useTranslations('BookingFunnel');
  const grid = useRef<HTMLDivElement>(null);
  const bySeat = new Map(map.seats.map((s) => [s.seatNo, s]));
  const rows = Array.from({ length: map.rows }, (_, i) => i + 1);
  const firstFree = map.seats.find((s) => s.available)?.seatNo ?? map.seats[0]?.seatNo;

  const move = (e: KeyboardEvent<HTMLButtonElement>, row: number, col: number) => {
    const delta = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key];
    if (!delta) return;
    e.preventDefault();
    let r = row + delta[0]!;
    let c = col + delta[1]!;
    while (r >= 1 && r <= map.rows && c >= 0 && c < map.columns.length) {
      const target = grid.current?.querySelector<HTMLButtonElement>(`[data-seat="${r}${map.columns[c]}"]`);
      if (target) {
        for (const b of grid.current!.querySelectorAll<HTMLButtonElement>('[data-seat]')) b.tabIndex = -1;
        target.tabIndex = 0;
        target.focus();
        return;
      }
      r += delta[0]!;
      c += delta[1]!;
    }
  };

  // Read after the visible letter and price; no aria-label, so what is seen is what is announced.
  const details = (s: Seat) =>
    [
      t(`seatKind_${s.kind}`),
      s.exit === 'WING' ? t('seatWing') : s.exit === 'DOOR' ? t('seatExit') : null,
      s.available ? null : t('seatTaken'),
      mine.get(s.seatNo) ? t('seatChosenBy', { name: mine.get(s.seatNo)! }) : null,
    ]
      .filter(Boolean)
      .join(', ');

  const columns = { gridTemplateColumns: gridColumns(map.columns) };
  const aisle = <span aria-hidden="true" />;
  return (
    <div ref={grid} role="grid" aria-label={t('seatMapLabel')} className="w-full max-w-md">
      <div role="row" className="grid gap-1" style={columns}>
        <span role="columnheader" aria-label={t('seatRow')} />
        {map.columns.map((c) => (
          <Fragment key={c}>
            <span role="columnheader" className="text-center text-sm font-semibold">
              {c}
            </span>
            {c === AISLE_AFTER && aisle}
          </Fragment>
        ))}
      </div>
      {rows.map((row) => (
        <div key={row} role="row" className="mt-1 grid gap-1" style={columns}>
          <span role="rowheader" className="self-center text-right text-sm text-slate-700">
            {row}
          </span>
          {map.columns.map((c, col) => {
            const s = bySeat.get(`${row}${c}`);
            const after = c === AISLE_AFTER ? aisle : null;
            if (!s)
              return (
                <Fragment key={c}>
                  <span role="gridcell" />
                  {after}
                </Fragment>
              );
            const chosen = mine.has(s.seatNo);
            const tone = chosen
              ? 'bg-brand-700 text-white border-brand-800'
              : !s.available
                ? 'bg-slate-200 text-slate-600 border-slate-300 cursor-not-allowed'
                : s.exit
                  ? 'bg-amber-50 border-amber-600 text-slate-900'
                  : 'bg-white border-slate-400 text-slate-900 hover:bg-brand-50';
            return (
              <Fragment key={c}>
                <span role="gridcell">
                  <button
                    type="button"
                    data-seat={s.seatNo}
                    tabIndex={s.seatNo === firstFree ? 0 : -1}
                    aria-disabled={!s.available || undefined}
                    aria-pressed={chosen}
                    onKeyDown={(e) => move(e, row, col)}
                    onClick={() => s.available && onChoose(s)}
                    className={`flex h-10 w-full min-w-6 flex-col items-center justify-center rounded border text-[11px] leading-tight focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 ${tone}`}
                  >
                    <span className="sr-only">{s.row}</span>
                    <span>{s.column}</span>
                    <span className="sr-only">{`, ${details(s)}, `}</span>
                    {s.available && !chosen && <span>{money(s.price)}</span>}
                  </button>
                </span>
                {after}
              </Fragment>
            );
          })}
        </div>
      ))}
    </div>
  );
}
