/**
 * The 7-day price strip of /book/booking (spec §2, §9): the chosen day sits at the fourth position, the
 * window moves 7 days at a time and never starts before today. Pure: dates are YYYY-MM-DD strings.
 */
import { addDays } from './search';

export const STRIP_DAYS = 7;
/** Days shown before the chosen one, so it lands in the fourth position. */
export const STRIP_LEAD = 3;

export type StripDay = { date: string; price: number | null };

/** First day of the window around `selected`: three days earlier, but never before `today`. */
export function stripWindowStart(selected: string, today: string): string {
  const start = addDays(selected, -STRIP_LEAD);
  return start < today ? today : start;
}

export function stripDates(start: string): string[] {
  return Array.from({ length: STRIP_DAYS }, (_, i) => addDays(start, i));
}

/**
 * The window's start after moving 7 days earlier (-1) or later (+1); null when the move is not allowed.
 * Earlier stops at today (a window already starting today cannot move earlier); later stops once the
 * window would start after `lastDay`, the last day on sale.
 */
export function shiftStripWindow(start: string, direction: -1 | 1, today: string, lastDay: string): string | null {
  if (direction === -1) {
    if (start <= today) return null;
    const earlier = addDays(start, -STRIP_DAYS);
    return earlier < today ? today : earlier;
  }
  const later = addDays(start, STRIP_DAYS);
  return later > lastDay ? null : later;
}

/** Prices for the window's dates in order; a day the answer does not mention has no flight. */
export function stripDays(start: string, prices: readonly StripDay[]): StripDay[] {
  const byDate = new Map(prices.map((p) => [p.date, p.price]));
  return stripDates(start).map((date) => ({ date, price: byDate.get(date) ?? null }));
}

/** The dates holding the lowest price among `days` (several when tied); none when no day has a price. */
export function lowestPriceDates(days: readonly StripDay[]): Set<string> {
  let lowest: number | null = null;
  for (const d of days) if (d.price !== null && (lowest === null || d.price < lowest)) lowest = d.price;
  return new Set(lowest === null ? [] : days.filter((d) => d.price === lowest).map((d) => d.date));
}
