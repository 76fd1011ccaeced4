import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, ts } from './columns';

// The traveller's notices (issue 28 §4, decision 47): a flight delayed, cancelled or diverted, a refund approved or
// paid back, a change confirmed, an add-on bought.

/**
 * One notice to one recipient, queued in the transaction of its event and handed to the SMS and e-mail gateway by
 * the worker once due (notices/dispatch.ts). `eventKey` names the event (`REFUND_PAID:R…`, `FLIGHT_CANCELLED:…`):
 * the unique index on it with the channel and the address makes the same event queue one notice per recipient,
 * however often it is reported. A non-urgent notice queued in the night's quiet hours is due at 08:00 Beijing time;
 * a flight's notice whose flight has changed again by then is withdrawn.
 */
export const travellerNotice = pgTable(
  'traveller_notice',
  {
    id: serialId(),
    eventKey: text('event_key').notNull(),
    /** FLIGHT_DELAYED, FLIGHT_CANCELLED, FLIGHT_DIVERTED, REFUND_APPROVED, REFUND_PAID, CHANGE_CONFIRMED, ADD_ON_BOUGHT. */
    event: text('event').notNull(),
    orderNo: text('order_no').notNull(),
    channel: text('channel', { enum: ['SMS', 'EMAIL'] }).notNull(),
    /** '86-13800138000' or a lower-case e-mail. */
    recipient: text('recipient').notNull(),
    text: text('text').notNull(),
    urgent: boolean('urgent').notNull(),
    createdAt: ts('created_at').notNull(),
    dueAt: ts('due_at').notNull(),
    /** When the gateway took it; null while it waits. */
    sentAt: ts('sent_at'),
    /**
     * A flight's notice: the dated flight and its state when queued (`DELAYED:30:`, status, delay minutes, diversion
     * airport). A notice still waiting when the flight's state has moved on is withdrawn, not sent stale.
     */
    flightId: text('flight_id'),
    flightState: text('flight_state'),
    /** When it was withdrawn unsent (its flight's state moved on meanwhile); null otherwise. */
    withdrawnAt: ts('withdrawn_at'),
  },
  (t) => [
    uniqueIndex('traveller_notice_event_recipient_uq').on(t.eventKey, t.channel, t.recipient),
    index('traveller_notice_due_idx').on(t.sentAt, t.withdrawnAt, t.dueAt),
  ],
);
