import { bigint, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { serialId, ts } from './columns';

// Add-ons that follow the trip (decision 46; issue 28 §2): what a date change or an irregular flight's free change
// did with each add-on and special-service request of the tickets it replaced.

/**
 * One add-on (`order_ancillary` row, `add_on_id`) or special-service request (`request_no`) of a replaced ticket,
 * and what the change that replaced it (`reschedule_order_no`, order type 2) did with it, written in the same
 * transaction as the new tickets: MOVED to the new flight (a seat onto `new_seat_no`, a request as the new request
 * `new_request_no` of the rescheduled order), or REFUNDED in full (`refund_no`, an approved add-on refund
 * application; `refund_amount`; `reason`). The add-on row itself stays where it was paid, so the money's trail does not
 * move; its status reads the ticket it followed.
 */
export const addOnTransfer = pgTable(
  'add_on_transfer',
  {
    id: serialId(),
    rescheduleOrderNo: text('reschedule_order_no').notNull(),
    /** The order whose ticket it was attached to (the original, or an earlier rescheduled order). */
    fromOrderNo: text('from_order_no').notNull(),
    addOnId: bigint('add_on_id', { mode: 'number' }),
    requestNo: text('request_no'),
    /** BAGGAGE, MEAL, INSURANCE, PRIORITY, SEAT, WHEELCHAIR, SPECIAL_BAGGAGE. */
    kind: text('kind').notNull(),
    productCode: text('product_code').notNull(),
    passengerId: text('passenger_id').notNull(),
    segIndex: smallint('seg_index').notNull(),
    fromFlightId: text('from_flight_id').notNull(),
    toFlightId: text('to_flight_id').notNull(),
    outcome: text('outcome', { enum: ['MOVED', 'REFUNDED'] }).notNull(),
    seatNo: text('seat_no'),
    newSeatNo: text('new_seat_no'),
    newRequestNo: text('new_request_no'),
    refundNo: text('refund_no'),
    /** What came back for it, in minor units of the ticket order's pay currency (the application's line). */
    refundAmount: integer('refund_amount').notNull().default(0),
    /** Why it was refunded: SEAT_TAKEN, SEAT_MAP_DIFFERS, NO_MEALS. */
    reason: text('reason'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('add_on_transfer_reschedule_idx').on(t.rescheduleOrderNo),
    index('add_on_transfer_add_on_idx').on(t.addOnId),
  ],
);
