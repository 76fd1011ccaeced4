import type { Currency } from '@/lib/contract/common';
import type { RefundItem } from '@/lib/contract/refund';
import { createDraftStore, type DraftInput } from '@/lib/draft/draft-store';
import { useDraftStore } from '@/lib/draft/use-draft-store';

/**
 * What a traveller chose on /modify/selair and /modify/selnewair, read by /modify/confirm (decision 23): the
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

/** Per order (decision 40): `reschedule-draft:<orderNo>`. */
const changeDrafts = createDraftStore<ChangeDraft>({
  name: 'reschedule-draft',
  version: 1,
  ttlMs: DRAFT_TTL_MS,
  parse: (value, savedAt) => {
    const d = value as Partial<ChangeDraft>;
    const items = itemsOf(d.items);
    if (items.length === 0) return null;
    const dates = datesOf(d.dates, items);
    const attempt =
      d.attempt && typeof d.attempt.signature === 'string' && typeof d.attempt.id === 'string' ? d.attempt : null;
    return { items, dates, choices: choicesOf(d.choices, dates), attempt, savedAt };
  },
});

/** The draft of this order, or null when there is none, it is stale, or it does not parse. */
export function readChangeDraft(orderNo: string, now = Date.now()): ChangeDraft | null {
  return changeDrafts.read(orderNo, { now });
}

export function writeChangeDraft(orderNo: string, draft: DraftInput<ChangeDraft>, now = Date.now()): void {
  changeDrafts.write(orderNo, draft, { now });
}

/** Changes part of the draft (and keeps it fresh); nothing when there is no draft. */
export function updateChangeDraft(orderNo: string, patch: Partial<DraftInput<ChangeDraft>>): void {
  changeDrafts.update(orderNo, patch);
}

export function clearChangeDraft(orderNo: string): void {
  changeDrafts.clear(orderNo);
}

/**
 * The stored draft of this order, following writes: undefined while the page renders on the server (the draft
 * lives in the tab's sessionStorage), null when there is none or it is stale.
 */
export function useChangeDraft(orderNo: string): ChangeDraft | null | undefined {
  return useDraftStore(changeDrafts, orderNo);
}

/** The original order of a rescheduled order paid in this tab, for the result page's way back. */
export type ChangeParent = { orderNo: string; isMember: boolean };

/** Per new order, for as long as the tab: the result page may be reached again from its history. */
const changeParents = createDraftStore<ChangeParent>({
  name: 'reschedule-parent',
  version: 1,
  ttlMs: Number.POSITIVE_INFINITY,
  parse: (value) => {
    const p = value as Partial<ChangeParent>;
    if (typeof p.orderNo !== 'string' || !/^[A-Za-z0-9]{1,32}$/.test(p.orderNo)) return null;
    return { orderNo: p.orderNo, isMember: p.isMember === true };
  },
});

export function rememberChangeParent(newOrderNo: string, parent: ChangeParent): void {
  changeParents.write(newOrderNo, parent, { notify: false });
}

export function changeParentOf(newOrderNo: string): ChangeParent | null {
  return changeParents.read(newOrderNo);
}
