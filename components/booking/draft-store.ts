import type { AncillarySelection, Contact } from '@/lib/contract/order';
import type { CertificateType } from '@/lib/domain/certificate-rules';
import type { PassengerType } from '@/lib/domain/passenger-rules';

/**
 * The funnel's draft between /book/pmsg, /book/otherbuy and /book/confirm (decision 6): kept in
 * sessionStorage under `booking-draft:` + the search query, so going back and forth loses nothing and a
 * reload keeps it; it never leaves the tab.
 */
export type PassengerDraft = {
  type: PassengerType;
  name: string;
  surname: string;
  givenName: string;
  gender: 'M' | 'F' | '';
  birthday: string;
  nationality: string;
  certificateType: CertificateType;
  certificateNumber: string;
  certificateValidity: string;
  /** Index of the accompanying adult, for children and infants ('' for adults). */
  guardian: string;
  /** Members: keep this passenger among the saved passengers. */
  save: boolean;
};

export type ContactDraft = Contact;

export type Ancillaries = Required<Omit<AncillarySelection, 'mailing'>> & Pick<AncillarySelection, 'mailing'>;

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

const DRAFT_PREFIX = 'booking-draft:';

export function draftKey(search: string): string {
  return `${DRAFT_PREFIX}${search}`;
}

export function emptyPassenger(type: PassengerType, defaultCertificate: CertificateType): PassengerDraft {
  return {
    type,
    name: '',
    surname: '',
    givenName: '',
    gender: '',
    birthday: '',
    nationality: 'CN',
    certificateType: defaultCertificate,
    certificateNumber: '',
    certificateValidity: '',
    guardian: type === 'ADT' ? '' : '0',
    save: false,
  };
}

export function emptyAncillaries(): Ancillaries {
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
  return {
    passengers: slots.map((type) => emptyPassenger(type, defaultCertificate)),
    contact: { name: '', areaCode: '86', mobile: '', email: '' },
    ancillaries: emptyAncillaries(),
    couponIds: [],
    points: 0,
    idempotencyKey: key,
  };
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function store(): Store | null {
  return typeof window === 'undefined' ? null : window.sessionStorage;
}

/** The draft of this search, or null when there is none or it no longer fits the search's passengers. */
export function loadDraft(
  search: string,
  slots: PassengerType[],
  storage: Store | null = store(),
): BookingDraft | null {
  const raw = storage?.getItem(draftKey(search));
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as BookingDraft;
    const types = draft.passengers?.map((p) => p.type).join();
    if (types !== slots.join() || typeof draft.idempotencyKey !== 'string' || !draft.contact) return null;
    return { ...draft, ancillaries: { ...emptyAncillaries(), ...draft.ancillaries } };
  } catch {
    return null;
  }
}

export function saveDraft(search: string, draft: BookingDraft, storage: Store | null = store()): void {
  storage?.setItem(draftKey(search), JSON.stringify(draft));
}

export function clearDraft(search: string, storage: Store | null = store()): void {
  storage?.removeItem(draftKey(search));
}
