import { validateEmail, validateMainlandMobile } from './account-rules';
import { addWorkingDays } from './change-refund-fees';
import {
  INVOICE_HEADER_TYPES,
  validateInvoiceHeaderEntry,
  type InvoiceHeaderEntry,
  type InvoiceHeaderField,
} from './member-book-rules';
import {
  PASSENGER_NAME_MAX,
  normalizeTicketNo,
  ticketNoIssue,
  type TicketValidationStatus,
} from './ticket-validation-rules';

/**
 * Electronic invoices (spec §2 zh-CN /ElectronicBill/*, /Electronic/*; §3 invoice request; §5 invoice header; §9
 * "electronic invoice within 3 working days after the flight"; decision 71), shared by the pages, the BFF and
 * airline-api. The invoice title is the address book's invoice header: its rules are member-book-rules', not
 * repeated here. Validators answer message keys (EInvoice.issues), field by field.
 */

export const E_INVOICE_BUYER_TYPES = INVOICE_HEADER_TYPES;
export const ORDER_NO_PATTERN = /^YQ\d{16}$/;
/** An invoice number: 20 digits, as the tax system's fully digital invoices have (the issue date, then 14 digits). */
export const INVOICE_NO_PATTERN = /^\d{20}$/;
/** Working days after the flight's date by which its invoice is issued (spec §9). */
export const ISSUE_WORKING_DAYS = 3;
/** Mails of one invoice a day (the first one, sent when it is issued, not counted). */
export const RESENDS_PER_DAY = 3;
export const E_INVOICE_STATUSES = ['REQUESTED', 'ISSUED'] as const;
export type EInvoiceStatus = (typeof E_INVOICE_STATUSES)[number];

// ---- Finding the ticket ----

export type EInvoiceLookup = { orderNo: string; passengerName: string; ticketNo: string };
export type EInvoiceLookupField = keyof EInvoiceLookup;

export function normalizeOrderNo(raw: string): string {
  return raw.trim().toUpperCase();
}

/**
 * Order number (YQ and 16 digits), the passenger's name as on the ticket (at most 60) and the 902 ticket number.
 * The name is left out (undefined) only by the member whose order it is: the login is the proof then.
 */
export function validateEInvoiceLookup(
  f: Omit<EInvoiceLookup, 'passengerName'> & { passengerName?: string },
): Partial<Record<EInvoiceLookupField, string>> {
  const issues: Partial<Record<EInvoiceLookupField, string>> = {};
  const orderNo = normalizeOrderNo(f.orderNo);
  if (!orderNo) issues.orderNo = 'orderNoRequired';
  else if (!ORDER_NO_PATTERN.test(orderNo)) issues.orderNo = 'orderNoFormat';
  const name = f.passengerName?.trim();
  if (name === undefined) {
    // The member's own order: no name asked.
  } else if (!name) issues.passengerName = 'nameRequired';
  else if ([...name].length > PASSENGER_NAME_MAX) issues.passengerName = 'nameTooLong';
  const ticket = ticketNoIssue(f.ticketNo);
  if (ticket) issues.ticketNo = ticket;
  return issues;
}

export const lookupOutput = (f: EInvoiceLookup): EInvoiceLookup => ({
  orderNo: normalizeOrderNo(f.orderNo),
  passengerName: f.passengerName.trim(),
  ticketNo: normalizeTicketNo(f.ticketNo),
});

// ---- The request ----

export type EInvoiceRequestForm = InvoiceHeaderEntry & { mobile: string; email: string };
export type EInvoiceRequestField = InvoiceHeaderField | 'mobile' | 'email';

