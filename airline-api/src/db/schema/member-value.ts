import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, ts } from './columns';

// The member's growth, daily sign-ins and points supplements (decision 65). Points themselves move in
// members.ts's points_record, whatever earns or spends them.

/** Growth earned (the growth detail of the member centre); the member's growthValue is their sum. */
export const growthRecord = pgTable(
  'growth_record',
  {
    id: serialId(),
    memberId: text('member_id').notNull(),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: ['SIGN_IN', 'FLIGHT', 'SUPPLEMENT'] }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('growth_record_member_idx').on(t.memberId, t.createdAt)],
);

/** One sign-in per member per day of the airline's calendar (the key refuses a second one). */
export const dailySignIn = pgTable(
  'daily_sign_in',
  {
    memberId: text('member_id').notNull(),
    /** YYYY-MM-DD in Beijing time. */
    day: text('day').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);

/**
 * A points supplement: a missing flight's points asked for by one of the member's documents (spec §5). One a day
 * per member (Beijing time); a ticket is credited once (creditedTicketNo is set only when approved).
 */
export const pointsSupplement = pgTable(
  'points_supplement',
  {
    applicationNo: text('application_no').primaryKey(),
    memberId: text('member_id').notNull(),
    /** YYYY-MM-DD in Beijing time: the day the application was made. */
    appliedDay: text('applied_day').notNull(),
    certificateType: text('certificate_type').notNull(),
    certificateNumber: text('certificate_number').notNull(),
    flightNo: text('flight_no').notNull(),
    flightDate: text('flight_date').notNull(),
    ticketNo: text('ticket_no').notNull(),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'REJECTED'] }).notNull(),
    points: integer('points').notNull().default(0),
    reason: text('reason', { enum: ['noSuchTicket', 'alreadyCredited'] }),
    creditedTicketNo: text('credited_ticket_no'),
    appliedAt: ts('applied_at').notNull(),
    /** The sandbox reviews once this has passed (at once, or after the delay its switch sets). */
    reviewAfter: ts('review_after').notNull(),
    reviewedAt: ts('reviewed_at'),
  },
  (t) => [
    uniqueIndex('points_supplement_day_idx').on(t.memberId, t.appliedDay),
    uniqueIndex('points_supplement_ticket_idx').on(t.creditedTicketNo),
    index('points_supplement_pending_idx').on(t.status, t.reviewAfter),
  ],
);

/**
 * A flown ticket's points credited, by itself once flown or by an approved supplement: the key credits a ticket once
 * whichever comes first.
 */
export const flightPointsCredit = pgTable('flight_points_credit', {
  ticketNo: text('ticket_no').primaryKey(),
  memberId: text('member_id').notNull(),
  points: integer('points').notNull(),
  source: text('source', { enum: ['FLIGHT', 'SUPPLEMENT'] }).notNull(),
  creditedAt: ts('credited_at').notNull(),
});
