import { CheckInDataSchema, CheckInSeatNoSchema, CheckInSegmentFields } from './check-in';
import { SeatFareSchema } from './seat-selection';
import { CurrencySchema, UpstreamLanguageSchema, OrderNoInputSchema } from './common';
import { ADD_ON_BLOCKS } from '@/lib/domain/add-on-rules';
import { PassengerTypeSchema } from './order';
import * as z from './zod';

/**
 * Add-ons bought on an existing order (spec §7 getAncillaryOffer, passengerAncillaryServices, the add-on order):
 * the offer per passenger and segment, the reserve call and the add-on order it makes (order type 3).
 */

/**
 * An add-on kind sold on an existing order (decision 22 /checkin/otherbuy; decision 28 adds insurance, the extra
 * occupied seat and the mailed itinerary, decision 30).
 */
export const OrderAddOnKindSchema = z.enum([
  'SEAT',
  'BAGGAGE',
  'MEAL',
  'PRIORITY',
  'INSURANCE',
  'EXTRA_SEAT',
  'MAILING',
]);
export type OrderAddOnKind = z.infer<typeof OrderAddOnKindSchema>;

/**
 * Why an add-on is not on sale for a passenger now (lib/domain/add-on-rules ADD_ON_BLOCKS, decision 28): an
 * infant (insurance only), on board, a ticket not usable, too late (baggage within 2 hours of departure; a meal
 * or priority boarding once check-in has closed; insurance at departure), checked in (priority boarding), the
 * baggage limit reached, bought already, no meals served.
 */
export const AddOnOffBlockSchema = z.enum(ADD_ON_BLOCKS);
export type AddOnOffBlock = z.infer<typeof AddOnOffBlockSchema>;

export const AddOnBaggageOfferSchema = z.object({
  productCode: z.string(),
  weightKg: z.number().int().positive(),
  /** What the same weight costs at the airport; `price` is 60% less. */
  airportPrice: z.number().int().nonnegative(),
  price: z.number().int().nonnegative(),
});
export const AddOnMealOfferSchema = z.object({
  productCode: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int().nonnegative(),
});
/** An insurance product on sale after booking (decision 28: /ancillary/addInsurance). */
export const AddOnInsuranceOfferSchema = z.object({
  productCode: z.string(),
  name: z.string(),
  coverage: z.string(),
  /** Largest payout in whole units of CNY (spec §9). */
  maxPayoutYuan: z.number().int().positive(),
  price: z.number().int().nonnegative(),
});

/**
 * The spec's GET flightOrder/{orderNo}/ancillary (type, channelNo, language, currency, passengerId list →
 * services, sessionId), served as a POST because a visitor's proof travels in the body, never in a URL. The
 * prices are frozen under `sessionId` until `expiresAt` (30 minutes); the reserve call names it.
 */
export const OrderAddOnOfferBodySchema = z.object({
  ...CheckInSegmentFields,
  types: z.array(OrderAddOnKindSchema).min(1).max(7).default(['SEAT']),
  passengerIds: z.array(z.string().min(1).max(64)).max(9).default([]),
  currency: CurrencySchema.default('CNY'),
  language: UpstreamLanguageSchema.default('zh_CN'),
  channelNo: z.string().max(20).default('B2C'),
});
export const OrderAddOnOfferPassengerSchema = z.object({
  passengerId: z.string(),
  /** Infants are listed for insurance only (decision 28). */
  type: PassengerTypeSchema,
  /** Free checked baggage of the fare (KG) and what was bought already on this segment. */
  freeBaggageKg: z.number().int().nonnegative(),
  boughtBaggageKg: z.number().int().nonnegative(),
  /** What may still be bought before the 50 KG limit (free and bought included) is reached. */
  baggageRoomKg: z.number().int().nonnegative(),
  baggage: AddOnOffBlockSchema.nullable(),
  meal: AddOnOffBlockSchema.nullable(),
  priority: AddOnOffBlockSchema.nullable(),
  insurance: AddOnOffBlockSchema.nullable(),
  /** Insurance products the passenger holds on this segment already (each is bought once). */
  insuranceHeld: z.array(z.string()),
  /** An extra occupied seat (decision 30): why not, and its price (the passenger's own fare; null for an infant). */
  extraSeat: AddOnOffBlockSchema.nullable(),
  extraSeatPrice: z.number().int().nonnegative().nullable(),
});
export type OrderAddOnOfferPassenger = z.infer<typeof OrderAddOnOfferPassengerSchema>;
export const OrderAddOnOfferDataSchema = z.object({
  sessionId: z.string(),
  expiresAt: z.string().datetime(),
  currency: CurrencySchema,
  seats: z.array(SeatFareSchema),
  baggage: z.array(AddOnBaggageOfferSchema),
  meals: z.array(AddOnMealOfferSchema),
  priority: z.object({ productCode: z.string(), price: z.number().int().nonnegative() }),
  insurance: z.array(AddOnInsuranceOfferSchema),
  /**
   * The mailed itinerary when offered (decision 30): what is due (0 with a member's free entitlement), the fee it
   * stands for, and why it cannot be mailed (null: it can).
   */
  mailing: z
    .object({
      productCode: z.string(),
      price: z.number().int().nonnegative(),
      fee: z.number().int().nonnegative(),
      block: AddOnOffBlockSchema.nullable(),
    })
    .nullable(),
  passengers: z.array(OrderAddOnOfferPassengerSchema),
});
export type OrderAddOnOfferData = z.infer<typeof OrderAddOnOfferDataSchema>;

