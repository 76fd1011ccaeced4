import type { PassengerAddOnService } from '@/lib/contract/add-on-orders';
import { createDraftStore, type DraftInput } from '@/lib/draft/draft-store';
import { useDraftStore } from '@/lib/draft/use-draft-store';

/**
 * What a traveller chose on /checkin/selair and /checkin/otherbuy, read by /checkin/confirm (decision 22): the
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
  extras: Exclude<PassengerAddOnService, { kind: 'SEAT' | 'EXTRA_SEAT' | 'MAILING' }>[];
  /** How /checkin/otherbuy named and priced each extra (same order as `extras`), for the confirmation. */
  extraLines: { label: string; amount: number }[];
  savedAt: number;
};

export const DRAFT_TTL_MS = 30 * 60_000;

const idOf = (orderNo: string, segmentIndex: number) => `${orderNo}:${segmentIndex}`;

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** The extras and their lines, kept only when they still pair up one to one. */
function extrasOf(d: Partial<CheckInDraft>): Pick<CheckInDraft, 'extras' | 'extraLines'> {
  const extras = Array.isArray(d.extras) ? d.extras : [];
  const lines = Array.isArray(d.extraLines) ? d.extraLines : [];
  const ok = extras.length === lines.length && extras.every((x) => d.passengerIds!.includes(x.passengerId));
  return ok ? { extras, extraLines: lines } : { extras: [], extraLines: [] };
}

/** Per order and segment (decision 40): `checkin-draft:<orderNo>:<segmentIndex>`. */
const checkInDrafts = createDraftStore<CheckInDraft>({
  name: 'checkin-draft',
  version: 1,
  ttlMs: DRAFT_TTL_MS,
  parse: (value, savedAt) => {
    const d = value as Partial<CheckInDraft>;
    if (!isStringArray(d.passengerIds) || d.passengerIds.length === 0) return null;
    return {
      passengerIds: d.passengerIds,
      clauseAgreed: d.clauseAgreed === true,
      seats: Array.isArray(d.seats) ? d.seats.filter((s) => d.passengerIds!.includes(s.passengerId)) : [],
      ...extrasOf(d),
      savedAt,
    };
  },
});

/** The draft of this order's segment, or null when there is none, it is stale, or it does not parse. */
export function readCheckInDraft(orderNo: string, segmentIndex: number, now = Date.now()): CheckInDraft | null {
  return checkInDrafts.read(idOf(orderNo, segmentIndex), { now });
}

export function writeCheckInDraft(
  orderNo: string,
  segmentIndex: number,
  draft: DraftInput<CheckInDraft>,
  now = Date.now(),
): void {
  checkInDrafts.write(idOf(orderNo, segmentIndex), draft, { now });
}

export function clearCheckInDraft(orderNo: string, segmentIndex: number): void {
  checkInDrafts.clear(idOf(orderNo, segmentIndex));
}

/**
 * The stored draft of this segment, following writes from this tab and others: undefined while the page renders
 * on the server (the draft lives in the tab's sessionStorage), null when there is none or it is stale.
 */
export function useCheckInDraft(orderNo: string, segmentIndex: number): CheckInDraft | null | undefined {
  return useDraftStore(checkInDrafts, idOf(orderNo, segmentIndex));
}
