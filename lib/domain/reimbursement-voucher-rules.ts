import type { AddOnBlock } from './add-on-blocks';
import { freeMailingsLeft, mailingBlock, mailingFeeFen, type MailingTicketFacts } from './add-on-mailing';

/**
 * Reimbursement vouchers (spec §2 zh-CN /reimbursementVoucher/*; decision 72): the printed itinerary and receipt a
 * traveller claims the fare with, mailed on paper. A voucher mailing follows the mailed itinerary's rules of
 * decision 30 (lib/domain/add-on-mailing.ts), which this file only applies to one ticket: the same printed and locked
 * blocks, the same free itinerary entitlement and fee, the address book's address rules. Pure.
 */

/** Where a requested voucher stands (spec §4 has no list of its own: the post desk's two steps). */
export const VOUCHER_STATUSES = ['REQUESTED', 'MAILED'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

/**
 * A ticket as the list shows it: AVAILABLE to choose; REQUESTED or MAILED with its voucher; PRINTED when the
 * order's itinerary was mailed already (with the booking or as an add-on, decision 30: printed once); LOCKED while
 * the ticket is being changed or refunded, or suspended.
 */
export const VOUCHER_TICKET_STATES = ['AVAILABLE', 'REQUESTED', 'MAILED', 'PRINTED', 'LOCKED'] as const;
export type VoucherTicketState = (typeof VOUCHER_TICKET_STATES)[number];

/**
 * Tickets one request may hold: one envelope to one address, at most a page of the list (spec §9 default page size
 * 10). 1 and 10 are taken; 0 and 11 are refused.
 */
export const VOUCHER_TICKETS_PER_REQUEST = 10;

/** An e-ticket number as airline-api issues it: 902 and ten digits (decision 69). */
const TICKET_NO = /^902\d{10}$/;
/** A voucher's number: RV and twelve digits. */
export const VOUCHER_NO = /^RV\d{12}$/;

export type VoucherSelectionIssue = 'none' | 'tooMany' | 'duplicate' | 'ticketNoInvalid';

/** Why a chosen set of tickets cannot be one request (null: it can). */
export function voucherSelectionIssue(ticketNos: readonly string[]): VoucherSelectionIssue | null {
  if (ticketNos.length === 0) return 'none';
  if (ticketNos.length > VOUCHER_TICKETS_PER_REQUEST) return 'tooMany';
  if (new Set(ticketNos).size !== ticketNos.length) return 'duplicate';
  return ticketNos.every((n) => TICKET_NO.test(n)) ? null : 'ticketNoInvalid';
}

/** A voucher number as typed: spaces dropped, letters upper-cased. */
export const normalizeVoucherNo = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase();

/** Why a typed voucher number cannot be looked up (null: it can). */
export function voucherNoIssue(raw: string): 'required' | 'voucherNoInvalid' | null {
  const v = normalizeVoucherNo(raw);
  if (!v) return 'required';
  return VOUCHER_NO.test(v) ? null : 'voucherNoInvalid';
}

/** What the list reads of one ticket. */
export type VoucherTicketFacts = {
  ticket: MailingTicketFacts;
  /** The order's itinerary was mailed with the booking or by an add-on order holding it (decision 30). */
  mailedWithOrder: boolean;
  /** The ticket's voucher, if one was requested. */
  voucher: VoucherStatus | null;
};

/** Decision 30's block as the voucher list words it. */
const STATE_OF_BLOCK: Partial<Record<AddOnBlock, VoucherTicketState>> = {
  itineraryPrinted: 'PRINTED',
  ticketLocked: 'LOCKED',
};

/**
 * The ticket's state on the list, or null when it is not listed at all: a ticket with a voucher shows it; otherwise
 * decision 30's mailingBlock for this one ticket decides (not issued, refunded, changed or voided: not listed).
 */
export function voucherTicketState(f: VoucherTicketFacts): VoucherTicketState | null {
  if (f.voucher) return f.voucher;
  const block = mailingBlock({ tickets: [f.ticket], printed: f.mailedWithOrder });
  if (block === null) return 'AVAILABLE';
  return STATE_OF_BLOCK[block] ?? null;
}

/** A requested voucher's mailing details can be changed until the post desk has sent it. */
export const voucherModifiable = (status: VoucherStatus): boolean => status === 'REQUESTED';

/**
 * The fee of one voucher mailing (fen) for a member who used `usedThisYear` free mailings this airline year:
 * decision 30's free itinerary entitlement, shared with the mailed itinerary add-on.
 */
export const voucherFeeFen = (feeFen: number, usedThisYear: number): number =>
  mailingFeeFen(feeFen, true, usedThisYear);

/** Free mailings left this year for a member (the same entitlement). */
export const voucherFreeLeft = (usedThisYear: number): number => freeMailingsLeft(true, usedThisYear);
