import { CheckInDataSchema, CheckInSeatNoSchema, CheckInSegmentFields } from './check-in';
import { CurrencySchema, UpstreamLanguageSchema } from './common';
import { SeatKindSchema } from './ancillary';
import { ADD_ON_BLOCKS } from '@/lib/domain/add-on-rules';
import { PassengerTypeSchema } from './order';
import * as z from './zod';

/**
 * Seats and add-ons after booking (issue 13 §3; spec §2 Check-in and seats, §3 seat chart entry, §4 seat
 * selection flow, §5 seat rules, §7 selectFlightSeatChart, getSeatServiceFare, getContentByCode seat_tips,
 * flightOrder/{orderNo}/ancillary GET and POST, memberPoints getPointsInfo / getAvailableForSeat /
 * calDeductPriceForSeat; decision 22).
 *
 * The flow: the chart (which seats exist and are free) and the fares (what each seat costs now) are read
 * apart; the offer freezes the prices of seats and add-ons for the order's segment under a sessionId; the
 * reserve call takes the picks, the sessionId, the total the browser showed and the points, and makes an
 * ancillary order (order type 3, "additional service") holding the seats. A zero total finishes at once
 * (and checks the passengers in when asked); otherwise the ancillary order is paid through the gateway with
 * result type `checkin`, and airline-api applies it when paid.
 *
 * Every call is scoped as check-in is: by the member token, or by a visitor's proof of the order.
 */

/** Why seat selection is shut for a segment (spec §8): with the message the page shows. */
export const SeatSelectionClosedSchema = z.enum([
  /** The order is not ticketed yet: 'online seat selection not yet open'. */
  'notOpen',
  /** Check-in has closed (1 hour before departure) or the flight has left. */
  'closed',
  /** International flights: 'this flight does not support online seat selection, go to the check-in counter'. */
  'notSupported',
  /** Orders bought in the WeChat mini program: 'go to the WeChat mini program for seat selection'. */
  'wechat',
]);
export type SeatSelectionClosed = z.infer<typeof SeatSelectionClosedSchema>;

/** Why one passenger cannot buy a seat on the segment (spec §5 seat rules, §8). */
export const SeatPassengerBlockSchema = z.enum([
  /** 'checked-in passenger cannot buy a seat'. */
  'checkedIn',
  /** 'extra seat already chosen': an extra occupied seat blocks seat selection. */
  'extraSeat',
  /** The seat has been changed twice already. */
  'changeLimit',
]);
export type SeatPassengerBlock = z.infer<typeof SeatPassengerBlockSchema>;

/** Spec §3 seat chart entry without its price: the fares say what a seat costs. */
export const ChartSeatSchema = z.object({
  seatNo: CheckInSeatNoSchema,
  row: z.number().int(),
  column: z.string(),
  side: z.enum(['L', 'R']),
  kind: SeatKindSchema,
  /** WING for the first two exit rows (spec §3), DOOR for a later one. */
  exit: z.enum(['WING', 'DOOR']).nullable(),
  infantAllowed: z.boolean(),
  available: z.boolean(),
  /** An adult with an infant already sits on this side of the row. */
  infantOnSide: z.boolean(),
  /** The seat product the fares are keyed by. */
  productId: z.string(),
});
export type ChartSeat = z.infer<typeof ChartSeatSchema>;

/** A passenger of the segment as the seat step reads them (spec §7 selectPsgSeatAndBagInfo). */
export const SeatPassengerSchema = z.object({
  passengerId: z.string(),
  passengerIndex: z.number().int(),
  /** Infants have no seat and are not listed. */
  type: PassengerTypeSchema.exclude(['INF']),
  name: z.string(),
  withInfant: z.boolean(),
  /** The seat held now (bought at booking or after, or given at check-in). */
  seatNo: CheckInSeatNoSchema.nullable(),
  checkedIn: z.boolean(),
  /** Seat changes made after the first seat (at most 2, spec §4). */
  seatChanges: z.number().int().min(0),
  changesLeft: z.number().int().min(0),
  block: SeatPassengerBlockSchema.nullable(),
});
export type SeatPassenger = z.infer<typeof SeatPassengerSchema>;

