/**
 * Irregular flights (spec §2 /ancillary/abnormalEntry, /ancillary/normalModify; §4 flight dynamics, involuntary
 * refunds; decision 32): which flights give their travellers the three choices (a free change, an
 * involuntary refund, keeping the ticket), and the window a free change may move to. Pure: airline-api applies
 * it, the pages show the same dates and reasons.
 */

import type { FlightPhase, FlightStatusCode } from './flight-status-rules';

/**
 * The statuses that make a flight irregular: delayed, cancelled, diverted or returned (spec §4 flight dynamics
 * names "diverted or returned" as one). The same set makes a refund involuntary (decision 23).
 */
export const IRREGULAR_STATUSES: readonly FlightStatusCode[] = ['DELAYED', 'CANCELLED', 'DIVERTED', 'RETURNED'];

export function isIrregular(status: FlightStatusCode): boolean {
  return IRREGULAR_STATUSES.includes(status);
}

/**
 * How far a free change may move (the spec gives no window): to a flight of the same route departing on the
 * affected flight's own local date or on one of the 7 days after it, both ends included. Never before today at
 * the departure airport, and only flights still on sale.
 */
export const FREE_CHANGE_DAYS_AFTER = 7;

/** Why a segment offers no free change; null when it does. */
export type FreeChangeBlock = 'NOT_AFFECTED' | 'DEPARTED';

/**
 * A flight's status and phase as queryflt reads them now (a cancelled flight has no phase). A normal or early flight is NOT_AFFECTED. A delayed
 * flight gives the choice until it leaves (then the traveller flew, or missed it: DEPARTED). A cancelled flight
 * never leaves; a diverted or returned one did not bring its travellers where their ticket goes, so both keep the
 * choice whatever their phase.
 */
export function freeChangeBlock(status: FlightStatusCode, phase: FlightPhase | null): FreeChangeBlock | null {
  if (!isIrregular(status)) return 'NOT_AFFECTED';
  if (status === 'DELAYED' && phase !== 'SCHEDULED') return 'DEPARTED';
  return null;
}

const DAY_MS = 86_400_000;

function utcDay(iso: string): number {
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
}

function addDays(iso: string, days: number): string {
  return new Date((utcDay(iso) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** The dates (yyyy-MM-dd, local at the departure airport) a free change may move to; null when none are left. */
export function freeChangeWindow(flightDate: string, today: string): { first: string; last: string } | null {
  const last = addDays(flightDate, FREE_CHANGE_DAYS_AFTER);
  const first = flightDate < today ? today : flightDate;
  return first > last ? null : { first, last };
}

/** Every date of a window, first to last. */
export function windowDates(window: { first: string; last: string }): string[] {
  const dates: string[] = [];
  for (let d = window.first; d <= window.last; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/** Whether a local departure date lies in the window (both ends included). */
export function inFreeChangeWindow(date: string, window: { first: string; last: string } | null): boolean {
  return !!window && date >= window.first && date <= window.last;
}
