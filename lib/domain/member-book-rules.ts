/**
 * The member's address book (spec §2 /member/contacts, /member/address, /member/beneficiary,
 * /member/eHeader/index, /member/myCollect; §3 their fields; §5 their limits), shared by the forms, the BFF
 * and airline-api. Validators answer message KEYS (MemberBook.rules, else BookingRules), field by field. Each kind's
 * rules have a file of their own (member-book-contact, -address, -beneficiary, -invoice-header, -favourite); this one
 * holds the kinds, their limits, and the rules asked of any kind.
 */
import { MAINLAND_AREA_CODE } from './account-rules';
import { validateAddressEntry, type AddressEntry } from './member-book-address';
import { validateBeneficiaryEntry, type BeneficiaryEntry } from './member-book-beneficiary';
import { validateContactEntry, type ContactEntry } from './member-book-contact';
import { validateFavouriteEntry, type FavouriteEntry } from './member-book-favourite';
import { validateInvoiceHeaderEntry, type InvoiceHeaderEntry } from './member-book-invoice-header';

export type { Issues } from './member-book-fields';
export { CONTACT_NAME_MAX, validateContactEntry, type ContactEntry, type ContactField } from './member-book-contact';
export {
  ADDRESS_DETAIL_MAX,
  ADDRESS_FIELDS,
  ADDRESS_INPUT_FIELDS,
  RECIPIENT_MAX,
  addressLine,
  validateAddressEntry,
  type AddressEntry,
  type AddressField,
} from './member-book-address';
export {
  BENEFICIARY_REVIEW_HOURS,
  beneficiaryStatus,
  validateBeneficiaryEntry,
  type BeneficiaryEntry,
  type BeneficiaryField,
} from './member-book-beneficiary';
export {
  COMPANY_ADDRESS_MAX,
  COMPANY_FIELD_MAX,
  COMPANY_TITLE_MAX,
  INVOICE_HEADER_TYPES,
  PERSONAL_TITLE_MAX,
  usccCheckChar,
  validateInvoiceHeaderEntry,
  validateTaxpayerId,
  type InvoiceHeaderEntry,
  type InvoiceHeaderField,
  type InvoiceHeaderType,
} from './member-book-invoice-header';
export { validateFavouriteEntry, type FavouriteEntry, type FavouriteField } from './member-book-favourite';

export const BOOK_KINDS = ['contact', 'address', 'beneficiary', 'invoiceHeader', 'favourite'] as const;
export type BookKind = (typeof BOOK_KINDS)[number];

/**
 * The most entries of each kind a member may keep. The spec names them {Max} and does not give them (§3,
 * §9); these are our choice, answered with each list so the pages never repeat them.
 */
export const BOOK_MAX: Record<BookKind, number> = {
  contact: 20,
  address: 10,
  beneficiary: 5,
  invoiceHeader: 10,
  favourite: 50,
};

/** Kinds with a default entry (spec §3 default flag): the first one saved becomes it. */
export const BOOK_HAS_DEFAULT: Record<BookKind, boolean> = {
  contact: true,
  address: true,
  beneficiary: false,
  invoiceHeader: true,
  favourite: false,
};

/** Whether one more entry may be saved next to `count`: max - 1 yes, max no. */
export function canAddEntry(kind: BookKind, count: number): boolean {
  return count < BOOK_MAX[kind];
}

// ---- One kind at a time ----

export type BookEntryData = {
  contact: ContactEntry;
  address: AddressEntry;
  beneficiary: BeneficiaryEntry;
  invoiceHeader: InvoiceHeaderEntry;
  favourite: FavouriteEntry;
};

/** Every rule of an entry of `kind` on `today` (the airline's date), by field. */
export function validateBookEntry<K extends BookKind>(
  kind: K,
  data: BookEntryData[K],
  today: string,
): Record<string, string> {
  switch (kind) {
    case 'contact':
      return validateContactEntry(data as ContactEntry);
    case 'address':
      return validateAddressEntry(data as AddressEntry);
    case 'beneficiary':
      return validateBeneficiaryEntry(data as BeneficiaryEntry, today);
    case 'invoiceHeader':
      return validateInvoiceHeaderEntry(data as InvoiceHeaderEntry);
    default:
      return validateFavouriteEntry(data as FavouriteEntry);
  }
}

const squash = (v: string) => v.trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * What makes two entries of a kind the same, so the second is refused (spec §5 'duplicate beneficiaries
 * are rejected'; the others by the same habit): a contact's phone, an address's recipient, phone and
 * place, a beneficiary's document, an invoice header's type and name (a company also by taxpayer id), a
 * saved route's two ends or a page's path.
 */
export function bookDedupeKey<K extends BookKind>(kind: K, data: BookEntryData[K]): string {
  switch (kind) {
    case 'contact': {
      const c = data as ContactEntry;
      return `${c.areaCode.trim() || MAINLAND_AREA_CODE}:${c.mobile.trim()}`;
    }
    case 'address': {
      const a = data as AddressEntry;
      return [squash(a.recipient), a.phone.trim(), a.districtCode, squash(a.address)].join('|');
    }
    case 'beneficiary': {
      const b = data as BeneficiaryEntry;
      return `${b.certificateType}:${squash(b.certificateNumber)}`;
    }
    case 'invoiceHeader': {
      const h = data as InvoiceHeaderEntry;
      return h.type === 'COMPANY' ? `COMPANY:${squash(h.taxpayerId)}` : `${h.type}:${squash(h.title)}`;
    }
    default: {
      const f = data as FavouriteEntry;
      return f.type === 'route' ? `route:${f.origin}-${f.destination}` : `content:${f.path}`;
    }
  }
}

/** An address with nothing filled in yet (mainland China's area code chosen), as the address forms open. */
export const EMPTY_ADDRESS: AddressEntry = {
  recipient: '',
  areaCode: '86',
  phone: '',
  provinceCode: '',
  cityCode: '',
  districtCode: '',
  province: '',
  city: '',
  district: '',
  address: '',
  zip: '',
};
