import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, ticketKey, ts } from './columns';

// Online check-in (spec §2 Check-in and seats, §4 "Check-in"; decision 21, -§2; decision 21).

/**
 * One check-in of one passenger on one segment. A cancel keeps the row (status CANCELLED): the count of a
 * traveller's online check-ins on a flight is a COUNT over these rows, cancelled ones included (decision 21).
 * While CHECKED_IN, the passenger holds `seatNo` (a seat_assignment row) and the boarding pass with
 * `boardingSeq`.
 */
export const checkIn = pgTable(
  'check_in',
  {
    id: serialId(),
    ...ticketKey(),
    passengerId: text('passenger_id').notNull(),
    ticketNo: text('ticket_no').notNull(),
    flightId: text('flight_id').notNull(),
    /** The flight's local departure date at its origin. */
    flightDate: date('flight_date').notNull(),
    /** sha256 of the passenger's document type and number: the same traveller across bookings, without the number. */
    travellerKey: text('traveller_key').notNull(),
    seatNo: text('seat_no').notNull(),
    /** The seat was given at check-in (freed by a cancel); false: bought at booking, kept by a cancel. */
    seatTakenAtCheckIn: boolean('seat_taken_at_check_in').notNull(),
    /** The boarding sequence number on this flight (1-9999, never reused on the flight). */
    boardingSeq: integer('boarding_seq').notNull(),
    status: text('status', { enum: ['CHECKED_IN', 'CANCELLED'] }).notNull(),
    /** ONLINE counts towards the 3 online check-ins; COUNTER is the airport's (the sandbox's stand-in). */
    channel: text('channel', { enum: ['ONLINE', 'COUNTER'] }).notNull(),
    checkedInAt: ts('checked_in_at').notNull(),
    cancelledAt: ts('cancelled_at'),
    /** The member who checked in, or null for a visitor (ticket or document and name). */
    memberId: text('member_id'),
  },
  (t) => [
    uniqueIndex('check_in_active_seq_idx')
      .on(t.flightId, t.boardingSeq)
      .where(sql`${t.status} = 'CHECKED_IN'`),
    uniqueIndex('check_in_active_ticket_idx')
      .on(t.orderNo, t.psgIndex, t.segIndex)
      .where(sql`${t.status} = 'CHECKED_IN'`),
    index('check_in_traveller_idx').on(t.flightId, t.travellerKey),
    index('check_in_order_idx').on(t.orderNo),
  ],
);

/** Per flight: the last boarding sequence number given. Its row also serialises check-ins of one flight. */
export const checkInFlight = pgTable('check_in_flight', {
  flightId: text('flight_id').primaryKey(),
  lastSeq: integer('last_seq').notNull().default(0),
});

/** Another traveller's trip a member added by its ticket (selectFriendOptionalSeatTravel): the order it opens. */
export const checkInFriendTrip = pgTable(
  'check_in_friend_trip',
  {
    memberId: text('member_id').notNull(),
    orderNo: text('order_no').notNull(),
    addedAt: ts('added_at').notNull(),
    /**
     * The passengers (indexes) the tickets added open, with those in their care (decision 56); null on rows added
     * before, which open the whole order.
     */
    passengers: integer('passengers').array(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.orderNo] })],
);
