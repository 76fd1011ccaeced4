import { CheckInSeatNoSchema, CheckInSegmentFields } from './check-in';
import { CurrencySchema, UpstreamLanguageSchema } from './common';
import { SeatPlaceFields } from './add-on-catalogue';
import { PassengerTypeSchema } from './order';
import * as z from './zod';

/**
 * Seats and add-ons after booking (decision 22; spec §2 Check-in and seats, §3 seat chart entry, §4 seat
 * selection flow, §5 seat rules, §7 selectFlightSeatChart, getSeatServiceFare, getContentByCode seat_tips,
 * flightOrder/{orderNo}/ancillary GET and POST, memberPoints getPointsInfo / getAvailableForSeat /
 * calDeductPriceForSeat; decision 22).
 *
 * The flow: the chart (which seats exist and are free) and the fares (what each seat costs now) are read
 * apart; the offer freezes the prices of seats and add-ons for the order's segment under a sessionId; the
 * reserve call takes the picks, the sessionId, the total the browser showed and the points, and makes an
 * add-on order (order type 3, "additional service") holding the seats. A zero total finishes at once
 * (and checks the passengers in when asked); otherwise the add-on order is paid through the gateway with
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
  /** Operations cancelled the flight: no seat is sold for it (decision 78). */
  'flightCancelled',
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
export const ChartSeatSchema = z.object({ seatNo: CheckInSeatNoSchema, ...SeatPlaceFields });
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
  /** seat_tips: the seat step's tips; consignment_notice: the baggage page's notice (decision 28). */
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
  /** The member's certification has lapsed: no points may pay until it is renewed (spec §6; maxPoints is 0). */
  realNameExpired: z.boolean(),
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
