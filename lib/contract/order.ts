import * as z from './zod';
import { CertificateTypeIdSchema } from './certificate';
import { AirportNameFields, ChannelSchema, CurrencySchema, IsoDateSchema } from './common';
import { TripFlightStatusSchema } from './flight-status';
import { GuardianIdSchema, GuardianIndexSchema, PassengerTypeSchema } from './passenger-type';
import { FareFamilySchema } from './shop';

/**
 * Booking and orders (spec §2 Booking, §3 Order, §4 statuses, §7 reserve and order paths). Amounts are
 * integer minor units of `currency`; the server computes every price part, the client sends none.
 */

export { FaresAndTravellersFields, PassengerTypeSchema, type PassengerType } from './passenger-type';
export const GenderSchema = z.enum(['M', 'F']);

/** A passenger's own fields, as a booking and an addition to an order send them (lib/domain/passenger-rules). */
export const PassengerFields = {
  name: z.string().max(20).optional(),
  surname: z.string().max(40).optional(),
  givenName: z.string().max(40).optional(),
  gender: GenderSchema,
  birthday: IsoDateSchema,
  nationality: z.string().regex(/^[A-Z]{2}$/),
  certificateType: CertificateTypeIdSchema,
  certificateNumber: z.string().min(1).max(30),
  certificateValidity: IsoDateSchema.optional(),
};

/** One passenger of a booking; rules of lib/domain/passenger-rules apply on the server. */
export const ReservePassengerSchema = z.object({
  type: PassengerTypeSchema,
  ...PassengerFields,
  issuingCountry: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  areaCode: z
    .string()
    .regex(/^[1-9]\d{0,3}$/)
    .optional(),
  mobile: z
    .string()
    .regex(/^\d{5,15}$/)
    .optional(),
  /** Members only: store this passenger among the saved passengers. */
  save: z.boolean().default(false),
  guardian: GuardianIndexSchema.optional(),
});
export type ReservePassenger = z.input<typeof ReservePassengerSchema>;
export const ContactSchema = z.object({
  name: z.string().max(40),
  areaCode: z.string().max(4),
  mobile: z.string().max(15),
  email: z.string().max(254),
});
export type Contact = z.infer<typeof ContactSchema>;

/** Mailed itinerary address (spec §3 mailing address). */
export const MailingAddressSchema = z.object({
  recipient: z.string().min(1).max(20),
  areaCode: z.string().regex(/^[1-9]\d{0,3}$/),
  phone: z.string().regex(/^\d{5,15}$/),
  province: z.string().min(1).max(20),
  city: z.string().min(1).max(20),
  district: z.string().min(1).max(20),
  address: z.string().min(1).max(100),
  zip: z.string().regex(/^\d{6}$/),
});
export type MailingAddress = z.infer<typeof MailingAddressSchema>;

const PerPassengerSegment = { passenger: z.number().int().min(0).max(8), segment: z.number().int().min(0).max(3) };
const ProductPick = z.object({ ...PerPassengerSegment, productCode: z.string().min(1).max(40) });

/** Add-ons chosen on /book/otherbuy, each per passenger per segment (mailing once per order). */
export const AddOnSelectionSchema = z.object({
  baggage: z.array(ProductPick).max(36).default([]),
  meals: z.array(ProductPick).max(36).default([]),
  insurance: z.array(ProductPick).max(72).default([]),
  seats: z
    .array(z.object({ ...PerPassengerSegment, seatNo: z.string().regex(/^\d{1,2}[A-F]$/) }))
    .max(36)
    .default([]),
  priority: z.array(z.object(PerPassengerSegment)).max(36).default([]),
  mailing: MailingAddressSchema.optional(),
});
export type AddOnSelection = z.input<typeof AddOnSelectionSchema>;

/**
 * POST /shop/api/reserve/b2c/reserve (header `idempotency-key` required) and POST .../price (the same
 * body, priced without creating anything). fareIds come from searchflight, one per segment in order.
 */
export const ReserveBodySchema = z.object({
  channelNo: ChannelSchema.default('B2C'),
  currency: CurrencySchema.default('CNY'),
  fareIds: z.array(z.string().max(40)).min(1).max(4),
  passengers: z.array(ReservePassengerSchema).min(1).max(12),
  contact: ContactSchema,
  ancillaries: AddOnSelectionSchema.default({
    baggage: [],
    meals: [],
    insurance: [],
    seats: [],
    priority: [],
  }),
  couponIds: z.array(z.string().max(40)).max(4).default([]),
  points: z.number().int().min(0).default(0),
  /** 'please agree to the ticket purchase terms first' unless true. */
  agreeTerms: z.boolean(),
});
export type ReserveBody = z.input<typeof ReserveBodySchema>;

/** The kinds of add-on bought with the ticket order itself (/book/otherbuy), as its price parts name them. */
export const BookingAddOnKindSchema = z.enum(['BAGGAGE', 'MEAL', 'INSURANCE', 'SEAT', 'PRIORITY', 'MAILING']);
export type BookingAddOnKind = z.infer<typeof BookingAddOnKindSchema>;

