import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

// Name and document changes of a ticketed order's passengers (spec §2 /ancillary/cname, §5; decision 24).

/**
 * One change of a passenger's name or document, as the order keeps it: the values before and after (names in
 * full, documents masked as the order shows them), when, and who asked (null: a visitor with the order's proof).
 * `passengerId` is the same in the order and in its rescheduled orders, so the changes of a traveller are counted
 * by it across them.
 */
export const passengerModification = pgTable(
  'passenger_modification',
  {
    modificationNo: text('modification_no').primaryKey(),
    /** The order changes were made in (newest first by it, also when made at one instant). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    orderNo: text('order_no').notNull(),
    passengerId: text('passenger_id').notNull(),
    field: text('field', { enum: ['NAME', 'DOCUMENT'] }).notNull(),
    beforeMasked: text('before_masked').notNull(),
    afterMasked: text('after_masked').notNull(),
    changedAt: ts('changed_at').notNull(),
    memberId: text('member_id'),
  },
  (t) => [
    index('passenger_modification_order_idx').on(t.orderNo, t.seq),
    index('passenger_modification_passenger_idx').on(t.passengerId),
  ],
);
