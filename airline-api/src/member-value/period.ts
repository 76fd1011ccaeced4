import { monthsBack } from '@/lib/domain/member-value-rules';
import { localDate, localToUtcMs } from '../domain/time-zone';

/** The airline's zone: member records are dated and days are counted in Beijing time. */
export const ZONE = 'Asia/Shanghai';

/** Today in the airline's zone. */
export const airlineDay = (nowMs: number) => localDate(nowMs, ZONE);

/** The period of 'the last N months': from the start of the same day N months before today, in Beijing time. */
export function lastMonths(nowMs: number, months: number): { from: string; start: Date } {
  const from = monthsBack(airlineDay(nowMs), months);
  return { from, start: new Date(localToUtcMs(from, '00:00', ZONE)) };
}

/** The start of a calendar year in Beijing time. */
export const yearStart = (year: number) => new Date(localToUtcMs(`${year}-01-01`, '00:00', ZONE));
