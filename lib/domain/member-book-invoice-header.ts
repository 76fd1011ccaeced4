import { optional, required, type Issues } from './member-book-fields';

/** Invoice headers of the member's address book (spec §2 /member/eHeader/index; §3 and §5 Invoice header). */

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
