import type { AddOnSelection, Contact } from '@/lib/contract/order';
import type { CertificateType } from '@/lib/domain/certificate-rules';
import { emptyPassengerFields, type PassengerFieldValues } from '@/lib/domain/passenger-fields';
import { positionalGuardians } from '@/lib/domain/guardian-rules';
import type { PassengerType } from '@/lib/domain/passenger-rules';
import { createDraftStore, type DraftStorage } from '@/lib/draft/draft-store';

/**
 * The funnel's draft between /book/pmsg, /book/otherbuy and /book/confirm (decision 6): kept in
 * sessionStorage under `booking-draft:` + the search query, so going back and forth loses nothing and a
 * reload keeps it; it never leaves the tab.
 */
export type PassengerDraft = { type: PassengerType } & PassengerFieldValues & {
    /** Index of the accompanying adult, for children and infants ('' for adults). */
    guardian: string;
    /** Members: keep this passenger among the saved passengers. */
    save: boolean;
  };

export type ContactDraft = Contact;

export type Ancillaries = Required<Omit<AddOnSelection, 'mailing'>> & Pick<AddOnSelection, 'mailing'>;

export type BookingDraft = {
  passengers: PassengerDraft[];
  contact: ContactDraft;
  ancillaries: Ancillaries;
  couponIds: string[];
  points: number;
  /** Made once per draft: a double click or a retry of "submit order" makes one order. */
  idempotencyKey: string;
  /** Rule failures the server named (`passengers.0.certificateNumber` → message key), shown on /book/pmsg. */
  serverErrors?: Record<string, string>;
};

export function draftKey(search: string): string {
  return bookingDrafts.key(search);
}

export function emptyPassenger(type: PassengerType, defaultCertificate: CertificateType): PassengerDraft {
  return {
    type,
    ...emptyPassengerFields(defaultCertificate),
    guardian: type === 'ADT' ? '' : '0',
    save: false,
  };
}

export function emptyAddOns(): Ancillaries {
  return { baggage: [], meals: [], insurance: [], seats: [], priority: [] };
}

/** Slots in the order the search counts them: adults, children, infants. */
export function passengerSlots(counts: { adults: number; children: number; infants: number }): PassengerType[] {
  return [
    ...Array<PassengerType>(counts.adults).fill('ADT'),
    ...Array<PassengerType>(counts.children).fill('CHD'),
    ...Array<PassengerType>(counts.infants).fill('INF'),
  ];
}

export function newDraft(slots: PassengerType[], defaultCertificate: CertificateType, key: string): BookingDraft {
  // Each infant starts on the lap of the next adult, each child with the first (the family may choose others).
  const guardians = positionalGuardians(slots);
  return {
    passengers: slots.map((type, i) => ({
      ...emptyPassenger(type, defaultCertificate),
      guardian: String(guardians[i] ?? ''),
    })),
    contact: { name: '', areaCode: '86', mobile: '', email: '' },
    ancillaries: emptyAddOns(),
    couponIds: [],
    points: 0,
    idempotencyKey: key,
  };
}

/** The tab's lifetime, as decision 6 has it: the booking draft ends with the order or the tab, not a clock. */
const BOOKING_DRAFT_TTL_MS = Number.POSITIVE_INFINITY;

/** The funnel's drafts (decision 40), one per search query. */
export const bookingDrafts = createDraftStore<BookingDraft>({
  name: 'booking-draft',
  version: 1,
  ttlMs: BOOKING_DRAFT_TTL_MS,
  parse: (value) => {
    const draft = value as Partial<BookingDraft>;
    const passengers = Array.isArray(draft.passengers) ? draft.passengers : null;
    if (!passengers?.every((p) => p && typeof p === 'object')) return null;
    if (typeof draft.idempotencyKey !== 'string' || !draft.contact) return null;
    return { ...(draft as BookingDraft), ancillaries: { ...emptyAddOns(), ...draft.ancillaries } };
  },
});

/** The draft still has the passengers the search counts, in its order. */
export function fitsSlots(draft: BookingDraft, slots: PassengerType[]): boolean {
  return draft.passengers.map((p) => p.type).join() === slots.join();
}

/** The draft of this search, or null when there is none or it no longer fits the search's passengers. */
export function loadDraft(search: string, slots: PassengerType[], storage?: DraftStorage | null): BookingDraft | null {
  const draft = bookingDrafts.read(search, { storage });
  return draft && fitsSlots(draft, slots) ? draft : null;
}

/** Saves without telling the pages (`storeDraft` does). */
export function saveDraft(search: string, draft: BookingDraft, storage?: DraftStorage | null): void {
  bookingDrafts.write(search, draft, { storage, notify: false });
}

/**
 * Silent: it is cleared once the order exists, on the way to payment, and a notice would send the step that reads
 * it back to /book/pmsg first.
 */
export function clearDraft(search: string, storage?: DraftStorage | null): void {
  bookingDrafts.clear(search, { storage, notify: false });
}
