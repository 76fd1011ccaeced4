import { pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

// Irregular flights (spec §2 /ancillary/abnormalEntry, §4 flight dynamics; decision 32).

/**
 * A traveller's "keep the ticket" on a segment whose flight was delayed, cancelled or diverted: the order's
 * segment, the flight it held then (a later change makes a new segment row of another order, so the choice
 * stays with the flight it was made for) and the status that flight had. A free change and an involuntary
 * refund are recorded by their own orders and applications; only keeping needs a row. Chosen again, the row
 * is replaced (the latest choice stands).
 */
export const irregularChoice = pgTable(
  'irregular_choice',
  {
    orderNo: text('order_no').notNull(),
    segIndex: smallint('seg_index').notNull(),
    flightId: text('flight_id').notNull(),
    choice: text('choice', { enum: ['KEEP'] }).notNull(),
    /** The flight's status when the choice was made (DELAYED, CANCELLED, DIVERTED, RETURNED). */
    flightStatus: text('flight_status').notNull(),
    /** The member who chose, or null for a visitor with the order's proof. */
    memberId: text('member_id'),
    chosenAt: ts('chosen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderNo, t.segIndex, t.flightId] })],
);
