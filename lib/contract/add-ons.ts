import { ADD_ON_KINDS, CLAIM_BANKS, SERVICE_STATUSES } from '@/lib/domain/add-on-rules';
import { CurrencySchema, SegmentFlightFields, UpstreamLanguageSchema, OrderNoInputSchema } from './common';
import { AddressEntrySchema } from './member-book';
import { OrderScopeFields } from './refund';
import {
  AddOnBaggageOfferSchema,
  AddOnInsuranceOfferSchema,
  AddOnMealOfferSchema,
  AddOnOrderItemSchema,
  AddOnOrderSchema,
  OrderAddOnKindSchema,
  OrderAddOnOfferPassengerSchema,
  OrderAddOnReserveBodySchema,
  AddOnOffBlockSchema,
} from './add-on-orders';
import * as z from './zod';

/**
 * Add-ons bought on an existing order through their own pages (decision 28; spec §2 /ancillary/consignment,
 * /ancillary/addfood, /ancillary/addInsurance, /ancillary/priority, /ancillaryConfirm, /member/ancillaryorderdetail;
 * §3 insurance claim; §4 service request statuses; §7 flightOrder/{orderNo}/ancillary GET and POST; decision 28).
 *
 * They are the add-on order of decision 22 (order type 3, one per segment, prices frozen under a sessionId,
 * paid through the gateway, applied by the ticketing worker), reached with the scope of the order pages rather than
 * check-in's: the member's token for the member's own order, or a visitor's proof of the order (the passenger's
 * name and the contact phone, as the visitor order lookup takes them). Another's order is NOT_FOUND.
 */

export {
  ADD_ON_KINDS,
  CLAIM_BANKS,
  EXTRA_SEATS_PER_PASSENGER,
  FREE_MAILINGS_PER_YEAR,
  MAX_CHECKED_BAGGAGE_KG,
  SERVICE_STATUSES,
} from '@/lib/domain/add-on-rules';
export const AddOnKindSchema = z.enum(ADD_ON_KINDS);
export type AddOnKind = z.infer<typeof AddOnKindSchema>;
export const ServiceStatusSchema = z.enum(SERVICE_STATUSES);
export type ServiceStatus = z.infer<typeof ServiceStatusSchema>;

/** One passenger of a segment as the add-on pages list them: their blocks per kind (null: may buy). */
export const AddOnPassengerSchema = OrderAddOnOfferPassengerSchema.extend({
  name: z.string(),
  checkedIn: z.boolean(),
  seatNo: z.string().nullable(),
  /** A meal or priority boarding held on this segment already (at booking or after). */
  mealHeld: z.boolean(),
  priorityHeld: z.boolean(),
});
export type AddOnPassenger = z.infer<typeof AddOnPassengerSchema>;

/** One segment of the order with its products and prices now, and the instants each kind stops being sold. */
export const AddOnSegmentSchema = z.object({
  ...SegmentFlightFields,
  /** Each kind's first instant off sale (lib/domain/add-on-rules addOnSaleEndsAt). */
  saleEnds: z.object({
    BAGGAGE: z.string().datetime(),
    MEAL: z.string().datetime(),
    INSURANCE: z.string().datetime(),
    PRIORITY: z.string().datetime(),
    EXTRA_SEAT: z.string().datetime(),
  }),
  baggage: z.array(AddOnBaggageOfferSchema),
  meals: z.array(AddOnMealOfferSchema),
  insurance: z.array(AddOnInsuranceOfferSchema),
  priority: z.object({ productCode: z.string(), price: z.number().int().nonnegative() }),
  passengers: z.array(AddOnPassengerSchema),
});
export type AddOnSegment = z.infer<typeof AddOnSegmentSchema>;

/** POST services: what the order's passengers can still buy on each segment, and why not where they cannot. */
export const AddOnServicesBodySchema = z.object({
  ...OrderScopeFields,
  currency: CurrencySchema.default('CNY'),
  language: UpstreamLanguageSchema.default('zh_CN'),
});
export type AddOnServicesBody = z.input<typeof AddOnServicesBodySchema>;
/**
 * The order's mailed itinerary (spec §2 /ancillary/mailingbil; §5 Mailing; decision 30): one per order, bought with
 * the add-on order of `segmentIndex` (the order's first flight listed); what is due now (0 while a member has a free
 * mailing left this year), the fee, and why it cannot be mailed (null: it can).
 */
export const AddOnMailingSchema = z.object({
  segmentIndex: z.number().int(),
  productCode: z.string(),
  fee: z.number().int().nonnegative(),
  price: z.number().int().nonnegative(),
  block: AddOnOffBlockSchema.nullable(),
  /** Whether the buyer is the order's member (visitors have no free entitlement). */
  member: z.boolean(),
  freePerYear: z.number().int().nonnegative(),
  freeLeft: z.number().int().nonnegative(),
});
export type AddOnMailing = z.infer<typeof AddOnMailingSchema>;

