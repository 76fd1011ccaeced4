import { useMemo, useSyncExternalStore } from 'react';
import type { PassengerAncillaryService } from '@/lib/contract/seat-selection';

/**
 * What a traveller chose on /checkin/selair and /checkin/otherbuy, read by /checkin/confirm (issue 13 §3): the
 * passengers to check in, the clause, the seats picked and the add-ons. Kept in sessionStorage per order and
 * segment like the booking funnel's draft (decision 6), so going back and forth or reloading loses nothing; it
 * never leaves the tab, and it is dropped after 30 minutes (the offer's prices last as long).
 */
export type CheckInSeatPick = { passengerId: string; seatNo: string; productId: string; price: number };

export type CheckInDraft = {
  passengerIds: string[];
  clauseAgreed: boolean;
  seats: CheckInSeatPick[];
  /** Baggage, meals and priority boarding (no seats: those are in `seats`). */
  /** Check-in sells these, not the extra seat nor the mailed itinerary (their own pages, decision 30). */
  extras: Exclude<PassengerAncillaryService, { kind: 'SEAT' | 'EXTRA_SEAT' | 'MAILING' }>[];
  /** How /checkin/otherbuy named and priced each extra (same order as `extras`), for the confirmation. */
  extraLines: { label: string; amount: number }[];
  savedAt: number;
};

export const DRAFT_TTL_MS = 30 * 60_000;

const keyOf = (orderNo: string, segmentIndex: number) => `checkin-draft:${orderNo}:${segmentIndex}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** The extras and their lines, kept only when they still pair up one to one. */
function extrasOf(d: Partial<CheckInDraft>): Pick<CheckInDraft, 'extras' | 'extraLines'> {
  const extras = Array.isArray(d.extras) ? d.extras : [];
  const lines = Array.isArray(d.extraLines) ? d.extraLines : [];
  const ok = extras.length === lines.length && extras.every((x) => d.passengerIds!.includes(x.passengerId));
  return ok ? { extras, extraLines: lines } : { extras: [], extraLines: [] };
}

/** The draft of this order's segment, or null when there is none, it is stale, or it does not parse. */
export function readCheckInDraft(orderNo: string, segmentIndex: number, now = Date.now()): CheckInDraft | null {
  return parseDraft(storage()?.getItem(keyOf(orderNo, segmentIndex)) ?? null, now);
}

/** The stored text while it is a fresh draft, else null (a stale one reads as none). */
function freshRaw(key: string): string | null {
  const raw = storage()?.getItem(key) ?? null;
  return raw && parseDraft(raw, Date.now()) ? raw : null;
}

/** `now` NaN: freshness already checked. */
function parseDraft(raw: string | null, now: number): CheckInDraft | null {
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Partial<CheckInDraft>;
    if (!isStringArray(d.passengerIds) || d.passengerIds.length === 0) return null;
    if (typeof d.savedAt !== 'number') return null;
    if (!Number.isNaN(now) && (now - d.savedAt > DRAFT_TTL_MS || d.savedAt > now)) return null;
    return {
      passengerIds: d.passengerIds,
      clauseAgreed: d.clauseAgreed === true,
      seats: Array.isArray(d.seats) ? d.seats.filter((s) => d.passengerIds!.includes(s.passengerId)) : [],
      ...extrasOf(d),
      savedAt: d.savedAt,
    };
  } catch {
    return null;
  }
}

export function writeCheckInDraft(
  orderNo: string,
  segmentIndex: number,
  draft: Omit<CheckInDraft, 'savedAt'>,
  now = Date.now(),
): void {
  storage()?.setItem(keyOf(orderNo, segmentIndex), JSON.stringify({ ...draft, savedAt: now }));
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearCheckInDraft(orderNo: string, segmentIndex: number): void {
  storage()?.removeItem(keyOf(orderNo, segmentIndex));
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

const CHANGE_EVENT = 'checkin-draft-change';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * The stored draft of this segment, following writes from this tab and others: undefined while the page renders
 * on the server (the draft lives in the tab's sessionStorage), null when there is none or it is stale.
 */
export function useCheckInDraft(orderNo: string, segmentIndex: number): CheckInDraft | null | undefined {
  const raw = useSyncExternalStore(
    subscribe,
    () => freshRaw(keyOf(orderNo, segmentIndex)),
    () => undefined,
  );
  return useMemo(() => (raw === undefined || raw === null ? raw : parseDraft(raw, Number.NaN)), [raw]);
}
