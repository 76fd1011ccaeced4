import { boolean, date, index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { serialId, ticketKey, ts } from './columns';

// Booking to ticket: the order, its segments, passengers, tickets, ancillaries and seats, and the ticketing queue.

/**
 * A booking order (spec §3 Order). Price parts are stored in fen (CNY); `payCurrency`/`payAmount` is
 * what the customer pays, fixed at creation. Status codes are spec §4's 1-9.
 */
export const bookingOrder = pgTable(
  'booking_order',
  {
    orderNo: text('order_no').primaryKey(),
    memberId: text('member_id'),
    orderType: smallint('order_type').notNull(),
    status: smallint('status').notNull(),
    channelNo: text('channel_no').notNull(),
    payCurrency: text('pay_currency', { enum: ['CNY', 'USD'] }).notNull(),
    payAmount: integer('pay_amount').notNull(),
    /** Price parts in fen: ticketFare, airportTax, fuelTax, otherTax, ancillaries by kind, deductions. */
    priceFen: jsonb('price_fen').notNull(),
    amountFen: integer('amount_fen').notNull(),
    pointsUsed: integer('points_used').notNull().default(0),
    contact: jsonb('contact').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    /**
     * The visitor's address a ticket order was reserved from (an IPv6 one by its /64), for the limits on what one
     * address holds unpaid (decision 51). Null on orders made before them and on orders of other types.
     */
    visitorAddress: text('visitor_address'),
    /** The language the order was made in: its confirmation e-mail and SMS are written in it. */
    language: text('language', { enum: ['zh_CN', 'en_US'] })
      .notNull()
      .default('zh_CN'),
    mailing: jsonb('mailing'),
    createdAt: ts('created_at').notNull(),
    paymentDeadline: ts('payment_deadline').notNull(),
    paidAt: ts('paid_at'),
    paymentChannel: text('payment_channel', { enum: ['GATEWAY', 'OCEAN', 'WALLET'] }),
    paymentId: text('payment_id'),
    cancelledAt: ts('cancelled_at'),
    cancelReason: text('cancel_reason', { enum: ['USER', 'EXPIRED', 'TICKETING_FAILED'] }),
    ticketing: text('ticketing', { enum: ['NOT_STARTED', 'PENDING', 'ISSUED', 'FAILED'] })
      .notNull()
      .default('NOT_STARTED'),
    /** Sandbox: ticketing of this order fails. */
    failTicketing: boolean('fail_ticketing').notNull().default(false),
    /**
     * An add-on order (order type 3, "additional service", decision 22): the ticket order and segment its
     * seats and add-ons are for. Null on other orders.
     */
    parentOrderNo: text('parent_order_no'),
    parentSegIndex: smallint('parent_seg_index'),
    /** An add-on order's check-in asked with it: `{ passengerIds, clauseAgreed }` (null: none asked). */
    checkInRequest: jsonb('check_in_request'),
    /** How that check-in went once the order was applied: `{ done, failureCode }` (null until then). */
    checkInResult: jsonb('check_in_result'),
    /**
     * An add-on order's insurance claim account (decision 28, spec §3 insurance claim; decision 28):
     * `{ provinceCode, bank, cardNo }`, the card number's digits; null without insurance.
     */
    claimAccount: jsonb('claim_account'),
  },
  (t) => [
    index('booking_order_member_idx').on(t.memberId, t.createdAt),
    index('booking_order_deadline_idx').on(t.status, t.paymentDeadline),
    index('booking_order_parent_idx').on(t.parentOrderNo),
  ],
);

/**
 * Idempotency keys of reserve, a refund's commit and a passenger's change: the body's hash and the order (refund
 * application, or change) it made (null while in flight).
 */
export const idempotencyRecord = pgTable('idempotency_record', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  orderNo: text('order_no'),
  refundNo: text('refund_no'),
  /** A passenger's name or document change (passenger-modify/change.ts). */
  modificationNo: text('modification_no'),
  createdAt: ts('created_at').notNull(),
});

export const orderSegment = pgTable(
  'order_segment',
  {
    orderNo: text('order_no').notNull(),
    segIndex: smallint('seg_index').notNull(),
    flightId: text('flight_id').notNull(),
    fareFamily: text('fare_family', { enum: ['BASIC', 'STANDARD', 'FLEX'] }).notNull(),
    /** Seats taken from inventory (adults and children; infants sit on a lap). */
    seats: smallint('seats').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderNo, t.segIndex] })],
);

