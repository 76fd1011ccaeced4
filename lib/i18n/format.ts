import type { Currency } from '@/lib/contract';
import { dateTimeFormat, numberFormat } from '@/lib/domain/intl-cache';
import { dateInZone } from '@/lib/domain/airline-time';

/**
 * Money is integer minor units (fen / cents); shown with the profile's symbol (spec §1), grouped by thousands.
 * Dollars always show their cents, so a list never sets "$300" beside "$363.39"; yuan show whole yuan bare
 * ("￥1,560") and fen only where there are any, as fares in yuan are quoted, unless `fraction: 'always'`.
 */
export function formatMoney(
  minor: number,
  currency: Currency,
  locale: string,
  options: { fraction?: 'auto' | 'always' } = {},
): string {
  const major = minor / 100;
  const whole = currency === 'CNY' && Number.isInteger(major) && options.fraction !== 'always';
  const symbol = currency === 'CNY' ? '￥' : '$';
  const number = numberFormat(locale, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(major);
  return `${symbol}${number}`;
}

/** Local wall-clock time at the airport (spec: times shown in the airport's zone). */
export function formatAirportTime(isoUtc: string, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(isoUtc),
  );
}

/**
 * The date and time at the airport as the order pages write them, the year included ("2026-12-12 07:30"): for facts
 * read later, on paper or beside other years (certificates, ticket validation).
 */
export function formatAirportDateTimeFull(isoUtc: string, timeZone: string, locale: string): string {
  return `${dateInZone(isoUtc, timeZone)} ${formatAirportTime(isoUtc, timeZone, locale)}`;
}

/** Month, day and time at the airport ("12月12日 07:30", "Dec 12, 07:30"): a deadline names its day. */
export function formatAirportDateTime(isoUtc: string, timeZone: string, locale: string): string {
  const at = new Date(isoUtc);
  const day = dateTimeFormat(locale, { timeZone, month: locale.startsWith('zh') ? 'long' : 'short', day: 'numeric' });
  return `${day.format(at)}${locale.startsWith('zh') ? ' ' : ', '}${formatAirportTime(isoUtc, timeZone, locale)}`;
}

/** The airport-local calendar date of an instant, as YYYY-MM-DD. */
export { dateInZone as airportDate } from '@/lib/domain/airline-time';

export function formatDuration(minutes: number, locale: string): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return locale.startsWith('zh') ? `${h}小时${m > 0 ? `${m}分` : ''}` : `${h}h${m > 0 ? ` ${m}m` : ''}`;
}
