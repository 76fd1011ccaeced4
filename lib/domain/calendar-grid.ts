/**
 * The month view of the low-price calendar (spec §9): 6 rows of 7 days, weeks starting on Sunday.
 * Pure: months are 'YYYY-MM', dates 'YYYY-MM-DD'.
 */
import { addDays } from './search';

export const GRID_ROWS = 6;
export const GRID_COLUMNS = 7;
/** The most days one calendarshopping call may cover (airline-api MAX_CALENDAR_DAYS). */
export const MAX_CALENDAR_QUERY_DAYS = 62;

export type CalendarCell = { date: string; inMonth: boolean; disabled: boolean };
export type DateBounds = { min: string; max: string };

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function shiftMonth(month: string, delta: number): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + delta);
  return d.toISOString().slice(0, 7);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The 42 days shown for `month`, from the Sunday on or before its first day, in 6 rows of 7. */
export function monthGrid(month: string, bounds: DateBounds): CalendarCell[][] {
  const first = `${month}-01`;
  const start = addDays(first, -weekday(first));
  return Array.from({ length: GRID_ROWS }, (_, row) =>
    Array.from({ length: GRID_COLUMNS }, (_, column) => {
      const date = addDays(start, row * GRID_COLUMNS + column);
      return { date, inMonth: monthOf(date) === month, disabled: date < bounds.min || date > bounds.max };
    }),
  );
}

/** The visible days that can be asked for, as one query range; null when none can (nothing to query). */
export function gridQueryRange(grid: CalendarCell[][], bounds: DateBounds): { start: string; end: string } | null {
  const open = grid.flat().filter((c) => !c.disabled);
  const first = open[0];
  const last = open[open.length - 1];
  if (!first || !last || first.date > bounds.max || last.date < bounds.min) return null;
  return { start: first.date, end: last.date };
}

/** Months before the one holding `min` or after the one holding `max` show nothing to pick. */
export function canShowMonth(month: string, bounds: DateBounds): boolean {
  return month >= monthOf(bounds.min) && month <= monthOf(bounds.max);
}

export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

/** Where the keyboard focus goes (arrows by day and week, Home/End to the week's ends, PageUp/PageDown by month), kept within bounds. */
export function moveFocus(date: string, key: GridKey, bounds: DateBounds): string {
  const day = weekday(date);
  const next = {
    ArrowLeft: () => addDays(date, -1),
    ArrowRight: () => addDays(date, 1),
    ArrowUp: () => addDays(date, -7),
    ArrowDown: () => addDays(date, 7),
    Home: () => addDays(date, -day),
    End: () => addDays(date, 6 - day),
    PageUp: () => sameDayInMonth(date, -1),
    PageDown: () => sameDayInMonth(date, 1),
  }[key]();
  if (next < bounds.min) return bounds.min;
  if (next > bounds.max) return bounds.max;
  return next;
}

/** The same day of the month `delta` months away, or that month's last day when it is shorter. */
function sameDayInMonth(date: string, delta: number): string {
  const month = shiftMonth(monthOf(date), delta);
  const lastDay = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const wanted = `${month}-${date.slice(8, 10)}`;
  return wanted > lastDay ? lastDay : wanted;
}