/** POST selectFlightSeatChart: one segment's chart and passengers. */
export const SeatChartBodySchema = z.object(CheckInSegmentFields);
export const SeatChartDataSchema = z.object({
  orderNo: z.string(),
  segmentIndex: z.number().int(),
  flightId: z.string(),
  flightNo: z.string(),
  aircraft: z.enum(['A320', 'A321']),
  rows: z.number().int(),
  columns: z.array(z.string()),
  /** Seat selection is open for the segment now; otherwise `closed` says why. */
  open: z.boolean(),
  closed: SeatSelectionClosedSchema.nullable(),
  seats: z.array(ChartSeatSchema),
  passengers: z.array(SeatPassengerSchema),
});
export type SeatChartData = z.infer<typeof SeatChartDataSchema>;

/** POST getSeatServiceFare (serviceType SEAT): what each seat product of the segment costs now. */
export const SeatFareBodySchema = z.object({
  ...CheckInSegmentFields,
  serviceType: z.literal('SEAT').default('SEAT'),
  currency: CurrencySchema.default('CNY'),
});
export const SeatFareSchema = z.object({
  productId: z.string(),
  seatNo: CheckInSeatNoSchema,
  /** Minor units of `currency`; 0 is a free seat. */
  price: z.number().int().nonnegative(),
});
export const SeatFareDataSchema = z.object({
  currency: CurrencySchema,
  /** The lowest price among free seats with a fare (spec §3 lowestPrice). */
  lowestPrice: z.number().int().nonnegative(),
  fares: z.array(SeatFareSchema),
});
export type SeatFareData = z.infer<typeof SeatFareDataSchema>;

/** POST getContentByCode: a CMS text by its type code (seat_tips). */
export const ContentByCodeBodySchema = z.object({
  /** seat_tips: the seat step's tips; consignment_notice: the baggage page's notice (issue 15 §2). */
  typeCode: z.enum(['seat_tips', 'consignment_notice']),
  language: UpstreamLanguageSchema.default('zh_CN'),
});
export const ContentByCodeDataSchema = z.object({
  typeCode: z.string(),
  title: z.string(),
  /** Rich text, sanitized by airline-api's CMS rules and again by the web before it is shown. */
  html: z.string(),
});
export type ContentByCodeData = z.infer<typeof ContentByCodeDataSchema>;

/**
 * An add-on kind sold on an existing order (issue 13 §3 /checkin/otherbuy; issue 15 §2 adds insurance, the extra
 * occupied seat and the mailed itinerary, decision 30).
 */
export const OrderAncillaryKindSchema = z.enum([
  'SEAT',
  'BAGGAGE',
  'MEAL',
  'PRIORITY',
  'INSURANCE',
  'EXTRA_SEAT',
  'MAILING',
]);
export type OrderAncillaryKind = z.infer<typeof OrderAncillaryKindSchema>;

/**
 * Why an add-on is not on sale for a passenger now (lib/domain/add-on-rules ADD_ON_BLOCKS, decision 28): an
 * infant (insurance only), on board, a ticket not usable, too late (baggage within 2 hours of departure; a meal
 * or priority boarding once check-in has closed; insurance at departure), checked in (priority boarding), the
 * baggage limit reached, bought already, no meals served.
 */
export const AncillaryOffBlockSchema = z.enum(ADD_ON_BLOCKS);
export type AncillaryOffBlock = z.infer<typeof AncillaryOffBlockSchema>;

