import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// What the airline flies: routes, the schedule flights are computed from, and the seats sold.

/** A directed airport pair the airline flies. */
export const route = pgTable(
  'route',
  {
    depAirport: text('dep_airport').notNull(),
    arrAirport: text('arr_airport').notNull(),
    distanceKm: integer('distance_km').notNull(),
    international: boolean('international').notNull(),
  },
  (t) => [primaryKey({ columns: [t.depAirport, t.arrAirport] })],
);

/** A scheduled flight number; flight instances are computed from it (flightId `YQ1234-2026-12-01`). */
export const schedule = pgTable(
  'schedule',
  {
    flightNo: text('flight_no').primaryKey(),
    depAirport: text('dep_airport').notNull(),
    arrAirport: text('arr_airport').notNull(),
    /** ISO weekdays flown, e.g. '1234567' or '135' (1 = Monday). */
    daysOfWeek: text('days_of_week').notNull(),
    /** Local departure time at depAirport, HH:mm. */
    depTimeLocal: text('dep_time_local').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    aircraft: text('aircraft', { enum: ['A320', 'A321'] }).notNull(),
    depTerminal: text('dep_terminal'),
    arrTerminal: text('arr_terminal'),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
  },
  (t) => [index('schedule_route_idx').on(t.depAirport, t.arrAirport)],
);

/**
 * Seats of one flight and fare family, created lazily on first sale. `sold` starts at the simulated prior
 * load; bookings update it with `sold + n <= capacity` in one statement so nothing is oversold.
 */
export const flightInventory = pgTable(
  'flight_inventory',
  {
    flightId: text('flight_id').notNull(),
    fareFamily: text('fare_family', { enum: ['BASIC', 'STANDARD', 'FLEX'] }).notNull(),
    flightDate: date('flight_date').notNull(),
    depAirport: text('dep_airport').notNull(),
    arrAirport: text('arr_airport').notNull(),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.flightId, t.fareFamily] }),
    index('flight_inventory_route_date_idx').on(t.depAirport, t.arrAirport, t.flightDate),
  ],
);

/**
 * What operations recorded for one dated flight (spec §4 flight dynamics): its status, delay (minutes
 * late; negative: early), estimated and actual times and where a diverted flight went. No row: the flight
 * runs on its planned times (routes/flight-status.ts reads it by the clock).
 */
export const flightStatus = pgTable(
  'flight_status',
  {
    flightNo: text('flight_no').notNull(),
    /** The local departure date at the origin, as in the flightId. */
    flightDate: date('flight_date').notNull(),
    status: text('status', {
      enum: ['NORMAL', 'DELAYED', 'DIVERTED', 'RETURNED', 'CANCELLED', 'EARLY'],
    }).notNull(),
    delayMinutes: integer('delay_minutes').notNull().default(0),
    estimatedDeparture: timestamp('estimated_departure', { withTimezone: true, mode: 'date' }),
    estimatedArrival: timestamp('estimated_arrival', { withTimezone: true, mode: 'date' }),
    actualDeparture: timestamp('actual_departure', { withTimezone: true, mode: 'date' }),
    actualArrival: timestamp('actual_arrival', { withTimezone: true, mode: 'date' }),
    divertedTo: text('diverted_to'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.flightNo, t.flightDate] })],
);
