'use client';

import { Fragment, useRef, useState, type KeyboardEvent } from 'react';

/** What the grid draws of a seat (the booking's Seat and the seat page's priced chart seat both fit). */
export type GridSeat = {
  seatNo: string;
  row: number;
  column: string;
  exit: 'WING' | 'DOOR' | null;
  available: boolean;
  price: number;
};

export type SeatGridProps<S extends GridSeat> = {
  map: { rows: number; columns: string[]; seats: S[] };
  /** seatNo → who has it in this party (the seat is drawn chosen). */
  mine: Map<string, string>;
  money: (minor: number) => string;
  onChoose: (seat: S) => void;
  /** The grid's accessible name and the row numbers' column header. */
  label: string;
  rowLabel: string;
  /** Read after the seat's row and letter: its kind, exit, state and who has it (no aria-label: seen = heard). */
  describe: (seat: S, chosenBy: string | undefined) => string;
  /** A press on a seat that is not available (to say why); by default such a press does nothing. */
  onUnavailable?: (seat: S) => void;
  /** The seat the keyboard enters the grid on (default: the first free seat). */
  activeSeat?: string;
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
 * The cabin as a grid of seat buttons (rows × letters), shared by the booking's seat dialog and the seat
 * page (/seat/seatSelections). Arrow keys move within the map (roving focus); taken seats stay focusable
 * but are marked disabled, so the keyboard path crosses them like the eye does. The words come from the
 * caller, so each feature keeps its own messages.
 */
export function SeatGrid<S extends GridSeat>({
  map,
  mine,
  money,
  onChoose,
  label,
  rowLabel,
  describe,
  onUnavailable,
  activeSeat,
}: SeatGridProps<S>) {
  const grid = useRef<HTMLDivElement>(null);
  // The seat the arrow keys (or a press) last moved to, for as long as the caller's active seat stays the same.
  const [roving, setRoving] = useState<{ seat: string; active: string | undefined } | null>(null);
  const bySeat = new Map(map.seats.map((s) => [s.seatNo, s]));
  const rows = Array.from({ length: map.rows }, (_, i) => i + 1);
  const firstFree = map.seats.find((s) => s.available)?.seatNo ?? map.seats[0]?.seatNo;
  const entry =
    roving && roving.active === activeSeat && bySeat.has(roving.seat)
      ? roving.seat
      : activeSeat && bySeat.has(activeSeat)
        ? activeSeat
        : firstFree;

  const move = (e: KeyboardEvent<HTMLButtonElement>, row: number, col: number) => {
    const delta = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key];
    if (!delta) return;
    e.preventDefault();
    let r = row + delta[0]!;
    let c = col + delta[1]!;
    while (r >= 1 && r <= map.rows && c >= 0 && c < map.columns.length) {
      const seatNo = `${r}${map.columns[c]}`;
      const target = grid.current?.querySelector<HTMLButtonElement>(`[data-seat="${seatNo}"]`);
      if (target) {
        for (const b of grid.current!.querySelectorAll<HTMLButtonElement>('[data-seat]')) b.tabIndex = -1;
        target.tabIndex = 0;
        target.focus();
        setRoving({ seat: seatNo, active: activeSeat });
        return;
      }
      r += delta[0]!;
      c += delta[1]!;
    }
  };

  const press = (s: S) => {
    setRoving({ seat: s.seatNo, active: activeSeat });
    if (s.available) onChoose(s);
    else onUnavailable?.(s);
  };

  const columns = { gridTemplateColumns: gridColumns(map.columns) };
  const aisle = <span aria-hidden="true" />;
  return (
    <div ref={grid} role="grid" aria-label={label} className="w-full max-w-md">
      <div role="row" className="grid gap-1" style={columns}>
        <span role="columnheader" aria-label={rowLabel} />
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
                    tabIndex={s.seatNo === entry ? 0 : -1}
                    aria-disabled={!s.available || undefined}
                    aria-pressed={chosen}
                    onKeyDown={(e) => move(e, row, col)}
                    onClick={() => press(s)}
                    className={`flex h-10 w-full min-w-6 flex-col items-center justify-center rounded border text-[11px] leading-tight focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 ${tone}`}
                  >
                    <span className="sr-only">{s.row}</span>
                    <span>{s.column}</span>
                    <span className="sr-only">{`, ${describe(s, mine.get(s.seatNo))}, `}</span>
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