export const AncillaryBaggageOfferSchema = z.object({
  productCode: z.string(),
  weightKg: z.number().int().positive(),
  /** What the same weight costs at the airport; `price` is 60% less. */
  airportPrice: z.number().int().nonnegative(),
  price: z.number().int().nonnegative(),
});
export const AncillaryMealOfferSchema = z.object({
  productCode: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int().nonnegative(),
});
/** An insurance product on sale after booking (issue 15 §2 /ancillary/addInsurance). */
export const AncillaryInsuranceOfferSchema = z.object({
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
export const OrderAncillaryOfferBodySchema = z.object({
  ...CheckInSegmentFields,
  types: z.array(OrderAncillaryKindSchema).min(1).max(7).default(['SEAT']),
  passengerIds: z.array(z.string().min(1).max(64)).max(9).default([]),
  currency: CurrencySchema.default('CNY'),
  language: UpstreamLanguageSchema.default('zh_CN'),
  channelNo: z.string().max(20).default('B2C'),
});
export const OrderAncillaryOfferPassengerSchema = z.object({
  passengerId: z.string(),
  /** Infants are listed for insurance only (issue 15 §2). */
  type: PassengerTypeSchema,
  /** Free checked baggage of the fare (KG) and what was bought already on this segment. */
  freeBaggageKg: z.number().int().nonnegative(),
  boughtBaggageKg: z.number().int().nonnegative(),
  /** What may still be bought before the 50 KG limit (free and bought included) is reached. */
  baggageRoomKg: z.number().int().nonnegative(),
  baggage: AncillaryOffBlockSchema.nullable(),
  meal: AncillaryOffBlockSchema.nullable(),
  priority: AncillaryOffBlockSchema.nullable(),
  insurance: AncillaryOffBlockSchema.nullable(),
  /** Insurance products the passenger holds on this segment already (each is bought once). */
  insuranceHeld: z.array(z.string()),
  /** An extra occupied seat (decision 30): why not, and its price (the passenger's own fare; null for an infant). */
  extraSeat: AncillaryOffBlockSchema.nullable(),
  extraSeatPrice: z.number().int().nonnegative().nullable(),
});
export type OrderAncillaryOfferPassenger = z.infer<typeof OrderAncillaryOfferPassengerSchema>;
export const OrderAncillaryOfferDataSchema = z.object({
  sessionId: z.string(),
  expiresAt: z.string().datetime(),
  currency: CurrencySchema,
  seats: z.array(SeatFareSchema),
  baggage: z.array(AncillaryBaggageOfferSchema),
  meals: z.array(AncillaryMealOfferSchema),
  priority: z.object({ productCode: z.string(), price: z.number().int().nonnegative() }),
  insurance: z.array(AncillaryInsuranceOfferSchema),
  /**
   * The mailed itinerary when offered (decision 30): what is due (0 with a member's free entitlement), the fee it
   * stands for, and why it cannot be mailed (null: it can).
   */
  mailing: z
    .object({
      productCode: z.string(),
      price: z.number().int().nonnegative(),
      fee: z.number().int().nonnegative(),
      block: AncillaryOffBlockSchema.nullable(),
    })
    .nullable(),
  passengers: z.array(OrderAncillaryOfferPassengerSchema),
});
export type OrderAncillaryOfferData = z.infer<typeof OrderAncillaryOfferDataSchema>;

/** One pick of the reserve call (spec §7 passengerAncillaryServices). */
export const PassengerAncillaryServiceSchema = z.discriminatedUnion('kind', [
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
export type PassengerAncillaryService = z.infer<typeof PassengerAncillaryServiceSchema>;

/**
 * POST reserve flightOrder/{orderNo}/ancillary (spec §7: amount, currency, deductions (points), passengerId,
 * passengerAncillaryServices, sessionId). `amount` is the total before points the browser showed: a
 * different total answers ANCILLARY_PRICE_CHANGED. With `checkIn`, the passengers named are checked in (with
 * their new seats) once the order is paid, or at once when nothing is due.
 */
export const OrderAncillaryReserveBodySchema = z.object({
  ...CheckInSegmentFields,
  sessionId: z.string().min(1).max(80),
  currency: CurrencySchema.default('CNY'),
  amount: z.number().int().nonnegative(),
  /** Points to deduct (members only): whole units, 100 points = 1 unit (spec §9). */
  points: z.number().int().nonnegative().default(0),
  services: z.array(PassengerAncillaryServiceSchema).max(40),
  checkIn: z
    .object({ passengerIds: z.array(z.string().min(1).max(64)).min(1).max(9), clauseAgreed: z.boolean() })
    .optional(),
});
export type OrderAncillaryReserveBody = z.input<typeof OrderAncillaryReserveBodySchema>;

/** Where an ancillary order stands. */
export const AncillaryOrderStateSchema = z.enum(['PENDING_PAYMENT', 'PAID', 'DONE', 'CANCELLED', 'FAILED']);

export const AncillaryOrderItemSchema = z.object({
  passengerId: z.string(),
  name: z.string(),
  kind: OrderAncillaryKindSchema,
  productCode: z.string(),
  seatNo: CheckInSeatNoSchema.nullable(),
  weightKg: z.number().int().nullable(),
  price: z.number().int().nonnegative(),
});

/** An ancillary order (order type 3) as the confirmation, the result page and the member pages read it. */
export const AncillaryOrderSchema = z.object({
  orderNo: z.string(),
  parentOrderNo: z.string(),
  segmentIndex: z.number().int(),
  flightNo: z.string(),
  flightDate: z.string(),
  /** PENDING_PAYMENT until paid; DONE once the seats and add-ons are the passengers' (and check-in run). */
  state: AncillaryOrderStateSchema,
  currency: CurrencySchema,
  /** Total before points, the points' worth, and what is paid. */
  amount: z.number().int().nonnegative(),
  pointsUsed: z.number().int().nonnegative(),
  pointsAmount: z.number().int().nonnegative(),
  payAmount: z.number().int().nonnegative(),
  paymentDeadline: z.string().datetime().nullable(),
  items: z.array(AncillaryOrderItemSchema),
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
export type AncillaryOrder = z.infer<typeof AncillaryOrderSchema>;

/** The reserve answer: the ancillary order, and the check-in's passes when it finished at once. */
export const OrderAncillaryReserveDataSchema = z.object({
  order: AncillaryOrderSchema,
  checkIn: CheckInDataSchema.nullable(),
});
export type OrderAncillaryReserveData = z.infer<typeof OrderAncillaryReserveDataSchema>;

/** A reserve refused for seats whose product has no fare now (spec §8): those passengers pick again. */
export const SeatReselectDataSchema = z.object({ passengerIds: z.array(z.string()) });

/** POST the ancillary order query: one ancillary order of the parent order in scope. */
export const AncillaryOrderBodySchema = z.object({
  ...CheckInSegmentFields,
  ancillaryOrderNo: z.string().min(1).max(32),
});

/** POST getPointsInfo: the member's points (members only). */
export const PointsInfoDataSchema = z.object({ currentPoints: z.number().int().nonnegative() });
/** POST getAvailableForSeat: how many points may pay for `amount` (whole units, no more than held). */
export const PointsForSeatBodySchema = z.object({
  amount: z.number().int().nonnegative(),
  currency: CurrencySchema.default('CNY'),
});
export const PointsForSeatDataSchema = z.object({
  currentPoints: z.number().int().nonnegative(),
  maxPoints: z.number().int().nonnegative(),
  maxDeduction: z.number().int().nonnegative(),
});
/** POST calDeductPriceForSeat: what `subPoints` take off `amount`, and what is left to pay. */
export const PointsDeductBodySchema = PointsForSeatBodySchema.extend({ subPoints: z.number().int().nonnegative() });
export const PointsDeductDataSchema = z.object({
  deduction: z.number().int().nonnegative(),
  payAmount: z.number().int().nonnegative(),
});

/** Sandbox: withdraw (or restore) seat products of a flight, so the fares lack them. */
export const SandboxSeatFaresBodySchema = z.object({
  flightId: z.string().min(1).max(30),
  withdrawn: z.array(CheckInSeatNoSchema).max(300),
});
