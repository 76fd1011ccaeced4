import { date, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { ticketKey, ts } from './columns';

/**
 * Electronic invoices (spec §2 zh-CN /ElectronicBill, /Electronic; §3 invoice request; §9; decision 71): one per
 * ticket (the unique ticket number makes a second request answer the first), its title and recipient as asked,
 * its items frozen in fen. REQUESTED until `issueOn` (the airline's date), then ISSUED and mailed.
 */
export const eInvoice = pgTable(
  'e_invoice',
  {
    invoiceNo: text('invoice_no').primaryKey(),
    ticketNo: text('ticket_no').notNull().unique(),
    ...ticketKey(),
    /** The order's member (whoever asked): the member's list shows it. Null for a visitor's order. */
    memberId: text('member_id'),
    status: text('status', { enum: ['REQUESTED', 'ISSUED'] }).notNull(),
    /** The invoice header (lib/contract InvoiceHeaderEntrySchema): buyer type, title, taxpayer id, company fields. */
    header: jsonb('header').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    /** [{ kind, amountFen }] as the ticket's parts were when asked. */
    items: jsonb('items').notNull(),
    totalFen: integer('total_fen').notNull(),
    /** The language its mail is written in. */
    language: text('language', { enum: ['zh_CN', 'en_US'] }).notNull(),
    requestedAt: ts('requested_at').notNull(),
    issueOn: date('issue_on').notNull(),
    issuedAt: ts('issued_at'),
    /** Resends of `resendDay` (the airline's date); a count of an earlier day no longer counts. */
    resendDay: date('resend_day'),
    resendCount: smallint('resend_count').notNull().default(0),
  },
  (t) => [index('e_invoice_member_idx').on(t.memberId), index('e_invoice_due_idx').on(t.status, t.issueOn)],
);
