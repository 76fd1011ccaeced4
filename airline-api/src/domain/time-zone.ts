import { tzOffset } from '@date-fns/tz';
import { DAY_MS, dayNumber, isoFromDayNumber } from './dates';

/** Offset (minutes east of UTC) of a zone on a day; cached, as search asks for the same few zones all day. */
const offsets = new Map<string, number>();

function offsetMinutes(timeZone: string, utcMs: number): number {
  // Offsets change at most twice a year; an hour bucket is exact enough and keeps the cache small.
  const key = `${timeZone}|${Math.floor(utcMs / 3_600_000)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = tzOffset(timeZone, new Date(utcMs));
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** UTC instant (ms) of a local wall time 'HH:mm' on an ISO date in a zone. */
export function localToUtcMs(isoDate: string, hhmm: string, timeZone: string): number {
  const wall = dayNumber(isoDate) * DAY_MS + (Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))) * 60_000;
  const first = wall - offsetMinutes(timeZone, wall) * 60_000;
  return wall - offsetMinutes(timeZone, first) * 60_000;
}

/** The local calendar date of an instant in a zone. */
export function localDate(utcMs: number, timeZone: string): string {
  const local = utcMs + offsetMinutes(timeZone, utcMs) * 60_000;
  return isoFromDayNumber(Math.floor(local / DAY_MS));
}

/** The local wall time 'HH:mm' of an instant in a zone. */
export function localTime(utcMs: number, timeZone: string): string {
  const local = utcMs + offsetMinutes(timeZone, utcMs) * 60_000;
  const minutes = Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
