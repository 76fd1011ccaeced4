/**
 * The member's address book (spec §2 /member/contacts, /member/address, /member/beneficiary,
 * /member/eHeader/index, /member/myCollect; §3 their fields; §5 their limits), shared by the forms, the BFF
 * and airline-api. Validators answer message KEYS (MemberBook.rules, else BookingRules), field by field.
 */
import { validateEmail, validatePhone, MAINLAND_AREA_CODE } from './account-rules';
import { validateSavedPassenger, type SavedPassengerInput, type SavedPassengerIssues } from './saved-passenger-rules';

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

export type Issues<F extends string> = Partial<Record<F, string>>;

const chars = (v: string) => [...v.trim()].length;

function required(issues: Record<string, string>, field: string, value: string, max: number, tooLong = 'tooLong') {
  if (issues[field]) return;
  if (!value.trim()) issues[field] = 'required';
  else if (chars(value) > max) issues[field] = tooLong;
}

function optional(issues: Record<string, string>, field: string, value: string | undefined, max: number) {
  if (!issues[field] && value && chars(value) > max) issues[field] = 'tooLong';
}

function phone(issues: Record<string, string>, areaCode: string, number: string, numberField: string) {
  const issue = validatePhone(areaCode.trim() || MAINLAND_AREA_CODE, number.trim());
  if (issue) issues[issue === 'areaCodeInvalid' ? 'areaCode' : numberField] = issue;
}

// ---- Contacts (spec §3 Contact: name, area code, mobile, e-mail, default flag) ----

export const CONTACT_NAME_MAX = 40;
export type ContactEntry = { name: string; areaCode: string; mobile: string; email: string };
export type ContactField = keyof ContactEntry;

/** Name required (at most 40), a valid phone for its area code, and an e-mail that is valid when given. */
export function validateContactEntry(c: ContactEntry): Issues<ContactField> {
  const issues: Record<string, string> = {};
  required(issues, 'name', c.name, CONTACT_NAME_MAX);
  phone(issues, c.areaCode, c.mobile, 'mobile');
  if (c.email.trim()) {
    const email = validateEmail(c.email.trim());
    if (email) issues.email = email;
  }
  return issues;
}

// ---- Mailing addresses (spec §3, §5 Mailing) ----

export const RECIPIENT_MAX = 20;
export const ADDRESS_DETAIL_MAX = 100;
export type AddressEntry = {
  recipient: string;
  areaCode: string;
  phone: string;
  /** GB/T 2260 codes of the cascade's three choices, and their names as chosen. */
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  province: string;
  city: string;
  district: string;
  address: string;
  zip: string;
};
export type AddressField = keyof AddressEntry;

const REGION_CODE = /^\d{6}$/;
/** A district, or in the cities without districts (Dongguan, Zhongshan) a town of nine digits. */
const DISTRICT_CODE = /^\d{6}(\d{3})?$/;

/**
 * Recipient required (at most 20), phone valid for its area code, the three levels of the cascade chosen
 * (codes of six digits, a town's of nine, each inside the one above it), the detailed address required (at most 100) and a
 * six-digit zip. Whether the codes exist is airline-api's check against its region list.
 */
export function validateAddressEntry(a: AddressEntry): Issues<AddressField> {
  const issues: Record<string, string> = {};
  required(issues, 'recipient', a.recipient, RECIPIENT_MAX);
  phone(issues, a.areaCode, a.phone, 'phone');
  if (!REGION_CODE.test(a.provinceCode)) issues.provinceCode = 'provinceRequired';
  if (!REGION_CODE.test(a.cityCode)) issues.cityCode = 'cityRequired';
  else if (a.cityCode.slice(0, 2) !== a.provinceCode.slice(0, 2)) issues.cityCode = 'regionMismatch';
  if (!DISTRICT_CODE.test(a.districtCode)) issues.districtCode = 'districtRequired';
  else if (a.districtCode.slice(0, 2) !== a.cityCode.slice(0, 2)) issues.districtCode = 'regionMismatch';
  required(issues, 'address', a.address, ADDRESS_DETAIL_MAX);
  if (!/^\d{6}$/.test(a.zip.trim())) issues.zip = a.zip.trim() ? 'zipInvalid' : 'required';
  return issues;
}

// ---- Beneficiaries (spec §3 Beneficiary; §5 duplicates rejected) ----

/** A beneficiary: a saved passenger's fields without nationality or passenger type. */
export type BeneficiaryEntry = Omit<SavedPassengerInput, 'type' | 'nationality'> & { nationality?: string };
export type BeneficiaryField = keyof SavedPassengerIssues;

/**
 * The saved-passenger rules (names, gender, birthday, document number by type, validity, phone, e-mail).
 * A beneficiary's nationality is not asked: the issuing country stands for it, else China.
 */
export function validateBeneficiaryEntry(b: BeneficiaryEntry, today: string): Issues<BeneficiaryField> {
  const nationality = b.nationality || b.issuingCountry || 'CN';
  const { nationality: _n, ...issues } = validateSavedPassenger({ ...b, nationality }, today);
  return issues;
}