export const orderPassenger = pgTable(
  'order_passenger',
  {
    orderNo: text('order_no').notNull(),
    psgIndex: smallint('psg_index').notNull(),
    passengerId: text('passenger_id').notNull(),
    type: text('type', { enum: ['ADT', 'CHD', 'INF'] }).notNull(),
    name: text('name'),
    surname: text('surname'),
    givenName: text('given_name'),
    gender: text('gender', { enum: ['M', 'F'] }).notNull(),
    birthday: date('birthday').notNull(),
    nationality: text('nationality').notNull(),
    certificateType: text('certificate_type').notNull(),
    certificateNumber: text('certificate_number').notNull(),
    certificateValidity: date('certificate_validity'),
    /**
     * A child or infant added after booking (decision 25): the addition order (type 5) that pays for
     * this passenger's tickets, and the adult it travels with. Null on passengers booked with the order.
     */
    addedByOrderNo: text('added_by_order_no'),
    guardianPassengerId: text('guardian_passenger_id'),
  },
  (t) => [primaryKey({ columns: [t.orderNo, t.psgIndex] }), index('order_passenger_added_by_idx').on(t.addedByOrderNo)],
);

/** One passenger on one segment: its fare parts (fen), ticket and statuses (spec §4). */
export const orderTicket = pgTable(
  'order_ticket',
  {
    ...ticketKey(),
    fareFen: integer('fare_fen').notNull(),
    airportTaxFen: integer('airport_tax_fen').notNull(),
    fuelTaxFen: integer('fuel_tax_fen').notNull(),
    otherTaxFen: integer('other_tax_fen').notNull(),
    ticketNo: text('ticket_no').unique(),
    ticketStatus: smallint('ticket_status').notNull(),
    productStatus: smallint('product_status').notNull(),
    seatNo: text('seat_no'),
    /** Times the seat was changed after the passenger had one (a seat can be changed twice, spec §4). */
    seatChanges: smallint('seat_changes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orderNo, t.psgIndex, t.segIndex] })],
);

export const orderAncillary = pgTable(
  'order_ancillary',
  {
    id: serialId(),
    orderNo: text('order_no').notNull(),
    /** EXTRA_SEAT: an extra occupied seat bought after booking (decision 30; a text column: no migration). */
    kind: text('kind', {
      enum: ['BAGGAGE', 'MEAL', 'INSURANCE', 'SEAT', 'PRIORITY', 'MAILING', 'EXTRA_SEAT'],
    }).notNull(),
    psgIndex: smallint('psg_index'),
    segIndex: smallint('seg_index'),
    productCode: text('product_code').notNull(),
    priceFen: integer('price_fen').notNull(),
    /** The seat of a SEAT item bought after booking (an add-on order's); null otherwise. */
    seatNo: text('seat_no'),
    /**
     * The refund application of this add-on alone (decision 26), from its submission; cleared again when the desk
     * rejects it. A conditional update on it makes one refund per add-on.
     */
    refundNo: text('refund_no'),
  },
  (t) => [index('order_ancillary_order_idx').on(t.orderNo)],
);

/** A seat held or sold on a flight; the primary key is what stops two bookings taking one seat. */
export const seatAssignment = pgTable(
  'seat_assignment',
  {
    flightId: text('flight_id').notNull(),
    seatNo: text('seat_no').notNull(),
    orderNo: text('order_no').notNull(),
    psgIndex: smallint('psg_index').notNull(),
    withInfant: boolean('with_infant').notNull(),
  },
  (t) => [primaryKey({ columns: [t.flightId, t.seatNo] }), index('seat_assignment_order_idx').on(t.orderNo)],
);

/**
 * An offer of seats and add-ons for one segment of an order, its prices frozen for 30 minutes (spec §7
 * flightOrder/{orderNo}/ancillary GET → sessionId); the reserve call names it. `prices` holds the kinds on
 * offer and each product's price in fen and in `currency`.
 */
export const ancillarySession = pgTable(
  'ancillary_session',
  {
    id: text('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    segIndex: smallint('seg_index').notNull(),
    /** The member who asked (the session is theirs alone); null for a visitor. */
    memberId: text('member_id'),
    currency: text('currency', { enum: ['CNY', 'USD'] }).notNull(),
    prices: jsonb('prices').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('ancillary_session_expiry_idx').on(t.expiresAt)],
);

/** Sandbox: seat products withdrawn from a flight's fares (a seat without a valid price, spec §4). */
export const seatFareWithdrawal = pgTable(
  'seat_fare_withdrawal',
  {
    flightId: text('flight_id').notNull(),
    seatNo: text('seat_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.flightId, t.seatNo] })],
);

/** Ticketing jobs: a queue in the database, so a restart picks up where it stopped. */
export const ticketingJob = pgTable('ticketing_job', {
  orderNo: text('order_no').primaryKey(),
  status: text('status', { enum: ['PENDING', 'RUNNING', 'DONE'] }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  runAfter: ts('run_after').notNull(),
  lockedUntil: ts('locked_until'),
  lastError: text('last_error'),
});