/** One pick of the reserve call (spec §7 passengerAncillaryServices). */
export const PassengerAddOnServiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('SEAT'), passengerId: z.string().min(1).max(64), seatNo: CheckInSeatNoSchema }),
  z.object({ kind: z.literal('BAGGAGE'), passengerId: z.string().min(1).max(64), productCode: z.string().max(40) }),
  z.object({ kind: z.literal('MEAL'), passengerId: z.string().min(1).max(64), productCode: z.string().max(40) }),
  z.object({ kind: z.literal('PRIORITY'), passengerId: z.string().min(1).max(64) }),
  z.object({ kind: z.literal('INSURANCE'), passengerId: z.string().min(1).max(64), productCode: z.string().max(40) }),
  /** An extra occupied seat beside the passenger's own (decision 30). */
  z.object({ kind: z.literal('EXTRA_SEAT'), passengerId: z.string().min(1).max(64) }),
  /** The order's itinerary by post (decision 30): the order's, not a passenger's; the address is the body's. */
  z.object({ kind: z.literal('MAILING') }),
]);
export type PassengerAddOnService = z.infer<typeof PassengerAddOnServiceSchema>;

/**
 * POST reserve flightOrder/{orderNo}/ancillary (spec §7: amount, currency, deductions (points), passengerId,
 * passengerAncillaryServices, sessionId). `amount` is the total before points the browser showed: a
 * different total answers ADD_ON_PRICE_CHANGED. With `checkIn`, the passengers named are checked in (with
 * their new seats) once the order is paid, or at once when nothing is due.
 */
export const OrderAddOnReserveBodySchema = z.object({
  ...CheckInSegmentFields,
  sessionId: z.string().min(1).max(80),
  currency: CurrencySchema.default('CNY'),
  amount: z.number().int().nonnegative(),
  /** Points to deduct (members only): whole units, 100 points = 1 unit (spec §9). */
  points: z.number().int().nonnegative().default(0),
  services: z.array(PassengerAddOnServiceSchema).max(40),
  checkIn: z
    .object({ passengerIds: z.array(z.string().min(1).max(64)).min(1).max(9), clauseAgreed: z.boolean() })
    .optional(),
});
export type OrderAddOnReserveBody = z.input<typeof OrderAddOnReserveBodySchema>;

/** Where an add-on order stands. */
export const AddOnOrderStateSchema = z.enum(['PENDING_PAYMENT', 'PAID', 'DONE', 'CANCELLED', 'FAILED']);

export const AddOnOrderItemSchema = z.object({
  passengerId: z.string(),
  name: z.string(),
  kind: OrderAddOnKindSchema,
  productCode: z.string(),
  seatNo: CheckInSeatNoSchema.nullable(),
  weightKg: z.number().int().nullable(),
  price: z.number().int().nonnegative(),
});

/** An add-on order (order type 3) as the confirmation, the result page and the member pages read it. */
export const AddOnOrderSchema = z.object({
  orderNo: z.string(),
  parentOrderNo: z.string(),
  segmentIndex: z.number().int(),
  flightNo: z.string(),
  flightDate: z.string(),
  /** PENDING_PAYMENT until paid; DONE once the seats and add-ons are the passengers' (and check-in run). */
  state: AddOnOrderStateSchema,
  currency: CurrencySchema,
  /** Total before points, the points' worth, and what is paid. */
  amount: z.number().int().nonnegative(),
  pointsUsed: z.number().int().nonnegative(),
  pointsAmount: z.number().int().nonnegative(),
  payAmount: z.number().int().nonnegative(),
  paymentDeadline: z.string().datetime().nullable(),
  items: z.array(AddOnOrderItemSchema),
  /** The check-in asked with the order: who, and how it went once applied (null until then). */
  checkIn: z
    .object({
      passengerIds: z.array(z.string()),
      done: z.boolean().nullable(),
      /** The result code of a refused check-in (the seats stay bought). */
      failureCode: z.string().nullable(),
    })
    .nullable(),
});
export type AddOnOrder = z.infer<typeof AddOnOrderSchema>;

/** The reserve answer: the add-on order, and the check-in's passes when it finished at once. */
export const OrderAddOnReserveDataSchema = z.object({
  order: AddOnOrderSchema,
  checkIn: CheckInDataSchema.nullable(),
});
export type OrderAddOnReserveData = z.infer<typeof OrderAddOnReserveDataSchema>;

/** A reserve refused for seats whose product has no fare now (spec §8): those passengers pick again. */
export const SeatReselectDataSchema = z.object({ passengerIds: z.array(z.string()) });

/** POST the add-on order query: one add-on order of the parent order in scope. */
export const AddOnOrderBodySchema = z.object({
  ...CheckInSegmentFields,
  addOnOrderNo: OrderNoInputSchema,
});
