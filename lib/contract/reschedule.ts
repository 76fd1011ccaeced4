import { CalendarPriceSchema, FlightSchema } from './shop';
import { CurrencySchema, IsoDateSchema, SegmentLegFields } from './common';
import { TripFlightStatusSchema } from './flight-status';
import { PassengerTypeSchema } from './order';
import { OrderScopeFields, RefundItemSchema } from './refund';
import * as z from './zod';

/**
 * Changing the date of a ticket (decision 23; spec §2 Order changes, /modify/selair/{orderNo},
 * /modify/selnewair/{orderNo}, /modify/confirm; §3 change-date cost; §4 change-date payment statuses, ticket
 * statuses; §7 /modAndRef/api/reschedule/flight, reschedule/, my-reschedule-order; §9 change fees; decision 23).
 *
 * The traveller picks passengers and segments of a ticketed order, then a new flight on the same route for
 * each segment; airline-api prices the change (fare difference, fee, total) and makes a rescheduled order
 * (order type 2) linked to the original, paid through the gateway with result type `reschedule` (or issued at
 * once when nothing is due). Once paid, new 902 tickets are issued on the new flights and the old ones read
 * 'changed'. Scope as refunds: the member's token, or a visitor's proof (passenger name and contact phone).
 */

/** The passengers and segments to move, and (for flights) the date wanted for each segment. */
export const RescheduleFlightsBodySchema = z.object({
  ...OrderScopeFields,
  items: z.array(RefundItemSchema).min(1).max(36),
  /** One date per segment moved (yyyy-MM-dd, the departure airport's date). */
  dates: z
    .array(z.object({ segmentIndex: z.number().int().min(0).max(3), date: IsoDateSchema }))
    .min(1)
    .max(4),
  currency: CurrencySchema.default('CNY'),
});
export type RescheduleFlightsBody = z.input<typeof RescheduleFlightsBodySchema>;

/**
 * POST /modAndRef/api/reschedule/flight: per segment, the flights of that route on the date with their fares
 * (as search shows them, for the passengers moved), and a 7-day price strip around the date.
 */
export const RescheduleFlightsDataSchema = z.object({
  segments: z.array(
    z.object({
      segmentIndex: z.number().int(),
      date: IsoDateSchema,
      /** The fare family held now: the new fare is of the same family (decision 23). */
      fareFamily: z.enum(['BASIC', 'STANDARD', 'FLEX']),
      flights: z.array(FlightSchema),
      /** The 7 days' lowest adult FARE of the family, taxes left out, on the flights' `fare` basis (decision 49). */
      strip: z.array(CalendarPriceSchema),
    }),
  ),
});
export type RescheduleFlightsData = z.infer<typeof RescheduleFlightsDataSchema>;

/** The new fare chosen for each segment moved. */
export const RescheduleChoiceSchema = z.object({
  segmentIndex: z.number().int().min(0).max(3),
  fareId: z.string().min(1).max(60),
});

/** POST /modAndRef/api/reschedule/ (the quote): spec §3 change-date cost for these items and choices. */
export const RescheduleQuoteBodySchema = z.object({
  ...OrderScopeFields,
  items: z.array(RefundItemSchema).min(1).max(36),
  choices: z.array(RescheduleChoiceSchema).min(1).max(4),
});
export type RescheduleQuoteBody = z.input<typeof RescheduleQuoteBodySchema>;

export const RescheduleLineSchema = z.object({
  passengerId: z.string(),
  segmentIndex: z.number().int(),
  passengerType: PassengerTypeSchema,
  name: z.string(),
  /** The fare held now and the new one (minor units). */
  oldFare: z.number().int().nonnegative(),
  newFare: z.number().int().nonnegative(),
  /** What the new fare costs more (never negative: a cheaper flight gives nothing back). */
  difference: z.number().int().nonnegative(),
  /** The change fee, rounded up to the whole unit, and its rate in percent of the old fare. */
  fee: z.number().int().nonnegative(),
  feeRate: z.number().int().min(0).max(100),
  total: z.number().int().nonnegative(),
});

