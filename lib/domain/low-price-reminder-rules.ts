import { AIRLINE_TIME_ZONE } from './airline-time';
import { MAX_DAYS_AHEAD, addDays, type Place } from './search';
import { dateTimeFormat } from './intl-cache';

/**
 * Low-price reminders (spec §2 /ancillary/lowPriceRemind, §3, §5, §9; decision 27). Pure: no I/O,
 * no clock (today and instants are passed in). airline-api and the form check with the same rules.
 */

/** Spec §9: the time selects step by 30 minutes. */
export const REMINDER_TIME_STEP_MINUTES = 30;
/** Spec §9: the time selects start at 09:00 to 18:00. */
export const REMINDER_DEFAULT_EARLIEST = '09:00';
export const REMINDER_DEFAULT_LATEST = '18:00';
/** Spec §3, §9: a discount of 1 to 8 tenths (90% to 20% off). */
export const DISCOUNT_MIN_TENTHS = 1;
export const DISCOUNT_MAX_TENTHS = 8;
/** A price threshold in whole yuan. */
export const PRICE_MIN_YUAN = 1;
export const PRICE_MAX_YUAN = 99_999;
/** Decision 27: a member keeps at most this many reminders (ended ones count until deleted). */
export const REMINDER_MAX_PER_MEMBER = 10;
/** The last start or end date: as far as the airline sells. */
export const REMINDER_MAX_DAYS_AHEAD = MAX_DAYS_AHEAD;
/** Spec §9: no notice from 22:00 to 08:00, in the airline's zone (Beijing time). */
export const DO_NOT_DISTURB = { from: '22:00', to: '08:00', timeZone: AIRLINE_TIME_ZONE } as const;

export type ReminderMode = 'PRICE' | 'DISCOUNT';
export type ReminderChannel = 'SMS' | 'EMAIL';

/** Every HH:mm of the day on the 30-minute step: 00:00, 00:30 … 23:30. */
export const REMINDER_TIME_OPTIONS: readonly string[] = Array.from(
  { length: (24 * 60) / REMINDER_TIME_STEP_MINUTES },
  (_, i) => {
    const minutes = i * REMINDER_TIME_STEP_MINUTES;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  },
);

/** The discount choices, 1 to 8 tenths. */
export const DISCOUNT_OPTIONS: readonly number[] = Array.from(
  { length: DISCOUNT_MAX_TENTHS - DISCOUNT_MIN_TENTHS + 1 },
  (_, i) => DISCOUNT_MIN_TENTHS + i,
);

/** Minutes after midnight of an HH:mm, or null when it is not a time of day. */
export function minutesOf(time: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return h * 60 + min;
}

/** A time the selects offer: a time of day on the 30-minute step. */
export function isReminderTime(time: string): boolean {
  const m = minutesOf(time);
  return m !== null && m % REMINDER_TIME_STEP_MINUTES === 0;
}

/** Whether a local HH:mm falls in the night's do-not-disturb, 22:00 (included) to 08:00 (excluded). */
export function isQuietTime(time: string): boolean {
  const m = minutesOf(time);
  if (m === null) return false;
  return m >= (minutesOf(DO_NOT_DISTURB.from) ?? 0) || m < (minutesOf(DO_NOT_DISTURB.to) ?? 0);
}

/** The HH:mm of an instant in a zone. */
export function localTimeOf(instantMs: number, timeZone: string): string {
  const parts = dateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instantMs));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/** Whether an instant falls in the do-not-disturb hours (Beijing time). */
export function inDoNotDisturb(instantMs: number): boolean {
  return isQuietTime(localTimeOf(instantMs, DO_NOT_DISTURB.timeZone));
}

/** Whether a departure's local HH:mm lies in the reminder's window, both ends included. */
export function departsInWindow(depTimeLocal: string, earliest: string, latest: string): boolean {
  const t = minutesOf(depTimeLocal);
  const a = minutesOf(earliest);
  const b = minutesOf(latest);
  return t !== null && a !== null && b !== null && t >= a && t <= b;
}

/** A reminder as the form holds it, before it is sent. */
export type ReminderDraft = {
  dep: Place | null;
  arr: Place | null;
  earliestTime: string;
  latestTime: string;
  startDate: string;
  endDate: string;
  mode: ReminderMode;
  /** PRICE: whole yuan (the form's number), null when empty. */
  priceYuan: number | null;
  /** DISCOUNT: tenths, null when not chosen. */
  discountTenths: number | null;
  channel: ReminderChannel | null;
};

export type ReminderField =
  | 'dep'
  | 'arr'
  | 'earliestTime'
  | 'latestTime'
  | 'startDate'
  | 'endDate'
  | 'priceThreshold'
  | 'discountTenths'
  | 'channel';

/** Message keys under `LowPriceRemind.errors` in messages/*.json. */
export type ReminderIssueKey =
  | 'departureRequired'
  | 'arrivalRequired'
  | 'sameCity'
  | 'cityUnknown'
  | 'routeNotOpen'
  | 'timeInvalid'
  | 'latestNotAfterEarliest'
  | 'startRequired'
  | 'startInPast'
  | 'endRequired'
  | 'endNotAfterStart'
  | 'dateTooFar'
  | 'priceRequired'
  | 'priceOutOfRange'
  | 'discountOutOfRange'
  | 'channelRequired'
  | 'channelUnbound';

