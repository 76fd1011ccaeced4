import { useMemo, useSyncExternalStore } from 'react';
import type { Currency } from '@/lib/contract/common';
import type { RefundItem } from '@/lib/contract/refund';

/**
 * What a traveller chose on /modify/selair and /modify/selnewair, read by /modify/confirm (issue 14 §1): the
 * passengers and segments moved, the new date of each segment, the new flight and fare chosen for each, and the
 * id of the confirming click. Kept in sessionStorage per order like the check-in draft (decision 6), so going
 * back and forth, reloading or a refused confirmation loses nothing; it never leaves the tab and is dropped after
 * 30 minutes.
 */

/** The new flight and fare chosen for one segment, with what the confirmation shows of it. */
export type ChangeChoice = {
  segmentIndex: number;
  /** The date it was chosen for: a choice of another date is no choice. */
  date: string;
  fareId: string;
  flightNo: string;
  depAirport: string;
  arrAirport: string;
  depTime: string;
  depTimeZone: string;
  arrTime: string;
  arrTimeZone: string;
  fare: number;
  currency: Currency;
};

export type ChangeDraft = {
  items: RefundItem[];
  dates: { segmentIndex: number; date: string }[];
  choices: ChangeChoice[];
  /** The confirming click: the same payload sent again is the same attempt (one rescheduled order). */
  attempt: { signature: string; id: string } | null;
  savedAt: number;
};

export const DRAFT_TTL_MS = 30 * 60_000;

const keyOf = (orderNo: string) => `reschedule-draft:${orderNo}`;
const parentKeyOf = (orderNo: string) => `reschedule-parent:${orderNo}`;
const CHANGE_EVENT = 'reschedule-draft-change';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const isSegmentIndex = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 3;
const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

function itemsOf(v: unknown): RefundItem[] {
  if (!Array.isArray(v)) return [];
  return v.filter(
    (i): i is RefundItem =>
      !!i && typeof i === 'object' && typeof i.passengerId === 'string' && isSegmentIndex(i.segmentIndex),
  );
}

function datesOf(v: unknown, items: RefundItem[]): ChangeDraft['dates'] {
  if (!Array.isArray(v)) return [];
  const moved = new Set(items.map((i) => i.segmentIndex));
  return v.filter(
    (d): d is ChangeDraft['dates'][number] =>
      !!d && typeof d === 'object' && isSegmentIndex(d.segmentIndex) && isDate(d.date) && moved.has(d.segmentIndex),
  );
}

/** Choices of a segment moved, for the date it moves to now. */
function choicesOf(v: unknown, dates: ChangeDraft['dates']): ChangeChoice[] {
  if (!Array.isArray(v)) return [];
  return v.filter(
    (c): c is ChangeChoice =>
      !!c &&
      typeof c === 'object' &&
      typeof c.fareId === 'string' &&
      typeof c.flightNo === 'string' &&
      dates.some((d) => d.segmentIndex === c.segmentIndex && d.date === c.date),
  );
}

/** `now` NaN: freshness already checked. */
function parseDraft(raw: string | null, now: number): ChangeDraft | null {
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Partial<ChangeDraft>;
    if (typeof d.savedAt !== 'number') return null;
    if (!Number.isNaN(now) && (now - d.savedAt > DRAFT_TTL_MS || d.savedAt > now)) return null;
    const items = itemsOf(d.items);
    if (items.length === 0) return null;
    const dates = datesOf(d.dates, items);
    const attempt =
      d.attempt && typeof d.attempt.signature === 'string' && typeof d.attempt.id === 'string' ? d.attempt : null;
    return { items, dates, choices: choicesOf(d.choices, dates), attempt, savedAt: d.savedAt };
  } catch {
    return null;
  }
}

/** The draft of this order, or null when there is none, it is stale, or it does not parse. */
export function readChangeDraft(orderNo: string, now = Date.now()): ChangeDraft | null {
  return parseDraft(storage()?.getItem(keyOf(orderNo)) ?? null, now);
}

function notify() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function writeChangeDraft(orderNo: string, draft: Omit<ChangeDraft, 'savedAt'>, now = Date.now()): void {
  storage()?.setItem(keyOf(orderNo), JSON.stringify({ ...draft, savedAt: now }));
  notify();
}

/** Changes part of the draft (and keeps it fresh); nothing when there is no draft. */
export function updateChangeDraft(orderNo: string, patch: Partial<Omit<ChangeDraft, 'savedAt'>>): void {
  const current = readChangeDraft(orderNo);
  if (current) writeChangeDraft(orderNo, { ...current, ...patch });
}

export function clearChangeDraft(orderNo: string): void {
  storage()?.removeItem(keyOf(orderNo));
  notify();
}

/** The stored text while it is a fresh draft, else null (a stale one reads as none). */
function freshRaw(key: string): string | null {
  const raw = storage()?.getItem(key) ?? null;
  return raw && parseDraft(raw, Date.now()) ? raw : null;
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * The stored draft of this order, following writes: undefined while the page renders on the server (the draft
 * lives in the tab's sessionStorage), null when there is none or it is stale.
 */
export function useChangeDraft(orderNo: string): ChangeDraft | null | undefined {
  const raw = useSyncExternalStore(
    subscribe,
    () => freshRaw(keyOf(orderNo)),
    () => undefined,
  );
  return useMemo(() => (raw === undefined || raw === null ? raw : parseDraft(raw, Number.NaN)), [raw]);
}

/** The original order of a rescheduled order paid in this tab, for the result page's way back. */
export type ChangeParent = { orderNo: string; isMember: boolean };

export function rememberChangeParent(newOrderNo: string, parent: ChangeParent): void {
  storage()?.setItem(parentKeyOf(newOrderNo), JSON.stringify(parent));
}

export function changeParentOf(newOrderNo: string): ChangeParent | null {
  try {
    const p = JSON.parse(storage()?.getItem(parentKeyOf(newOrderNo)) ?? 'null') as Partial<ChangeParent> | null;
    if (!p || typeof p.orderNo !== 'string' || !/^[A-Za-z0-9]{1,32}$/.test(p.orderNo)) return null;
    return { orderNo: p.orderNo, isMember: p.isMember === true };
  } catch {
    return null;
  }
}
