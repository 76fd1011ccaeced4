import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ticketKey, ts } from './columns';

// Irregular-flight and air-travel certificates (spec §2 /irregularFlightCertify, /airTravelCertify; decision 70).

/**
 * What a certificate states, kept as issued: airport codes and instants, so any language can name them later.
 * Written by airline-api/src/flight-certificates/store.ts, never changed afterwards.
 */
export type StoredStatement = {
  passengerName: string;
  flightNo: string;
  flightDate: string;
  depAirport: string;
  arrAirport: string;
  scheduledDeparture: string;
  scheduledArrival: string;
  actualDeparture: string | null;
  actualArrival: string | null;
  irregularity: 'DELAYED' | 'CANCELLED' | 'DIVERTED' | 'RETURNED' | null;
  delayMinutes: number;
};

/**
 * One certificate: its verification code (12 letters from a cryptographic source, the key), its kind, the ticket
 * coupon it is about, the language of the page that first asked, when, and what it states. One in force per coupon
 * and kind: asking again answers the same row while what it states is still what is known; once the flight's facts
 * have moved on (landed since, cancelled after a delay), asking again supersedes it with a new one.
 */
export const flightCertificate = pgTable(
  'flight_certificate',
  {
    code: text('code').primaryKey(),
    kind: text('kind', { enum: ['IRREGULAR_FLIGHT', 'AIR_TRAVEL'] }).notNull(),
    ticketNo: text('ticket_no').notNull(),
    ...ticketKey(),
    language: text('language', { enum: ['zh_CN', 'en_US'] }).notNull(),
    issuedAt: ts('issued_at').notNull(),
    statement: jsonb('statement').$type<StoredStatement>().notNull(),
    /** When a newer certificate of the coupon and kind replaced it; null while it is the one in force. */
    supersededAt: ts('superseded_at'),
  },
  (t) => [
    uniqueIndex('flight_certificate_coupon_kind_idx')
      .on(t.ticketNo, t.segIndex, t.kind)
      .where(sql`${t.supersededAt} is null`),
    index('flight_certificate_order_idx').on(t.orderNo),
  ],
);
