import type { AddOnKind, ClaimAccount } from '@/lib/contract/add-ons';
import type { PassengerAddOnService } from '@/lib/contract/add-on-orders';
import { ADDRESS_FIELDS, type AddressEntry } from '@/lib/domain/member-book-rules';
import { createDraftStore, type DraftInput } from '@/lib/draft/draft-store';
import { useDraftStore } from '@/lib/draft/use-draft-store';

/**
 * What a traveller chose on the add-on pages of one order (/ancillary/consignment, addfood, addInsurance, priority,
 * occupied, mailingbil; decision 28), read by /ancillaryConfirm: the picks per segment, the insurance claim account
 * and the mailed itinerary's address (decision 30). Kept in
 * sessionStorage per order like the check-in draft (decision 22), so moving between the pages and reloading loses
 * nothing; it never leaves the tab, and it is dropped after 30 minutes (the offer's prices last as long) and once
 * the segment's add-on order is made.
 */
export type AddOnPick = Exclude<PassengerAddOnService, { kind: 'SEAT' }>;
/** A pick of one passenger (every kind but the mailed itinerary, which is the order's). */
export type PassengerPick = Exclude<AddOnPick, { kind: 'MAILING' }>;
/** The claim account as typed (the card number checked by lib/domain/add-on-rules before it is kept). */
export type ClaimDraft = Pick<ClaimAccount, 'provinceCode' | 'cardNo'> & { bank: string };

export type AddOnDraft = {
  /** Segment index → its picks. */
  picks: Record<string, AddOnPick[]>;
  claim: ClaimDraft | null;
  /** The mailed itinerary's address as typed or taken from the address book. */
  mailing: AddressEntry | null;
  savedAt: number;
};

export const ADD_ON_DRAFT_TTL_MS = 30 * 60_000;
const KINDS: readonly AddOnKind[] = ['BAGGAGE', 'MEAL', 'INSURANCE', 'PRIORITY', 'EXTRA_SEAT', 'MAILING'];
/** A stored address with every field a string, else null. */
function addressOf(v: unknown): AddressEntry | null {
  if (!v || typeof v !== 'object') return null;
  const a = v as Record<string, unknown>;
  return ADDRESS_FIELDS.every((f) => typeof a[f] === 'string') ? (a as AddressEntry) : null;
}

const isPick = (v: unknown): v is AddOnPick => {
  if (!v || typeof v !== 'object') return false;
  const p = v as Record<string, unknown>;
  if (p.kind === 'MAILING') return true;
  if (typeof p.passengerId !== 'string' || !KINDS.includes(p.kind as AddOnKind)) return false;
  return p.kind === 'PRIORITY' || p.kind === 'EXTRA_SEAT' || typeof p.productCode === 'string';
};

/** Per order (decision 40): `addon-draft:<orderNo>`. */
export const addOnDrafts = createDraftStore<AddOnDraft>({
  name: 'addon-draft',
  version: 1,
  ttlMs: ADD_ON_DRAFT_TTL_MS,
  parse: (value, savedAt) => {
    const d = value as Partial<AddOnDraft>;
    const picks: Record<string, AddOnPick[]> = {};
    for (const [seg, list] of Object.entries(d.picks ?? {}))
      if (/^[0-3]$/.test(seg) && Array.isArray(list)) picks[seg] = list.filter(isPick);
    const c = d.claim;
    const claim =
      c && typeof c.provinceCode === 'string' && typeof c.bank === 'string' && typeof c.cardNo === 'string'
        ? { provinceCode: c.provinceCode, bank: c.bank, cardNo: c.cardNo }
        : null;
    return { picks, claim, mailing: addressOf(d.mailing), savedAt };
  },
});

/** A stored draft, or null when there is none, it is stale (`now` NaN: not asked) or it does not parse. */
export function parseAddOnDraft(raw: string | null, now: number): AddOnDraft | null {
  return addOnDrafts.decode(raw, Number.isNaN(now) ? null : now);
}

export function readAddOnDraft(orderNo: string, now = Date.now()): AddOnDraft | null {
  return addOnDrafts.read(orderNo, { now });
}

export function writeAddOnDraft(orderNo: string, draft: DraftInput<AddOnDraft>, now = Date.now()): void {
  addOnDrafts.write(orderNo, draft, { now });
}

/** Drops a segment's picks (its order is made); the whole draft goes when nothing is left. */
export function clearAddOnSegment(orderNo: string, segmentIndex: number): void {
  const draft = readAddOnDraft(orderNo);
  if (!draft) return;
  const picks = { ...draft.picks };
  delete picks[String(segmentIndex)];
  if (Object.values(picks).every((list) => list.length === 0)) addOnDrafts.clear(orderNo);
  else writeAddOnDraft(orderNo, { picks, claim: draft.claim, mailing: draft.mailing });
}

/** The order's draft following writes: undefined while rendering on the server, null when there is none. */
export function useAddOnDraft(orderNo: string): AddOnDraft | null | undefined {
  return useDraftStore(addOnDrafts, orderNo);
}

/** The picks of a segment. */
export const picksOf = (draft: AddOnDraft | null | undefined, segmentIndex: number): AddOnPick[] =>
  draft?.picks[String(segmentIndex)] ?? [];

/** The segments holding picks, in order. */
export const segmentsWithPicks = (draft: AddOnDraft | null | undefined): number[] =>
  Object.entries(draft?.picks ?? {})
    .filter(([, list]) => list.length > 0)
    .map(([seg]) => Number(seg))
    .sort((a, b) => a - b);

/**
 * The picks with one passenger's choice of a kind replaced: `productCode` null removes it. Insurance holds one pick
 * per product, so it is set product by product (`on`).
 */
export function withChoice(
  picks: AddOnPick[],
  passengerId: string,
  kind: AddOnKind,
  productCode: string | null,
  on = true,
): AddOnPick[] {
  const same = (p: AddOnPick) =>
    p.kind !== 'MAILING' &&
    p.passengerId === passengerId &&
    p.kind === kind &&
    (kind !== 'INSURANCE' || (p.kind === 'INSURANCE' && p.productCode === productCode));
  const rest = picks.filter((p) => !same(p));
  if (productCode === null || !on) return rest;
  const pick: AddOnPick =
    kind === 'PRIORITY' || kind === 'EXTRA_SEAT'
      ? { kind, passengerId }
      : ({ kind, passengerId, productCode } as AddOnPick);
  return [...rest, pick];
}

/** The draft with a segment's picks replaced. */
export function withSegmentPicks(draft: AddOnDraft | null | undefined, segmentIndex: number, picks: AddOnPick[]) {
  return {
    picks: { ...(draft?.picks ?? {}), [String(segmentIndex)]: picks },
    claim: draft?.claim ?? null,
    mailing: draft?.mailing ?? null,
  };
}

/**
 * The draft with the mailed itinerary chosen on `segmentIndex` (the segment its add-on order is made on) to
 * `address`, or dropped (null): one per order, so it leaves every other segment.
 */
export function withMailing(
  draft: AddOnDraft | null | undefined,
  segmentIndex: number,
  address: AddressEntry | null,
): Omit<AddOnDraft, 'savedAt'> {
  const picks: Record<string, AddOnPick[]> = {};
  for (const [seg, list] of Object.entries(draft?.picks ?? {})) picks[seg] = list.filter((p) => p.kind !== 'MAILING');
  if (address) picks[String(segmentIndex)] = [...(picks[String(segmentIndex)] ?? []), { kind: 'MAILING' }];
  return { picks, claim: draft?.claim ?? null, mailing: address ?? draft?.mailing ?? null };
}