/** A personal title carries no company fields, whatever was typed before the buyer type changed. */
export function headerOf(f: InvoiceHeaderEntry): InvoiceHeaderEntry {
  const trim = (v: string) => v.trim();
  if (f.type === 'PERSONAL')
    return { type: f.type, title: trim(f.title), taxpayerId: '', address: '', phone: '', bank: '', account: '' };
  return {
    type: f.type,
    title: trim(f.title),
    taxpayerId: trim(f.taxpayerId).toUpperCase(),
    address: trim(f.address),
    phone: trim(f.phone),
    bank: trim(f.bank),
    account: trim(f.account),
  };
}

/** The title by §5's invoice header rules (member-book-rules), then the recipient's mainland mobile and e-mail. */
export function validateEInvoiceRequest(f: EInvoiceRequestForm): Partial<Record<EInvoiceRequestField, string>> {
  const issues: Partial<Record<EInvoiceRequestField, string>> = { ...validateInvoiceHeaderEntry(headerOf(f)) };
  const mobile = validateMainlandMobile(f.mobile.trim());
  if (mobile) issues.mobile = mobile;
  const email = validateEmail(f.email.trim());
  if (email) issues.email = email;
  return issues;
}

// ---- What may be invoiced, and when ----

export type EInvoiceRefusal = 'notFlown' | 'refunded' | 'changed' | 'notInvoiceable';

/**
 * Only a flown coupon is invoiced: its status (ticket-validation-rules' couponStatus, decision 69) is used. A coupon
 * to be used, checked in or in the air is not flown yet; a refunded or changed one is refused with its own reason;
 * a voided, suspended or unprinted one is not invoiceable.
 */
export function invoiceRefusal(status: TicketValidationStatus): EInvoiceRefusal | null {
  switch (status) {
    case 'USED':
      return null;
    case 'TO_BE_USED':
    case 'CHECKED_IN':
    case 'BOARDED':
      return 'notFlown';
    case 'REFUNDED':
      return 'refunded';
    case 'CHANGED':
      return 'changed';
    default:
      return 'notInvoiceable';
  }
}

/**
 * The day an invoice is issued (spec §9): the 3rd working day after the flight's date (weekends and the days
 * `isHoliday` names skipped), or the day it is asked for when that is later. Dates are the airline's (YYYY-MM-DD).
 */
export function issueDate(flightDate: string, requestDay: string, isHoliday?: (isoDate: string) => boolean): string {
  const due = addWorkingDays(flightDate, ISSUE_WORKING_DAYS, isHoliday);
  return requestDay > due ? requestDay : due;
}

/** Issued from the start of its issue day (in the airline's zone): `today` on or after it. */
export function isDue(issueOn: string, today: string): boolean {
  return today >= issueOn;
}

/** Resends left today, from the count kept for `countDay` (a count of another day is over). */
export function resendsLeft(count: number, countDay: string | null, today: string): number {
  return Math.max(0, RESENDS_PER_DAY - (countDay === today ? count : 0));
}

// ---- The amounts ----

export const E_INVOICE_ITEMS = ['fare', 'airportTax', 'fuelTax', 'otherTax'] as const;
export type EInvoiceItemKind = (typeof E_INVOICE_ITEMS)[number];
export type EInvoiceItem = { kind: EInvoiceItemKind; amountFen: number };

/** The ticket's parts in fen, the ones with an amount, and their total. */
export function invoiceItems(t: { fareFen: number; airportTaxFen: number; fuelTaxFen: number; otherTaxFen: number }): {
  items: EInvoiceItem[];
  totalFen: number;
} {
  const all: EInvoiceItem[] = [
    { kind: 'fare', amountFen: t.fareFen },
    { kind: 'airportTax', amountFen: t.airportTaxFen },
    { kind: 'fuelTax', amountFen: t.fuelTaxFen },
    { kind: 'otherTax', amountFen: t.otherTaxFen },
  ];
  const items = all.filter((i) => i.amountFen > 0);
  return { items, totalFen: items.reduce((sum, i) => sum + i.amountFen, 0) };
}

/** Fen as yuan with two decimals ('1234.50'), as an invoice writes amounts; integers throughout. */
export function yuanText(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
