import { IsoDateSchema, OrderNoInputSchema } from './common';
import { FlightStatusSchema } from './flight-status';
import { PassengerTypeSchema } from './order';
import { OrderScopeFields, OrderVisitorProofSchema, RefundItemSchema } from './refund';
import { RescheduleOrderSchema } from './reschedule';
import * as z from './zod';

/**
 * Irregular flights (decision 32; spec §2 /ancillary/abnormalEntry, /ancillary/normalModify; §4 flight dynamics,
 * involuntary refunds; §7 /modAndRef/api/verify/findAbnormalFlight; decision 32). When airline-api marks a flight
 * delayed, cancelled, diverted or returned, its travellers find it with three choices: a free change to another
 * flight of the same route within the window (a date change in involuntary mode: no fee, no fare difference, new
 * 902 tickets, nothing to pay), an involuntary refund (the refund flow), or keeping the ticket (recorded).
 *
 * Scope as refunds and date changes: the member's token (their own orders), or a visitor's proof of one order
 * (order number, passenger name, contact phone). Another's order is NOT_FOUND.
 */

/**
 * POST /modAndRef/api/verify/findAbnormalFlight: a member without `orderNo` asks for all their affected trips; with
 * `orderNo` (a member, or a visitor with the proof) for every upcoming segment of that order, affected or not.
 */
export const IrregularFindBodySchema = z
  .object({
    orderNo: OrderNoInputSchema.optional(),
    visitor: OrderVisitorProofSchema.optional(),
  })
  .refine((b) => !b.visitor || b.orderNo, { message: 'a visitor names the order', path: ['orderNo'] });
export type IrregularFindBody = z.input<typeof IrregularFindBodySchema>;

/** Why a segment offers no free change (lib/domain/irregular-rules.ts), or null when it does. */
export const IrregularBlockSchema = z.enum(['NOT_AFFECTED', 'DEPARTED']).nullable();

/** A passenger of the segment, and whether their ticket may change now (issued, usable, not checked in). */
export const IrregularPassengerSchema = z.object({
  passengerId: z.string(),
  name: z.string(),
  type: PassengerTypeSchema,
  ticketNo: z.string().nullable(),
  changeable: z.boolean(),
  /** Checked in: 'cancel the check-in first' (decision 21) before a change or a refund. */
  checkedIn: z.boolean(),
});

/** One segment of a traveller's order with its flight's status and the choices it offers. */
export const IrregularTripSchema = z.object({
  orderNo: z.string(),
  segmentIndex: z.number().int().min(0).max(3),
  fareFamily: z.enum(['BASIC', 'STANDARD', 'FLEX']),
  /** The flight as queryflt shows it now (status, delay minutes, diverted to, times in its airports' zones). */
  flight: FlightStatusSchema,
  /** True when the flight is delayed, cancelled, diverted or returned. */
  affected: z.boolean(),
  block: IrregularBlockSchema,
  /** The dates a free change may move to (local at the departure airport); null when it offers none. */
  window: z.object({ first: IsoDateSchema, last: IsoDateSchema }).nullable(),
  passengers: z.array(IrregularPassengerSchema),
  /** The traveller chose to keep the ticket for this flight. */
  kept: z.object({ chosenAt: z.string().datetime() }).nullable(),
});
export type IrregularTrip = z.infer<typeof IrregularTripSchema>;

export const IrregularFindDataSchema = z.object({
  asOf: z.string().datetime(),
  trips: z.array(IrregularTripSchema),
});
export type IrregularFindData = z.infer<typeof IrregularFindDataSchema>;

/**
 * POST /modAndRef/api/reschedule/irregular/flight: the flights of the segment's route on a date of the window, with
 * the held fare family's fare (a free change keeps the family and the fare paid), other than the flight held and any
 * cancelled one.
 */
export const IrregularFlightsBodySchema = z.object({
  ...OrderScopeFields,
  segmentIndex: z.number().int().min(0).max(3),
  items: z.array(RefundItemSchema).min(1).max(9),
  date: IsoDateSchema,
});
export type IrregularFlightsBody = z.input<typeof IrregularFlightsBodySchema>;

export const IrregularFlightSchema = z.object({
  fareId: z.string(),
  flightNo: z.string(),
  depAirport: z.string(),
  arrAirport: z.string(),
  depTime: z.string().datetime(),
  arrTime: z.string().datetime(),
  depTimeZone: z.string(),
  arrTimeZone: z.string(),
  seatsLeft: z.number().int().nonnegative(),
});
export type IrregularFlight = z.infer<typeof IrregularFlightSchema>;

export const IrregularFlightsDataSchema = z.object({
  date: IsoDateSchema,
  flights: z.array(IrregularFlightSchema),
});
export type IrregularFlightsData = z.infer<typeof IrregularFlightsDataSchema>;

/**
 * POST /modAndRef/api/reschedule/irregular (Idempotency-Key header): the free change of these passengers of one
 * segment to the fare chosen. Answers the rescheduled order (type 2) with total 0, already paid; its new tickets
 * are issued at once.
 */
export const IrregularChangeBodySchema = z.object({
  ...OrderScopeFields,
  segmentIndex: z.number().int().min(0).max(3),
  items: z.array(RefundItemSchema).min(1).max(9),
  fareId: z.string().min(1).max(60),
});
export type IrregularChangeBody = z.input<typeof IrregularChangeBodySchema>;

export const IrregularChangeDataSchema = z.object({ order: RescheduleOrderSchema });

/** POST /modAndRef/api/verify/abnormalFlight/keep: the traveller keeps the ticket of an affected segment. */
export const IrregularKeepBodySchema = z.object({
  ...OrderScopeFields,
  segmentIndex: z.number().int().min(0).max(3),
});
export type IrregularKeepBody = z.input<typeof IrregularKeepBodySchema>;

export const IrregularKeepDataSchema = z.object({ chosenAt: z.string().datetime() });
export type IrregularKeepData = z.infer<typeof IrregularKeepDataSchema>;
