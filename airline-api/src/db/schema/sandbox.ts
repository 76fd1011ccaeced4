import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, serialId, ts } from './columns';

// What only the sandbox reads: the messages it "delivered" instead of an SMS or e-mail gateway.

/** What the sandbox "delivered": SMS and e-mails with their plain codes, read through /sandbox/outbox. */
export const outboxMessage = pgTable(
  'outbox_message',
  {
    id: serialId(),
    channel: text('channel', { enum: ['SMS', 'EMAIL'] }).notNull(),
    to: text('to').notNull(),
    event: text('event').notNull(),
    code: text('code').notNull(),
    text: text('text').notNull(),
    sentAt: ts('sent_at').notNull(),
    /** A mail's one attachment (a boarding pass PDF): its file name, type and bytes. */
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachment: bytea('attachment'),
  },
  (t) => [index('outbox_message_to_idx').on(t.to, t.sentAt)],
);