export type ReminderIssues = Partial<Record<ReminderField, ReminderIssueKey>>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (d: string) => DATE.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && addDays(d, 0) === d;

/**
 * Spec §5's rules and §9's bounds, each on its field: origin and destination both given and different; times on
 * the 30-minute step, the latest after the earliest; the start not before today (the airline's date), the end
 * after the start, neither beyond the sales horizon; a price of 1 to 99,999 yuan or a discount of 1 to 8 tenths;
 * a channel. `today` is the airline's date (YYYY-MM-DD). An empty answer means the reminder may be saved.
 */
export function validateReminder(draft: ReminderDraft, today: string): ReminderIssues {
  const issues: ReminderIssues = {};
  if (!draft.dep) issues.dep = 'departureRequired';
  if (!draft.arr) issues.arr = 'arrivalRequired';
  else if (draft.dep && draft.dep.code === draft.arr.code) issues.arr = 'sameCity';

  const earliest = isReminderTime(draft.earliestTime) ? minutesOf(draft.earliestTime) : null;
  const latest = isReminderTime(draft.latestTime) ? minutesOf(draft.latestTime) : null;
  if (earliest === null) issues.earliestTime = 'timeInvalid';
  if (latest === null) issues.latestTime = 'timeInvalid';
  else if (earliest !== null && latest <= earliest) issues.latestTime = 'latestNotAfterEarliest';

  const last = addDays(today, REMINDER_MAX_DAYS_AHEAD);
  const startOk = isDate(draft.startDate);
  if (!startOk) issues.startDate = 'startRequired';
  else if (draft.startDate < today) issues.startDate = 'startInPast';
  else if (draft.startDate > last) issues.startDate = 'dateTooFar';
  if (!isDate(draft.endDate)) issues.endDate = 'endRequired';
  else if (startOk && draft.endDate <= draft.startDate) issues.endDate = 'endNotAfterStart';
  else if (draft.endDate > last) issues.endDate = 'dateTooFar';

  if (draft.mode === 'PRICE') {
    if (draft.priceYuan === null || Number.isNaN(draft.priceYuan)) issues.priceThreshold = 'priceRequired';
    else if (!Number.isInteger(draft.priceYuan) || draft.priceYuan < PRICE_MIN_YUAN || draft.priceYuan > PRICE_MAX_YUAN)
      issues.priceThreshold = 'priceOutOfRange';
  } else if (
    draft.discountTenths === null ||
    !Number.isInteger(draft.discountTenths) ||
    draft.discountTenths < DISCOUNT_MIN_TENTHS ||
    draft.discountTenths > DISCOUNT_MAX_TENTHS
  ) {
    issues.discountTenths = 'discountOutOfRange';
  }
  if (!draft.channel) issues.channel = 'channelRequired';
  return issues;
}

/** What a reminder's rule compares: one matching flight's lowest fare as it sells now. */
export type FareSeen = {
  /** The one-adult total (fare, fees and taxes), fen: what search and the calendar show. */
  totalFen: number;
  /** The fare alone, fen: what a discount is quoted on. */
  fareFen: number;
  /** The route's full Y fare, fen. */
  fullFareFen: number;
};

export type ReminderRule = { mode: 'PRICE'; priceThresholdFen: number } | { mode: 'DISCOUNT'; discountTenths: number };

/**
 * Whether a fare meets the rule: PRICE, the total at or below the threshold; DISCOUNT, the fare at or below that
 * many tenths of the full fare (3 tenths: at most 30% of it).
 */
export function fareMeetsRule(rule: ReminderRule, fare: FareSeen): boolean {
  if (rule.mode === 'PRICE') return fare.totalFen <= rule.priceThresholdFen;
  return fare.fareFen * 10 <= fare.fullFareFen * rule.discountTenths;
}

/**
 * What a check does with a reminder (decision 27: a notice per drop).
 * - `send`: a matching fare meets the rule and the member has not been told of this drop, outside the quiet hours;
 * - `hold`: the same during the quiet hours: nothing now; the first check after 08:00 sends it if it still holds;
 * - `rearm`: nothing meets the rule any more after a notice: the next drop is news again;
 * - `none`: nothing to do (told already, or nothing to tell).
 */
export type NoticeStep = 'send' | 'hold' | 'rearm' | 'none';

export function noticeStep(state: { notified: boolean }, met: boolean, quiet: boolean): NoticeStep {
  if (met) return state.notified ? 'none' : quiet ? 'hold' : 'send';
  return state.notified ? 'rearm' : 'none';
}

/** The yuan a threshold holds in fen, or null unless it is whole yuan within the bounds. */
export function thresholdYuanOf(fen: number): number | null {
  if (!Number.isInteger(fen) || fen % 100 !== 0) return null;
  const yuan = fen / 100;
  return yuan >= PRICE_MIN_YUAN && yuan <= PRICE_MAX_YUAN ? yuan : null;
}
