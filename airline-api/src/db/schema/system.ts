import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { serialId } from './columns';

// Running the service: business switches, the anti-fraud log, and secrets it keeps for itself.

/** Business switches read by the web (the shutdown key among them). */
export const busiParameter = pgTable(
  'busi_parameter',
  {
    sysType: text('sys_type').notNull(),
    modelType: text('model_type').notNull(),
    type: text('type').notNull(),
    state: integer('state').notNull(),
    param: text('param').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sysType, t.modelType, t.type] })],
);

/** One anti-fraud header per call, written in batches after the answer. */
export const riskEvent = pgTable(
  'risk_event',
  {
    id: serialId(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
    requestId: text('request_id'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    ip: text('ip'),
    valid: boolean('valid').notNull(),
    blackBox: text('black_box'),
    channel: text('channel'),
    memberId: text('member_id'),
    payload: jsonb('payload'),
    error: text('error'),
  },
  (t) => [index('risk_event_received_idx').on(t.receivedAt)],
);

/** Secrets the service makes for itself on first start (the payment return signing key). */
export const serviceSecret = pgTable('service_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
