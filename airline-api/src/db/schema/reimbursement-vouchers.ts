import { index, jsonb, pgTable, smallint, text, integer } from 'drizzle-orm/pg-core';
import { ts } from './columns';

// Reimbursement vouchers (spec §2 zh-CN /reimbursementVoucher/*; decision 72).

/**
 * One ticket's reimbursement voucher: the ticket number is the key, so a ticket has at most one. The tickets of one
 * request share `voucher_no` (one envelope to one address, one fee), and the post desk sends them together.
 * `address` is the delivery address as decision 30 stores one (regions' Chinese names filled in).
 */
export const reimbursementVoucher = pgTable(
  'reimbursement_voucher',
  {
    ticketNo: text('ticket_no').primaryKey(),
    voucherNo: text('voucher_no').notNull(),
    memberId: text('member_id').notNull(),
    /** The ticket's order and coordinates (order_ticket's key). */
    orderNo: text('order_no').notNull(),
    psgIndex: smallint('psg_index').notNull(),
    segIndex: smallint('seg_index').notNull(),
    address: jsonb('address').notNull(),
    status: text('status', { enum: ['REQUESTED', 'MAILED'] }).notNull(),
    /** The mailing fee of the request (fen), on each of its rows; 0: the member's free mailing of the year. */
    feeFen: integer('fee_fen').notNull(),
    trackingNo: text('tracking_no'),
    requestedAt: ts('requested_at').notNull(),
    mailedAt: ts('mailed_at'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('reimbursement_voucher_no_idx').on(t.voucherNo),
    index('reimbursement_voucher_member_idx').on(t.memberId, t.requestedAt),
    index('reimbursement_voucher_order_idx').on(t.orderNo),
  ],
);
