import { bigserial, boolean, date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

// Low-price reminders (spec §2 /ancillary/lowPriceRemind, §3, §5, §9; decision 27) and the fare sales
// that make fares fall.

/**
 * A member's low-price reminder: a route (city, group or airport at each end, as the city input picks it), the
 * departures it watches (a local time window at the departure airport, between two local dates) and when to tell:
 * the lowest matching one-adult total at or below `priceThresholdFen`, or a fare at or below `discountTenths`
 * tenths of the route's full Y fare. The job (low-price-reminders/check.ts) keeps the last lowest it saw and
 * whether the member was told of the current drop (`notified`): told once, and again only after the fare rose
 * above the rule and fell again.
 */
export const lowPriceReminder = pgTable(
  'low_price_reminder',
  {
    id: text('id').primaryKey(),
    /** Newest first in the list, also when made at one instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    memberId: text('member_id').notNull(),
    depCode: text('dep_code').notNull(),
    depCodeType: text('dep_code_type', { enum: ['CITY', 'AIRPORT', 'AREA'] }).notNull(),
    arrCode: text('arr_code').notNull(),
    arrCodeType: text('arr_code_type', { enum: ['CITY', 'AIRPORT', 'AREA'] }).notNull(),
    /** HH:mm at the departure airport, a 30-minute step; latest after earliest. */
    earliestTime: text('earliest_time').notNull(),
    latestTime: text('latest_time').notNull(),
    /** Local departure dates at the departure airport; end after start. */
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    mode: text('mode', { enum: ['PRICE', 'DISCOUNT'] }).notNull(),
    /** PRICE: the one-adult total (fare and taxes) in fen at or below which the member is told. */
    priceThresholdFen: integer('price_threshold_fen'),
    /** DISCOUNT: 1 to 8, the fare at or below that many tenths of the route's full Y fare. */
    discountTenths: smallint('discount_tenths'),
    channel: text('channel', { enum: ['SMS', 'EMAIL'] }).notNull(),
    /** No notice between 22:00 and 08:00 Beijing time. */
    doNotDisturb: boolean('do_not_disturb').notNull(),
    /** The language the reminder was set in: its notices are written in it. */
    language: text('language', { enum: ['zh_CN', 'en_US'] }).notNull(),
    createdAt: ts('created_at').notNull(),
    /** The lowest matching one-adult total at the last check (fen), null when nothing matched. */
    lastLowestFen: integer('last_lowest_fen'),
    lastCheckedAt: ts('last_checked_at'),
    /** The member has been told of the drop that holds now; cleared once the fare is above the rule again. */
    notified: boolean('notified').notNull().default(false),
    lastNotifiedAt: ts('last_notified_at'),
    notices: integer('notices').notNull().default(0),
  },
  (t) => [
    index('low_price_reminder_member_idx').on(t.memberId, t.seq),
    index('low_price_reminder_end_idx').on(t.endDate),
  ],
);

/**
 * A fare sale: every fare family of the flights of one route on one local departure date costs `percentOff`
 * less (the revenue-management system's decision; the sandbox's POST /sandbox/fares/discount stands in for it).
 * Search, the calendar, booking and date changes all price through it (domain/inventory.ts flightFaresFen).
 */
export const fareSale = pgTable(
  'fare_sale',
  {
    depAirport: text('dep_airport').notNull(),
    arrAirport: text('arr_airport').notNull(),
    flightDate: date('flight_date').notNull(),
    percentOff: smallint('percent_off').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.depAirport, t.arrAirport, t.flightDate] })],
);
