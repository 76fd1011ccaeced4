/**
 * Date range picking (spec §4): the first pick sets the start, the second sets the end (the two swapped when the
 * second is earlier), a third starts again. One rule for every range picker, by pointer or by keyboard.
 * Dates are 'YYYY-MM-DD', so they compare as strings.
 */
export type DateRange = { start: string | null; end: string | null };

export const EMPTY_RANGE: DateRange = { start: null, end: null };

/** The range after `date` is picked. */
export function pickRangeDate(range: DateRange, date: string): DateRange {
  if (range.start === null || range.end !== null) return { start: date, end: null };
  return date < range.start ? { start: date, end: range.start } : { start: range.start, end: date };
}

/** Which end the next pick sets: the start (nothing picked, or a whole range) or the end. */
export function nextRangePick(range: DateRange): 'start' | 'end' {
  return range.start !== null && range.end === null ? 'end' : 'start';
}

/** Whether a day lies within a whole range, both ends included. */
export function inRange(range: DateRange, date: string): boolean {
  return range.start !== null && range.end !== null && date >= range.start && date <= range.end;
}
