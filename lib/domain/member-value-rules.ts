import { addWorkingDays } from './change-refund-fees';

/**
 * Points, growth, levels and the daily sign-in (spec §2, §5, §6, §9; decision 65). Pure: both airline-api and the
 * BFF run these, and the forms check with them before sending. Dates are ISO days in the airline's zone.
 */

/** Points detail can be shown for the last 1, 2 or 3 months; growth detail for the last 1, 3 or 6 (spec §2). */
export const POINTS_PERIODS = [1, 2, 3] as const;
export type PointsPeriod = (typeof POINTS_PERIODS)[number];
export const GROWTH_PERIODS = [1, 3, 6] as const;
export type GrowthPeriod = (typeof GROWTH_PERIODS)[number];

/** A flight is supplemented only when it flew in the 30 days before the application, after 14 Feb 2017 (§5, §9). */
export const SUPPLEMENT_WINDOW_DAYS = 30;
export const SUPPLEMENT_PROGRAMME_START = '2017-02-14';
/**
 * ...and only once its points have had 10 working days to arrive by themselves (§5; the other reading's 7 is not
 * taken, decision 65). Working days skip weekends only: the airline's holiday calendar is not in the sandbox.
 */
export const SUPPLEMENT_WAIT_WORKING_DAYS = 10;

/** Growth one sign-in grants (spec §9 leaves it open: decision 65). */
export const SIGN_IN_GROWTH = 10;

/**
 * The member levels and the growth each needs within a calendar year (spec §6 leaves them open: decision 65). A
 * level reached holds for the rest of that year and the whole of the next, so it falls at a year end when the
 * year just ended did not earn it again.
 */
export const MEMBER_LEVELS = [
  { level: 'NORMAL', growth: 0 },
  { level: 'SILVER', growth: 500 },
  { level: 'GOLD', growth: 2000 },
  { level: 'PLATINUM', growth: 5000 },
] as const;
export type MemberLevel = (typeof MEMBER_LEVELS)[number]['level'];

const DAY_MS = 86_400_000;

function dayNumber(iso: string): number {
  return Math.floor(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS);
}

/** The ISO day `days` after `iso` (before, when negative). */
export function addDays(iso: string, days: number): string {
  return new Date((dayNumber(iso) + days) * DAY_MS).toISOString().slice(0, 10);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  return ISO_DAY.test(value) && addDays(value, 0) === value;
}

export type SupplementIssue =
  | 'flightDateInvalid'
  | 'flightDateNotFlown'
  | 'flightDateTooRecent'
  | 'flightDateTooOld'
  | 'flightDateBeforeProgramme'
  | 'flightNoInvalid'
  | 'ticketNoInvalid';

/** Whether the points of a flight on `flightDate` have had their 10 working days by `today` (those days are over). */
const waitOver = (flightDate: string, today: string) =>
  addWorkingDays(flightDate, SUPPLEMENT_WAIT_WORKING_DAYS) < today;

/**
 * The earliest and latest flight dates an application made on `today` may name (the latest is before the earliest
 * when no date may be named, as shortly after the programme began).
 */
export function supplementWindow(today: string): { earliest: string; latest: string } {
  const earliest = addDays(today, -SUPPLEMENT_WINDOW_DAYS);
  const afterStart = addDays(SUPPLEMENT_PROGRAMME_START, 1);
  let latest = addDays(today, -1);
  while (!waitOver(latest, today)) latest = addDays(latest, -1);
  return { earliest: earliest < afterStart ? afterStart : earliest, latest };
}

/**
 * Why a flight date cannot be supplemented on `today`, or null: flown, its points' 10 working days over, 30 days
 * back at most.
 */
export function flightDateIssue(flightDate: string, today: string): SupplementIssue | null {
  if (!isIsoDay(flightDate)) return 'flightDateInvalid';
  if (flightDate <= SUPPLEMENT_PROGRAMME_START) return 'flightDateBeforeProgramme';
  if (flightDate >= today) return 'flightDateNotFlown';
  if (!waitOver(flightDate, today)) return 'flightDateTooRecent';
  if (flightDate < addDays(today, -SUPPLEMENT_WINDOW_DAYS)) return 'flightDateTooOld';
  return null;
}

const FLIGHT_NO = /^(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\d{1,4}$/;
/** An e-ticket of the airline: 13 digits starting 902 (spec §5 ticket validation). */
const TICKET_NO = /^902\d{10}$/;

export type SupplementInput = { flightNo: string; flightDate: string; ticketNo: string };

/** Each field's broken rule (spec §5 points supplement), empty when the application may be sent. */
export function validateSupplement(
  input: SupplementInput,
  today: string,
): Partial<Record<keyof SupplementInput, SupplementIssue>> {
  const issues: Partial<Record<keyof SupplementInput, SupplementIssue>> = {};
  const dateIssue = flightDateIssue(input.flightDate, today);
  if (dateIssue) issues.flightDate = dateIssue;
  if (!FLIGHT_NO.test(input.flightNo.trim().toUpperCase())) issues.flightNo = 'flightNoInvalid';
  if (!TICKET_NO.test(input.ticketNo.trim())) issues.ticketNo = 'ticketNoInvalid';
  return issues;
}

/** Points a flown ticket earns: one for each whole yuan of its fare (taxes earn none). */
export function pointsForFare(fareFen: number): number {
  return Math.max(0, Math.floor(fareFen / 100));
}

/** The level a year's growth reaches. */
export function levelForGrowth(growth: number): MemberLevel {
  let reached: MemberLevel = 'NORMAL';
  for (const l of MEMBER_LEVELS) if (growth >= l.growth) reached = l.level;
  return reached;
}

const rank = (level: MemberLevel) => MEMBER_LEVELS.findIndex((l) => l.level === level);

/**
 * The member's level now: the higher of what this year's growth and last year's growth reach. It rises as growth
 * comes in and falls only at a year end, when last year's growth no longer counts.
 */
export function memberLevel(growthThisYear: number, growthLastYear: number): MemberLevel {
  const a = levelForGrowth(growthThisYear);
  const b = levelForGrowth(growthLastYear);
  return rank(a) >= rank(b) ? a : b;
}

/** The next level and the growth still needed this year to reach it, or null at the top. */
export function nextLevel(level: MemberLevel, growthThisYear: number): { level: MemberLevel; needed: number } | null {
  const next = MEMBER_LEVELS[rank(level) + 1];
  return next ? { level: next.level, needed: Math.max(0, next.growth - growthThisYear) } : null;
}

/** The first day of the period of 'the last N months': the same day N calendar months back (or its month's last). */
export function monthsBack(today: string, months: number): string {
  const total = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - months;
  const y = Math.floor(total / 12);
  const m = total % 12;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = Math.min(Number(today.slice(8, 10)), last);
  return `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
