import { dateTimeFormat } from './intl-cache';
/**
 * The airline's clock. Its home zone is Beijing time: "today" for sales and search rules, order times and
 * content dates are read there; flight times are shown in each airport's own zone.
 */
export const AIRLINE_TIME_ZONE = 'Asia/Shanghai';

/** The local calendar date of an instant in a time zone, as YYYY-MM-DD. */
export function dateInZone(instant: string | Date, timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    typeof instant === 'string' ? new Date(instant) : instant,
  );
}

/** Today's date in the airline's home zone. Read on the server and passed down, so server and browser agree. */
export function airlineToday(now: Date = new Date()): string {
  return dateInZone(now, AIRLINE_TIME_ZONE);
}