const Amount = z.number().int().nonnegative();

/** Spec §3 price parts. actualAmount = ticketFare + taxes + addOnTotal - couponDeduction - pointsDeduction. */
export const PricePartsSchema = z.object({
  currency: CurrencySchema,
  ticketFare: Amount,
  airportTax: Amount,
  fuelTax: Amount,
  otherTax: Amount,
  /** A date change's fee (order type 2, spec §3 price parts); absent on other orders. */
  changeFee: Amount.optional(),
  ancillaries: z.partialRecord(BookingAddOnKindSchema, Amount),
  addOnTotal: Amount,
  couponDeduction: Amount,
  pointsDeduction: Amount,
  pointsUsed: Amount,
  actualAmount: Amount,
});
export type PriceParts = z.infer<typeof PricePartsSchema>;

export { OrderStatus } from './order-status';
export const OrderStatusSchema = z.number().int().min(1).max(9);
export { TicketStatus } from './order-status';
export { ProductStatus } from './order-status';
/** Spec §4 order types 1-17; this service creates type 1 (ticket). */
export const OrderTypeSchema = z.number().int().min(1).max(17);

export const ReserveDataSchema = z.object({
  orderNo: z.string().regex(/^YQ\d{16}$/),
  orderStatus: OrderStatusSchema,
  paymentDeadline: z.string().datetime(),
  price: PricePartsSchema,
});
export type ReserveData = z.infer<typeof ReserveDataSchema>;

export const OrderSegmentSchema = z.object({
  segIndex: z.number().int(),
  flightId: z.string(),
  flightNo: z.string(),
  aircraft: z.enum(['A320', 'A321']),
  fareFamily: FareFamilySchema,
  ...AirportNameFields,
  depTime: z.string().datetime(),
  arrTime: z.string().datetime(),
  depTimeZone: z.string(),
  arrTimeZone: z.string(),
  flightDate: IsoDateSchema,
  /** The flight's status now, while a ticket on it can still be flown (an order's page tells a delay or a cancellation). */
  flightStatus: TripFlightStatusSchema.optional(),
});

export const OrderPassengerSchema = z.object({
  index: z.number().int(),
  passengerId: z.string(),
  type: PassengerTypeSchema,
  name: z.string().nullable(),
  surname: z.string().nullable(),
  givenName: z.string().nullable(),
  gender: GenderSchema,
  birthday: IsoDateSchema,
  certificateType: CertificateTypeIdSchema,
  /** The document type's name in the answer's language. */
  certificateTypeName: z.string(),
  /** Masked: first 3 and last 4 characters. */
  certificateNumber: z.string(),
  guardianPassengerId: GuardianIdSchema,
});

export const OrderTicketSchema = z.object({
  passengerIndex: z.number().int(),
  segIndex: z.number().int(),
  /** 13 digits starting 902, once issued. */
  ticketNo: z
    .string()
    .regex(/^902\d{10}$/)
    .nullable(),
  ticketStatus: z.number().int().min(1).max(10),
  productStatus: z.number().int().min(1).max(5),
  seatNo: z.string().nullable(),
});

export const OrderAddOnSchema = z.object({
  kind: BookingAddOnKindSchema,
  passengerIndex: z.number().int().nullable(),
  segIndex: z.number().int().nullable(),
  productCode: z.string(),
  /** The product's name in the answer's language ('Checked baggage 10 kg'). */
  name: z.string(),
  amount: Amount,
});

export const TicketingStateSchema = z.enum(['NOT_STARTED', 'PENDING', 'ISSUED', 'FAILED']);

export const OrderRefundSchema = z.object({
  amount: Amount,
  currency: CurrencySchema,
  /** The original route: the gateway, the overseas card, or the wallet. */
  channel: z.enum(['GATEWAY', 'OCEAN', 'WALLET']),
  reason: z.enum(['TICKETING_FAILED']),
  createdAt: z.string().datetime(),
});

export const OrderDetailSchema = z.object({
  orderNo: z.string(),
  orderType: OrderTypeSchema,
  orderStatus: OrderStatusSchema,
  createdAt: z.string().datetime(),
  paymentDeadline: z.string().datetime(),
  paidAt: z.string().datetime().nullable(),
  paymentChannel: z.enum(['GATEWAY', 'OCEAN', 'WALLET']).nullable(),
  cancelReason: z.enum(['USER', 'EXPIRED', 'TICKETING_FAILED']).nullable(),
  ticketing: TicketingStateSchema,
  price: PricePartsSchema,
  segments: z.array(OrderSegmentSchema),
  passengers: z.array(OrderPassengerSchema),
  tickets: z.array(OrderTicketSchema),
  ancillaries: z.array(OrderAddOnSchema),
  mailing: MailingAddressSchema.nullable(),
  contact: ContactSchema,
  refund: OrderRefundSchema.nullable(),
  isMember: z.boolean(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

export { IDEMPOTENCY_HEADER } from './idempotency';