export const AddOnServicesDataSchema = z.object({
  orderNo: z.string(),
  currency: CurrencySchema,
  /** Free and bought checked baggage together may reach this (KG). */
  maxBaggageKg: z.number().int().positive(),
  /** Extra occupied seats a passenger may hold on a flight. */
  maxExtraSeats: z.number().int().positive(),
  segments: z.array(AddOnSegmentSchema),
  /** Null when the order has no flight listed. */
  mailing: AddOnMailingSchema.nullable(),
});
export type AddOnServicesData = z.infer<typeof AddOnServicesDataSchema>;

/** POST offer: decision 22's offer of one segment (prices frozen for 30 minutes under a sessionId). */
export const AddOnOfferBodySchema = z.object({
  ...OrderScopeFields,
  segmentIndex: z.number().int().min(0).max(3),
  types: z.array(AddOnKindSchema).min(1).max(ADD_ON_KINDS.length),
  currency: CurrencySchema.default('CNY'),
  language: UpstreamLanguageSchema.default('zh_CN'),
});
export type AddOnOfferBody = z.input<typeof AddOnOfferBodySchema>;

/** The account an insurance claim is paid to (spec §3 insurance claim: bank card number, province, bank). */
export const ClaimAccountSchema = z.object({
  /** A mainland province's code (GB/T 2260, the address book's regions). */
  provinceCode: z.string().regex(/^\d{6}$/),
  bank: z.enum(CLAIM_BANKS),
  /** Digits as typed (spaces and dashes allowed); airline-api checks length and the Luhn digit. */
  cardNo: z.string().min(1).max(30),
});
export type ClaimAccount = z.infer<typeof ClaimAccountSchema>;

/**
 * POST reserve, with an Idempotency-Key header: the add-on order of the picks (spec §7 flightOrder ancillary
 * POST). `amount` is the total before points the browser showed (another one is ADD_ON_PRICE_CHANGED); insurance
 * needs `claimAccount`. The same key and body answer the same order; a zero total is applied at once.
 */
export const AddOnReserveBodySchema = z.object({
  ...OrderScopeFields,
  segmentIndex: OrderAddOnReserveBodySchema.shape.segmentIndex,
  sessionId: OrderAddOnReserveBodySchema.shape.sessionId,
  currency: CurrencySchema.default('CNY'),
  amount: OrderAddOnReserveBodySchema.shape.amount,
  points: OrderAddOnReserveBodySchema.shape.points,
  services: OrderAddOnReserveBodySchema.shape.services,
  claimAccount: ClaimAccountSchema.optional(),
  /** The mailed itinerary's delivery address (spec §3 mailing address; member-book-rules validateAddressEntry). */
  mailingAddress: AddressEntrySchema.optional(),
});
export type AddOnReserveBody = z.input<typeof AddOnReserveBodySchema>;

/** One item of an add-on order, with what it is called and where its service request stands (spec §4). */
export const AddOnOrderDetailItemSchema = AddOnOrderItemSchema.extend({
  /** The meal's or the insurance product's name; null for the others (the page words them). */
  productName: z.string().nullable(),
  serviceStatus: ServiceStatusSchema,
});

/** An add-on order (type 3) as /ancillaryConfirm, the order pages and /member/ancillaryorderdetail show it. */
export const AddOnOrderDetailSchema = AddOnOrderSchema.extend({
  items: z.array(AddOnOrderDetailItemSchema),
  /** The price parts: each kind's sum, before points. */
  priceParts: z.array(z.object({ kind: OrderAddOnKindSchema, amount: z.number().int().nonnegative() })),
  createdAt: z.string().datetime(),
  paidAt: z.string().datetime().nullable(),
  depCityName: z.string(),
  arrCityName: z.string(),
  depTime: z.string().datetime().nullable(),
  depTimeZone: z.string().nullable(),
  /** The claim account of insurance bought with it, the card masked. */
  claimAccount: z
    .object({ provinceCode: z.string(), provinceName: z.string(), bank: z.enum(CLAIM_BANKS), cardNo: z.string() })
    .nullable(),
  /** Where the mailed itinerary goes (names in Chinese, as it is posted); null without one. */
  mailingAddress: AddressEntrySchema.nullable(),
});
export type AddOnOrderDetail = z.infer<typeof AddOnOrderDetailSchema>;

/** POST list: the add-on orders of an order, newest first. */
export const AddOnOrdersBodySchema = z.object(OrderScopeFields);
export const AddOnOrdersDataSchema = z.object({ list: z.array(AddOnOrderDetailSchema) });
export type AddOnOrdersData = z.infer<typeof AddOnOrdersDataSchema>;

/**
 * POST detail: one add-on order by its number. A member's token opens the member's own (theirs, or of their ticket
 * order); a visitor names the ticket order (`orderNo`) and proves it.
 */
export const AddOnOrderDetailBodySchema = z
  .object({
    addOnOrderNo: OrderNoInputSchema,
    orderNo: OrderScopeFields.orderNo.optional(),
    visitor: OrderScopeFields.visitor,
  })
  .refine((v) => !v.visitor || !!v.orderNo, { path: ['orderNo'], message: 'required with a visitor proof' });
export type AddOnOrderDetailBody = z.input<typeof AddOnOrderDetailBodySchema>;
