import { DO_NOT_DISTURB, inDoNotDisturb } from '@/lib/domain/low-price-reminder-rules';
import { addDays } from '../domain/dates';
import { localDate, localTime, localToUtcMs } from '../domain/time-zone';

/**
 * When a traveller's notice goes out (decision 47). Pure: the instants are passed in.
 *
 * Urgent notices go at once, day or night: a cancellation, a diversion or return, and a delay of
 * DELAY_URGENT_MINUTES or more, or one whose flight leaves before the night's quiet hours end (in the morning it
 * would be too late to act on). Every other notice (a short delay, a refund approved or paid back, a change
 * confirmed, an add-on bought) keeps decision 27's quiet hours: queued from 22:00 to 08:00 Beijing time, it is due
 * at 08:00.
 */

export type NoticeEvent =
  | 'FLIGHT_DELAYED'
  | 'FLIGHT_CANCELLED'
  | 'FLIGHT_DIVERTED'
  | 'REFUND_APPROVED'
  | 'REFUND_PAID'
  | 'CHANGE_CONFIRMED'
  | 'ADD_ON_BOUGHT';

/** A delay of this many minutes or more changes the traveller's day: they are told at once, also at night. */
export const DELAY_URGENT_MINUTES = 120;

/** The end of the quiet hours an instant falls in (08:00 Beijing time that morning, or the next); null outside. */
export function quietHoursEnd(nowMs: number): number | null {
  if (!inDoNotDisturb(nowMs)) return null;
  const zone = DO_NOT_DISTURB.timeZone;
  const today = localDate(nowMs, zone);
  // From 22:00 the morning is tomorrow's; after midnight it is today's.
  const morning = localTime(nowMs, zone) >= DO_NOT_DISTURB.from ? addDays(today, 1) : today;
  return localToUtcMs(morning, DO_NOT_DISTURB.to, zone);
}

export type UrgencyInput = {
  event: NoticeEvent;
  /** A delay's minutes (FLIGHT_DELAYED). */
  delayMinutes?: number;
  /** The flight's departure as now expected (FLIGHT_DELAYED), ms since the epoch. */
  departsAtMs?: number;
};

/** Whether the notice goes out at once, also in the quiet hours. */
export function isUrgent(input: UrgencyInput, nowMs: number): boolean {
  switch (input.event) {
    case 'FLIGHT_CANCELLED':
    case 'FLIGHT_DIVERTED':
      return true;
    case 'FLIGHT_DELAYED': {
      if ((input.delayMinutes ?? 0) >= DELAY_URGENT_MINUTES) return true;
      const end = quietHoursEnd(nowMs);
      return end !== null && input.departsAtMs !== undefined && input.departsAtMs <= end;
    }
    default:
      return false;
  }
}

/** When a notice queued now is due: now when urgent or outside the quiet hours, else when they end. */
export function noticeDueAt(urgent: boolean, nowMs: number): number {
  if (urgent) return nowMs;
  return quietHoursEnd(nowMs) ?? nowMs;
}
