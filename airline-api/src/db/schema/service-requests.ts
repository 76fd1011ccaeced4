import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';

// Special services asked for on an existing order: wheelchairs and special baggage (decision 28; spec §2
// /ancillary/specialService, /ancillary/specialBag, §3, §4 service request statuses; decision 29).

/**
 * One passenger's request of one kind on one segment of a ticket order, answered by the airline's desk. `details`
 * is the kind's fields (WHEELCHAIR: `{ wheelchairType, companionName, companionAreaCode, companionMobile,
 * atArrival }`; SPECIAL_BAGGAGE: `{ baggageType, lengthCm, widthCm, heightCm, purpose, oversize }`). `state` is
 * the stored state; the status shown (spec §4) also reads the ticket (lib/domain/service-request-rules
 * requestStatus). At most one submitted or confirmed request per passenger, segment and kind, held by the index.
 */
export const serviceRequest = pgTable(
  'service_request',
  {
    requestNo: text('request_no').primaryKey(),
    orderNo: text('order_no').notNull(),
    segIndex: smallint('seg_index').notNull(),
    psgIndex: smallint('psg_index').notNull(),
    /** The member who asked; null for a visitor with the order's proof. */
    memberId: text('member_id'),
    kind: text('kind', { enum: ['WHEELCHAIR', 'SPECIAL_BAGGAGE'] }).notNull(),
    details: jsonb('details').notNull(),
    state: text('state', { enum: ['SUBMITTED', 'CONFIRMED', 'REJECTED', 'CANCELLED'] }).notNull(),
    /** The language it was asked in: the desk's SMS answer is written in it. */
    language: text('language', { enum: ['zh_CN', 'en_US'] }).notNull(),
    createdAt: ts('created_at').notNull(),
    /** When the desk confirmed or rejected it, and the reason of a rejection. */
    answeredAt: ts('answered_at'),
    deskReason: text('desk_reason'),
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [
    index('service_request_order_idx').on(t.orderNo, t.createdAt),
    uniqueIndex('service_request_open_idx')
      .on(t.orderNo, t.segIndex, t.psgIndex, t.kind)
      .where(sql`${t.state} in ('SUBMITTED', 'CONFIRMED')`),
  ],
);