/** Hours a new or edited beneficiary waits for the airline's check before it is effective. Our choice. */
export const BENEFICIARY_REVIEW_HOURS = 24;

/** 'pending' until BENEFICIARY_REVIEW_HOURS after its last change, then 'effective' (spec §3 status). */
export function beneficiaryStatus(changedAtMs: number, nowMs: number): 'effective' | 'pending' {
  return nowMs - changedAtMs >= BENEFICIARY_REVIEW_HOURS * 3_600_000 ? 'effective' : 'pending';
}

// ---- Invoice headers (spec §3 Invoice header; §5 Invoice header) ----

export const INVOICE_HEADER_TYPES = ['PERSONAL', 'COMPANY', 'INSTITUTION'] as const;
export type InvoiceHeaderType = (typeof INVOICE_HEADER_TYPES)[number];
export const PERSONAL_TITLE_MAX = 30;
export const COMPANY_TITLE_MAX = 100;
export const COMPANY_ADDRESS_MAX = 100;
export const COMPANY_FIELD_MAX = 30;
export type InvoiceHeaderEntry = {
  type: InvoiceHeaderType;
  /** The person's name, or the company's or unit's name. */
  title: string;
  taxpayerId: string;
  address: string;
  phone: string;
  bank: string;
  account: string;
};
export type InvoiceHeaderField = keyof InvoiceHeaderEntry;

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of a unified social credit code (GB 32100-2015) from its first 17 characters. */
export function usccCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = USCC_CHARS.indexOf(first17[i] ?? '');
    if (value < 0) return null;
    sum += value * USCC_WEIGHTS[i]!;
  }
  return USCC_CHARS[(31 - (sum % 31)) % 31]!;
}

/**
 * A taxpayer id: the 18-character unified social credit code with its check character, or an older
 * registration number of 15 or 20 digits and capitals. Letters are compared in capitals.
 */
export function validateTaxpayerId(id: string): 'required' | 'taxpayerIdInvalid' | null {
  const v = id.trim().toUpperCase();
  if (!v) return 'required';
  if (v.length === 18) return usccCheckChar(v.slice(0, 17)) === v[17] ? null : 'taxpayerIdInvalid';
  return /^[0-9A-Z]{15}$|^[0-9A-Z]{20}$/.test(v) ? null : 'taxpayerIdInvalid';
}

/**
 * Personal: the name required, at most 30. Company: name required (at most 100) and a valid taxpayer id.
 * A non-enterprise unit: name required (at most 100); its taxpayer id is checked when given. Address at
 * most 100; phone, bank and account at most 30 each.
 */
export function validateInvoiceHeaderEntry(h: InvoiceHeaderEntry): Issues<InvoiceHeaderField> {
  const issues: Record<string, string> = {};
  if (!INVOICE_HEADER_TYPES.includes(h.type)) issues.type = 'required';
  if (h.type === 'PERSONAL') {
    required(issues, 'title', h.title, PERSONAL_TITLE_MAX, 'personalTitleTooLong');
    return issues;
  }
  required(issues, 'title', h.title, COMPANY_TITLE_MAX, 'companyTitleTooLong');
  if (h.type === 'COMPANY' || h.taxpayerId.trim()) {
    const tax = validateTaxpayerId(h.taxpayerId);
    if (tax) issues.taxpayerId = tax;
  }
  optional(issues, 'address', h.address, COMPANY_ADDRESS_MAX);
  optional(issues, 'phone', h.phone, COMPANY_FIELD_MAX);
  if (!issues.phone && h.phone.trim() && !/^[0-9+\-() ]+$/.test(h.phone.trim())) issues.phone = 'phoneInvalid';
  optional(issues, 'bank', h.bank, COMPANY_FIELD_MAX);
  optional(issues, 'account', h.account, COMPANY_FIELD_MAX);
  if (!issues.account && h.account.trim() && !/^[0-9 -]+$/.test(h.account.trim())) issues.account = 'accountInvalid';
  return issues;
}

// ---- Saved routes and content (spec §2 /member/myCollect) ----

export type FavouriteEntry =
  | { type: 'route'; origin: string; destination: string; originName: string; destinationName: string }
  | { type: 'content'; path: string; title: string };
export type FavouriteField = 'origin' | 'destination' | 'path' | 'title';

/** A route: two different three-letter codes. Content: a site path of ours and its title (at most 100). */
export function validateFavouriteEntry(f: FavouriteEntry): Issues<FavouriteField> {
  const issues: Record<string, string> = {};
  if (f.type === 'route') {
    if (!/^[A-Z]{3}$/.test(f.origin)) issues.origin = 'required';
    if (!/^[A-Z]{3}$/.test(f.destination)) issues.destination = 'required';
    else if (f.destination === f.origin) issues.destination = 'sameCity';
  } else {
    if (!/^\/[A-Za-z0-9/_\-.?=&%]{0,300}$/.test(f.path) || f.path.startsWith('//')) issues.path = 'required';
    required(issues, 'title', f.title, 100);
  }
  return issues;
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
