/**
 * The points and growth pages' queries (spec §2: points detail by the last 1, 2 or 3 months, growth detail by 1, 3 or
 * 6; decision 65): `?months=3&page=2`, and the sign-in calendar's `?year=2026&month=11`. Plain links and the URL hold
 * them (decision 17), so any URL renders: an unknown or malformed value is its default.
 */

export const POINTS_PATH = '/member/integral/integral';
export const SUPPLEMENT_PATH = '/member/integral/suppl';
export const GROWTH_PATH = '/member/account/growth';
export const RIGHTS_PATH = '/member/account/rights';

export type ValueQuery = { months: number; page: number };
export type CalendarMonth = { year: number; month: number };

type SearchParams = Record<string, string | string[] | undefined>;
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const MAX_PAGE = 1000;

export function parseValueQuery(params: SearchParams, periods: readonly number[]): ValueQuery {
  const months = single(params.months);
  const page = single(params.page);
  const pageNo = page && /^[1-9]\d{0,3}$/.test(page) ? Number(page) : 1;
  return {
    months: periods.find((m) => String(m) === months) ?? periods[0]!,
    page: pageNo <= MAX_PAGE ? pageNo : 1,
  };
}

/** The page's URL with some values changed; a new period starts again at page 1; defaults are left out. */
export function valueHref(path: string, query: ValueQuery, change: Partial<ValueQuery> = {}, defaultMonths = 1) {
  const restart = change.months !== undefined && change.months !== query.months;
  const next = { ...query, ...(restart ? { page: 1 } : {}), ...change };
  const params = new URLSearchParams();
  if (next.months !== defaultMonths) params.set('months', String(next.months));
  if (next.page !== 1) params.set('page', String(next.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export function valuePageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

const monthIndex = (m: CalendarMonth) => m.year * 12 + m.month - 1;
const fromIndex = (i: number): CalendarMonth => ({ year: Math.floor(i / 12), month: (i % 12) + 1 });
/** The first month a sign-in calendar shows (the programme began in 2017). */
const FIRST_MONTH: CalendarMonth = { year: 2017, month: 1 };

/**
 * The calendar's month the query names (2017 on), or null: then airline-api shows this month of its own calendar,
 * whose today the page does not know before it asks.
 */
export function parseCalendarMonth(params: SearchParams): CalendarMonth | null {
  const year = Number(single(params.year));
  const month = Number(single(params.month));
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) return null;
  return year >= FIRST_MONTH.year && year <= 2100 ? { year, month } : null;
}

/** The month before and after, or null outside 2017 up to this month. */
export function neighbourMonths(shown: CalendarMonth, today: string) {
  const i = monthIndex(shown);
  const last = monthIndex({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) });
  return {
    previous: i > monthIndex(FIRST_MONTH) ? fromIndex(i - 1) : null,
    next: i < last ? fromIndex(i + 1) : null,
  };
}

export function calendarHref(m: CalendarMonth): string {
  return `${GROWTH_PATH}?year=${m.year}&month=${m.month}`;
}

/** The calendar's weeks (spec §9: weeks start on Sunday): each day of the month in its column, null elsewhere. */
export function monthWeeks(m: CalendarMonth): (number | null)[][] {
  const firstWeekday = new Date(Date.UTC(m.year, m.month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(m.year, m.month, 0)).getUTCDate();
  const cells: (number | null)[] = [...Array<null>(firstWeekday).fill(null)];
  for (let d = 1; d <= days; d += 1) cells.push(d);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}