export const RescheduleQuoteDataSchema = z.object({
  currency: CurrencySchema,
  lines: z.array(RescheduleLineSchema),
  /** Spec §3 change-date cost: ticket price (new fares), fee, difference, total. */
  ticketPrice: z.number().int().nonnegative(),
  difference: z.number().int().nonnegative(),
  fee: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type RescheduleQuoteData = z.infer<typeof RescheduleQuoteDataSchema>;

/** POST /modAndRef/api/reschedule/commit (Idempotency-Key header): the quote's body and the total shown. */
export const RescheduleCommitBodySchema = RescheduleQuoteBodySchema.extend({
  quotedTotal: z.number().int().nonnegative(),
});
export type RescheduleCommitBody = z.input<typeof RescheduleCommitBodySchema>;

/** Spec §4 change-date payment statuses (the ones a rescheduled order of this site goes through). */
export const RescheduleStatusSchema = z.enum(['PENDING_PAYMENT', 'CANCELLED', 'TICKETED', 'COMPLETE']);

/** A rescheduled order (type 2) as its original order shows it (spec §7 my-reschedule-order). */
/**
 * What a change did with one add-on or special-service request of a ticket it replaced (decision 46): moved to the
 * new flight (a seat onto `newSeatNo`), or refunded in full (`refundAmount` in the order's currency, by the add-on
 * refund application `refundNo`) for `reason`. `name` is the product's name in both languages (meals, insurance).
 */
export const AddOnFollowSchema = z.object({
  kind: z.enum(['BAGGAGE', 'MEAL', 'INSURANCE', 'PRIORITY', 'SEAT', 'WHEELCHAIR', 'SPECIAL_BAGGAGE']),
  passengerId: z.string(),
  segmentIndex: z.number().int(),
  name: z.object({ zh: z.string(), en: z.string() }),
  weightKg: z.number().int().nullable(),
  outcome: z.enum(['MOVED', 'REFUNDED']),
  flightNo: z.string(),
  depTime: z.string().datetime(),
  depTimeZone: z.string(),
  seatNo: z.string().nullable(),
  newSeatNo: z.string().nullable(),
  refundAmount: z.number().int().nonnegative(),
  refundNo: z.string().nullable(),
  reason: z.enum(['SEAT_TAKEN', 'SEAT_MAP_DIFFERS', 'NO_MEALS']).nullable(),
});
export type AddOnFollow = z.infer<typeof AddOnFollowSchema>;

export const RescheduleOrderSchema = z.object({
  orderNo: z.string(),
  parentOrderNo: z.string(),
  status: RescheduleStatusSchema,
  currency: CurrencySchema,
  lines: z.array(RescheduleLineSchema),
  total: z.number().int().nonnegative(),
  /** null once paid or when nothing was due. */
  paymentDeadline: z.string().datetime().nullable(),
  createdAt: z.string().datetime(),
  /** The new segments (the moved ones), with the new tickets once issued. */
  segments: z.array(
    z.object({
      ...SegmentLegFields,
      /** The new flight's arrival, in its airport's zone (optional: older answers lack it). */
      arrTime: z.string().datetime().optional(),
      arrTimeZone: z.string().optional(),
      /** The new flight's status now, while the change stands (its page and the original order's tell a delay). */
      flightStatus: TripFlightStatusSchema.optional(),
    }),
  ),
  tickets: z.array(
    z.object({ passengerId: z.string(), segmentIndex: z.number().int(), ticketNo: z.string().nullable() }),
  ),
  /** Once the new tickets are issued: what happened to each add-on of the replaced tickets (decision 46). */
  addOns: z.array(AddOnFollowSchema).default([]),
});
export type RescheduleOrder = z.infer<typeof RescheduleOrderSchema>;

export const RescheduleCommitDataSchema = z.object({ order: RescheduleOrderSchema });

/** POST /order/api/order/my-reschedule-order: the rescheduled orders of one original order, newest first. */
export const RescheduleListBodySchema = z.object(OrderScopeFields);
export const RescheduleListDataSchema = z.object({ list: z.array(RescheduleOrderSchema) });
