/** Calendar dates as 'YYYY-MM-DD' strings and day numbers (days since 1970-01-01), all zone-free. */
const DAY_MS = 86_400_000;

export function dayNumber(isoDate: string): number {
  const y = Number(isoDate.slice(0, 4));
  const m = Number(isoDate.slice(5, 7));
  const d = Number(isoDate.slice(8, 10));
  return Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);
}

export function isoFromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return isoFromDayNumber(dayNumber(isoDate) + days);
}

/** ISO weekday, 1 = Monday ... 7 = Sunday. */
export function isoWeekday(isoDate: string): number {
  const dow = new Date(dayNumber(isoDate) * DAY_MS).getUTCDay();
  return dow === 0 ? 7 : dow;
}

export function isValidIsoDate(isoDate: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDate) && isoFromDayNumber(dayNumber(isoDate)) === isoDate;
}

export { DAY_MS };
