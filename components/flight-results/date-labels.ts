import { dateTimeFormat } from '@/lib/domain/intl-cache';
/** Dates of the booking page as people read them; calendar dates are zone-free, so they format in UTC. */
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** "12月1日 周二" / "Tue, Dec 1" */
export function formatDayLabel(date: string, locale: string): string {
  return dateTimeFormat(locale, { timeZone: 'UTC', month: 'short', day: 'numeric', weekday: 'short' }).format(
    utc(date),
  );
}

/** "12-01" style short date for tight places: "12月1日" / "Dec 1" */
export function formatShortDate(date: string, locale: string): string {
  return dateTimeFormat(locale, { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(utc(date));
}

export function formatWeekday(date: string, locale: string): string {
  return dateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short' }).format(utc(date));
}

/** "2026年12月" / "December 2026" */
export function formatMonthTitle(month: string, locale: string): string {
  return dateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: 'long' }).format(utc(`${month}-01`));
}

/** Full date for screen readers and headings: "2026年12月1日星期二" / "Tuesday, December 1, 2026" */
export function formatLongDate(date: string, locale: string): string {
  return dateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'long',
  }).format(utc(date));
}
