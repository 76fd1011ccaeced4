import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, ts } from './columns';

// Payments of every channel and the refunds made when ticketing fails.

/** Payments of every channel; a result is recorded once (the first wins). */
export const payment = pgTable(
  'payment',
  {
    id: text('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    channel: text('channel', { enum: ['GATEWAY', 'OCEAN', 'WALLET'] }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: ['CNY', 'USD'] }).notNull(),
    status: text('status', { enum: ['PENDING', 'SUCCESS', 'FAIL', 'CANCEL'] }).notNull(),
    resultType: text('result_type').notNull(),
    webCallbackUrl: text('web_callback_url'),
    billing: jsonb('billing'),
    /**
     * The request number the airline gives a payment (spec §3 wallet records: 'request number'): `WP` + the
     * Beijing date + 8 digits for a wallet payment, `PY` + the same for the others (decision 49).
     */
    requestNo: text('request_no').notNull(),
    /** Why the gateway refused a payment (status FAIL): a card declined, a card not valid, or the gateway's own. */
    failReason: text('fail_reason', { enum: ['CARD_DECLINED', 'CARD_INVALID', 'GATEWAY_DECLINED'] }),
    createdAt: ts('created_at').notNull(),
    completedAt: ts('completed_at'),
  },
  (t) => [index('payment_order_idx').on(t.orderNo), uniqueIndex('payment_request_no_idx').on(t.requestNo)],
);

/**
 * Money returned by the original route: each payment applied when ticketing failed (once per payment), or a refund
 * application's part paid for this order (`refundNo`, decision 23) when the refund desk pays it back, or the
 * unused share of product cards refunded (`refundNo` of that refund, decision 67).
 */
export const refundRecord = pgTable(
  'refund_record',
  {
    id: serialId(),
    orderNo: text('order_no').notNull(),
    paymentId: text('payment_id').notNull(),
    channel: text('channel', { enum: ['GATEWAY', 'OCEAN', 'WALLET'] }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: ['CNY', 'USD'] }).notNull(),
    reason: text('reason', { enum: ['TICKETING_FAILED', 'REFUND_APPLICATION', 'PRODUCT_REFUND'] }).notNull(),
    /** The refund application paid back (REFUND_APPLICATION), or the product refund (PRODUCT_REFUND); else null. */
    refundNo: text('refund_no'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    // A failed ticketing gives back each payment applied once (a presale has two: deposit and balance).
    uniqueIndex('refund_record_failed_payment_idx')
      .on(t.orderNo, t.paymentId)
      .where(sql`${t.reason} = 'TICKETING_FAILED'`),
    uniqueIndex('refund_record_application_idx').on(t.refundNo, t.orderNo),
    index('refund_record_order_idx').on(t.orderNo),
  ],
);
