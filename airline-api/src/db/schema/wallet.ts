import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, ts } from './columns';

// The wallet (issue 31 §1, decision 64): its ledger, the member's bank cards, and top-ups and withdrawals.

/**
 * The wallet's ledger: every movement of a member's balance, one row each, never changed. `member.balance` is kept
 * in the same transaction as each row (wallet/ledger.ts moveWallet, the only writer), so it always equals the sum
 * of the member's rows. A movement is booked once: its kind and reference are unique.
 */
export const walletEntry = pgTable(
  'wallet_entry',
  {
    id: serialId(),
    memberId: text('member_id').notNull(),
    /** Fen (CNY): a credit is positive, a debit negative. */
    amountFen: integer('amount_fen').notNull(),
    kind: text('kind', {
      enum: ['OPENING', 'TRADE', 'REFUND', 'TICKETING_FAILED', 'TOPUP', 'WITHDRAWAL', 'ADJUSTMENT'],
    }).notNull(),
    /** What moved it: a payment id, a refund payout, a transfer's request number, a sandbox adjustment. */
    reference: text('reference').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('wallet_entry_member_idx').on(t.memberId), uniqueIndex('wallet_entry_ref_idx').on(t.kind, t.reference)],
);

/** A member's bank card (spec §3: DEBITCARD or CREDITCARD). The whole number is never kept, only its hash. */
export const bankCard = pgTable(
  'bank_card',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    cardType: text('card_type', { enum: ['DEBITCARD', 'CREDITCARD'] }).notNull(),
    bank: text('bank').notNull(),
    /** SHA-256 of the number, to refuse the same card twice. */
    numberHash: text('number_hash').notNull(),
    /** As shown: '6222 **** **** 1234'. */
    cardNo: text('card_no').notNull(),
    holder: text('holder').notNull(),
    addedAt: ts('added_at').notNull(),
    removedAt: ts('removed_at'),
  },
  (t) => [index('bank_card_member_idx').on(t.memberId)],
);

/**
 * A top-up (drawn from a card into the wallet) or a withdrawal (from the wallet to a card), in progress until the
 * sandbox bank settles it (spec §9: within 2 hours). A top-up is credited when settled; a withdrawal is debited
 * when asked and held frozen until settled.
 */
export const walletTransfer = pgTable(
  'wallet_transfer',
  {
    requestNo: text('request_no').primaryKey(),
    memberId: text('member_id').notNull(),
    kind: text('kind', { enum: ['TOPUP', 'WITHDRAWAL'] }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    cardId: text('card_id').notNull(),
    /** The card as shown when it was asked: '6222 **** **** 1234' (a removed card's records keep it). */
    cardNo: text('card_no').notNull(),
    status: text('status', { enum: ['IN_PROGRESS', 'SUCCESS'] }).notNull(),
    createdAt: ts('created_at').notNull(),
    /** When the sandbox bank settles it. */
    dueAt: ts('due_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [index('wallet_transfer_member_idx').on(t.memberId), index('wallet_transfer_due_idx').on(t.status, t.dueAt)],
);
