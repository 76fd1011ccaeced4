import { VOUCHER_STATUSES, VOUCHER_TICKET_STATES } from '@/lib/domain/reimbursement-voucher-rules';
import { AddressEntrySchema } from './member-book';
import * as z from './zod';

/**
 * Reimbursement vouchers (spec §2 zh-CN /reimbursementVoucher/*; decision 72): the wire format between the web and
 * airline-api. Every call is the token's member's and answers only that member's tickets and vouchers; another
 * member's voucher is VOUCHER_NOT_FOUND. Bodies are loose on purpose: the rules
 * (lib/domain/reimbursement-voucher-rules.ts, member-book-rules validateAddressEntry) answer the precise refusal.
 */
export const VoucherPath = {
  /** GET (member token): the member's tickets with each one's voucher state, their vouchers and the fee now. */
  list: '/order/api/reimbursement-voucher/list',
  /** POST (member token): one voucher mailing of the chosen tickets to one address. */
  request: '/order/api/reimbursement-voucher/request',
  /** POST (member token): a requested voucher's new mailing details, until it is sent. */
  modify: '/order/api/reimbursement-voucher/modify',
  /** POST (member token): one voucher by its number. */
  inquire: '/order/api/reimbursement-voucher/inquire',
  /** Sandbox (loopback): the airline's post desk sends a voucher, with a tracking number. */
  sandboxPost: '/sandbox/reimbursement-voucher/post',
} as const;

export const VoucherStatusSchema = z.enum(VOUCHER_STATUSES);
export const VoucherTicketStateSchema = z.enum(VOUCHER_TICKET_STATES);
const VoucherNoField = z.string().max(40);

/** One ticket (one passenger's coupon on one flight): what it is, when it leaves (the airport's zone), its state. */
export const VoucherTicketSchema = z.object({
  ticketNo: z.string(),
  orderNo: z.string(),
  passengerName: z.string(),
  flightNo: z.string(),
  depCity: z.string(),
  arrCity: z.string(),
  /** The planned departure instant; shown in `departureTimeZone` (the origin airport's). */
  departureTime: z.string().datetime(),
  departureTimeZone: z.string(),
  state: VoucherTicketStateSchema,
  /** The ticket's voucher, when one was requested. */
  voucherNo: z.string().nullable(),
});
export type VoucherTicket = z.infer<typeof VoucherTicketSchema>;

/** One voucher mailing: its tickets, where it goes, where it stands. */
export const VoucherSchema = z.object({
  voucherNo: z.string(),
  status: VoucherStatusSchema,
  address: AddressEntrySchema,
  tickets: z.array(VoucherTicketSchema),
  /** The mailing fee paid (fen; 0: the member's free mailing of the year). */
  feeFen: z.number().int().nonnegative(),
  requestedAt: z.string().datetime(),
  mailedAt: z.string().datetime().nullable(),
  /** The courier's tracking number, once mailed. */
  trackingNo: z.string().nullable(),
  /** Whether its mailing details can still be changed. */
  modifiable: z.boolean(),
});
export type Voucher = z.infer<typeof VoucherSchema>;

export const VoucherListDataSchema = z.object({
  tickets: z.array(VoucherTicketSchema),
  vouchers: z.array(VoucherSchema),
  /** The free itinerary entitlement now (decision 30): mailings left free this year, and the fee after it (fen). */
  freeLeft: z.number().int().nonnegative(),
  feeFen: z.number().int().nonnegative(),
});
export type VoucherListData = z.infer<typeof VoucherListDataSchema>;

export const VoucherRequestBodySchema = z.object({
  ticketNos: z.array(z.string().max(20)).max(50),
  address: AddressEntrySchema,
});
export type VoucherRequestBody = z.infer<typeof VoucherRequestBodySchema>;

export const VoucherModifyBodySchema = z.object({ voucherNo: VoucherNoField, address: AddressEntrySchema });
export type VoucherModifyBody = z.infer<typeof VoucherModifyBodySchema>;

export const VoucherInquireBodySchema = z.object({ voucherNo: VoucherNoField });
export type VoucherInquireBody = z.infer<typeof VoucherInquireBodySchema>;

export const SandboxVoucherPostBodySchema = z.object({ voucherNo: VoucherNoField });

/** A refused request's `data`: the address's issues by field (7200033) or the selection's issue (6720005). */
export const VoucherIssuesSchema = z.object({ issues: z.record(z.string(), z.string()) });
