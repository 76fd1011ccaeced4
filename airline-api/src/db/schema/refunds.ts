import { bigserial, date, index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { bytea, ts } from './columns';

// Refund applications (spec §3 refund application, §4, §9; decision 23).

/**
 * One refund application: the items asked for, the lines and totals as quoted (in `currency`, the order's pay
 * currency), and where it stands (SUBMITTED → APPROVED or REJECTED → PAID_BACK). `payouts` holds what goes
 * back to each order paid for the items (the ticket order, and the add-on orders of their add-ons), by its
 * own payment; `seats` the seats given up at submission. An application of add-ons alone (decision 26) has the
 * same life and desk.
 */
export const refundApplication = pgTable(
  'refund_application',
  {
    refundNo: text('refund_no').primaryKey(),
    /** The order applications were made in (newest first by it, also when made at one instant). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    orderNo: text('order_no').notNull(),
    /** The member who asked (null: a visitor with the order's proof). */
    memberId: text('member_id'),
    status: text('status', { enum: ['SUBMITTED', 'APPROVED', 'REJECTED', 'PAID_BACK'] }).notNull(),
    /** The type that applies, and the one asked for (an involuntary request may be voluntary, spec §4). */
    type: text('type', { enum: ['VOLUNTARY', 'INVOLUNTARY'] }).notNull(),
    requestedType: text('requested_type', { enum: ['VOLUNTARY', 'INVOLUNTARY'] }).notNull(),
    reason: text('reason').notNull(),
    note: text('note').notNull(),
    items: jsonb('items').notNull(),
    lines: jsonb('lines').notNull(),
    payouts: jsonb('payouts').notNull(),
    seats: jsonb('seats').notNull(),
    currency: text('currency', { enum: ['CNY', 'USD'] }).notNull(),
    amount: integer('amount').notNull(),
    points: integer('points').notNull(),
    channel: text('channel', { enum: ['GATEWAY', 'OCEAN', 'WALLET'] }).notNull(),
    submittedAt: ts('submitted_at').notNull(),
    approvedAt: ts('approved_at'),
    rejectedAt: ts('rejected_at'),
    rejectedReason: text('rejected_reason'),
    paidAt: ts('paid_at'),
    /** Once approved: the money is due between these dates (the airline's zone). */
    dueFrom: date('due_from'),
    dueBy: date('due_by'),
    /**
     * What is refunded: tickets (`items`, `lines`), or add-ons alone (decision 26): then `items` and `lines` are
     * empty and `addOns` holds the add-ons' lines (contract AddOnRefundLine), each of them marked with this
     * application's number (order_ancillary.refund_no) until it is rejected.
     */
    kind: text('kind', { enum: ['TICKET', 'ADD_ON'] })
      .notNull()
      .default('TICKET'),
    addOns: jsonb('add_ons'),
  },
  (t) => [index('refund_application_order_idx').on(t.orderNo, t.seq)],
);

/** An application's attachments (jpg, png or pdf by their bytes, at most 4 of 2 MB), as uploaded. */
export const refundAttachment = pgTable(
  'refund_attachment',
  {
    refundNo: text('refund_no').notNull(),
    seq: smallint('seq').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type', { enum: ['image/jpeg', 'image/png', 'application/pdf'] }).notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.refundNo, t.seq] })],
);
