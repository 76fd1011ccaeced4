/**
 * Seat chart layout and seat rules (spec §3 seat chart entry, §5 Services seat rules). Pure: the web
 * draws the chart and pre-checks choices with it; airline-api enforces the same rules.
 */
export type Aircraft = 'A320' | 'A321';
export type SeatKind = 'FRONT' | 'EXIT' | 'WINDOW' | 'AISLE' | 'MIDDLE';
/** The first two exit rows of each aircraft sit over the wing (spec §3: wing seats). */
export type ExitMarker = 'WING' | 'DOOR' | null;
export type Side = 'L' | 'R';

export type SeatLayout = {
  seatNo: string;
  row: number;
  column: string;
  side: Side;
  kind: SeatKind;
  exit: ExitMarker;
  infantAllowed: boolean;
};

export const COLUMNS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
const FRONT_ROWS = 3;

/** A320: 31 rows of 6 = 186. A321: 36 rows of 6 and a last row of 4 = 220. */
export const CABIN: Record<Aircraft, { rows: number; lastRowColumns: string[]; exits: Record<number, ExitMarker> }> = {
  A320: { rows: 31, lastRowColumns: [...COLUMNS], exits: { 12: 'WING', 13: 'WING' } },
  A321: { rows: 37, lastRowColumns: ['A', 'C', 'D', 'F'], exits: { 12: 'WING', 13: 'WING', 26: 'DOOR' } },
};

/** Extra oxygen masks: infants sit neither in exit rows nor in the rows just in front of them, nor in row 1. */
function infantRow(aircraft: Aircraft, row: number): boolean {
  const exits = CABIN[aircraft].exits;
  return row !== 1 && !exits[row] && !exits[row + 1];
}

export function seatLayout(aircraft: Aircraft): SeatLayout[] {
  const cabin = CABIN[aircraft];
  const seats: SeatLayout[] = [];
  for (let row = 1; row <= cabin.rows; row++) {
    const columns = row === cabin.rows ? cabin.lastRowColumns : COLUMNS;
    for (const column of columns) {
      const exit = cabin.exits[row] ?? null;
      const edge = column === 'A' || column === 'F';
      const aisle = column === 'C' || column === 'D';
      const kind: SeatKind = row <= FRONT_ROWS ? 'FRONT' : exit ? 'EXIT' : edge ? 'WINDOW' : aisle ? 'AISLE' : 'MIDDLE';
      seats.push({
        seatNo: `${row}${column}`,
        row,
        column,
        side: 'ABC'.includes(column) ? 'L' : 'R',
        kind,
        exit,
        infantAllowed: infantRow(aircraft, row),
      });
    }
  }
  return seats;
}

export type SeatOccupant = { seatNo: string; withInfant: boolean };
export type SeatChoice = { passenger: number; seatNo: string; type: 'ADT' | 'CHD'; withInfant: boolean };
export type SeatIssue = {
  passenger: number;
  key:
    | 'seatNotFound'
    | 'seatOccupied'
    | 'seatTakenByOther'
    | 'exitRowNotAllowed'
    | 'infantRowNotAllowed'
    | 'infantSameSide';
};

/**
 * Checks the seat choices of one flight against the chart and the seats already taken: an exit row is
 * not for children or passengers with an infant; an infant sits only in an allowed row; two adults with
 * infants may not sit on the same side of one row (one spare oxygen mask per side).
 */
export function validateSeatChoices(aircraft: Aircraft, choices: SeatChoice[], occupied: SeatOccupant[]): SeatIssue[] {
  const chart = new Map(seatLayout(aircraft).map((s) => [s.seatNo, s]));
  const taken = new Map(occupied.map((o) => [o.seatNo, o]));
  const infantSides = new Set<string>();
  for (const o of occupied) {
    const seat = chart.get(o.seatNo);
    if (seat && o.withInfant) infantSides.add(`${seat.row}${seat.side}`);
  }
  const issues: SeatIssue[] = [];
  const chosen = new Set<string>();
  for (const c of choices) {
    const seat = chart.get(c.seatNo);
    const fail = (key: SeatIssue['key']) => issues.push({ passenger: c.passenger, key });
    if (!seat) fail('seatNotFound');
    else if (taken.has(c.seatNo)) fail('seatOccupied');
    else if (chosen.has(c.seatNo)) fail('seatTakenByOther');
    else if (seat.exit && (c.type === 'CHD' || c.withInfant)) fail('exitRowNotAllowed');
    else if (c.withInfant && !seat.infantAllowed) fail('infantRowNotAllowed');
    else if (c.withInfant && infantSides.has(`${seat.row}${seat.side}`)) fail('infantSameSide');
    if (seat) chosen.add(c.seatNo);
    if (seat && c.withInfant) infantSides.add(`${seat.row}${seat.side}`);
  }
  return issues;
}
