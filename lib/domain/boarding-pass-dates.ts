import { dateInZone } from './airline-time';
import { BoardingPassDataError, type BcbpFields } from './boarding-pass-fields';

/**
 * The dates of a boarding pass: the flight date as the barcode carries it (a 3-digit day of the year, no year) and
 * how that year is found again when the string is read.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const DAY_MS = 86_400_000;

/** A yyyy-MM-dd date as midnight UTC, refused (as the item named) when it is not a real calendar date. */
export function utcDate(isoDate: string, field: keyof BcbpFields): Date {
  const match = ISO_DATE.exec(isoDate);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== isoDate) {
    throw new BoardingPassDataError(field, `"${isoDate}" is not a yyyy-MM-dd date`);
  }
  return date;
}

/** Day of the year of a calendar date, 1-366 (the BCBP "Julian date"). */
export function dayOfYear(isoDate: string): number {
  const date = utcDate(isoDate, 'flightDate');
  return (date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 0)) / DAY_MS;
}

/** The barcode's 3-digit Julian date of a flight date (2024-02-29 → 060). */
export function julianDate(isoDate: string): string {
  return String(dayOfYear(isoDate)).padStart(3, '0');
}

/**
 * The flight date of a departure: the calendar date in the departure airport's zone, not the airline's and
 * not UTC (a 00:30 departure from Bangkok is on that day in Bangkok, whatever the date in Beijing).
 */
export function flightDateInZone(departureTime: string, departureTimeZone: string): string {
  return dateInZone(departureTime, departureTimeZone);
}

function dateOfDay(year: number, day: number): string | null {
  const date = new Date(Date.UTC(year, 0, day));
  return date.getUTCFullYear() === year ? date.toISOString().slice(0, 10) : null;
}

/**
 * The year of a Julian flight date. With the issue date: the first such day on or after it (check-in opens
 * 48 hours before departure, so it is days away). Without one (another issuer's pass): the day with that number
 * nearest the reference date.
 */
export function flightDateOf(day: number, issueDate: string | null, referenceDate: string): string {
  const anchor = issueDate ?? referenceDate;
  const year = Number(anchor.slice(0, 4));
  const candidates = (issueDate ? [year, year + 1] : [year - 1, year, year + 1])
    .map((y) => dateOfDay(y, day))
    .filter((d): d is string => d !== null);
  const distance = (d: string) => Math.abs(Date.parse(d) - Date.parse(anchor));
  const found = issueDate
    ? candidates.find((d) => d >= issueDate)
    : candidates.sort((a, b) => distance(a) - distance(b) || b.localeCompare(a))[0];
  if (!found) throw new BoardingPassDataError('flightDate', `no date has Julian day ${day} after ${anchor}`);
  return found;
}
