import { CurrencySchema, IsoDateSchema, SegmentLegFields } from './common';
import { PassengerFields } from './order';
import { OrderScopeFields } from './refund';
import * as z from './zod';

/**
 * Adding a child or an infant to a ticketed order (decision 25; spec §2 /addpeople/airandpeople/{type}/{orderNo},
 * /ancillary/child/{orderNo}, /ancillary/baby/{orderNo}; §4 order type 5; §5 passenger limits; §8 'cannot add
 * child/infant: limit reached', 'child or infant tickets remaining insufficient'; §9 one adult brings at most
 * 2 children, or 1 child and 1 infant; guardian 18 or over; decision 25).
 *
 * The traveller names an adult already on the order (the guardian) and the new passenger; airline-api prices the
 * new passenger on every segment the adult still flies (the fares search shows for a child or an infant now) and
 * makes an order of type 5 linked to the original. The new passenger joins the original order at once with
 * tickets waiting for payment; paid through the gateway, they are issued 902 tickets there, so check-in, the
 * boarding pass, refunds and date changes treat them like any passenger of the order. An unpaid addition that
 * expires or is cancelled takes the passenger away again. Scope as refunds: the member's token, or a visitor's
 * proof (passenger name and contact phone).
 */

/** The passenger added: a child (2 to under 12) or an infant (over 14 days to under 2). */
export const AddPeopleTypeSchema = z.enum(['CHD', 'INF']);
export type AddPeopleType = z.infer<typeof AddPeopleTypeSchema>;

/** Why an adult of the order cannot bring a child or an infant now (spec §5, §8). */
export const AddPeopleBlockSchema = z.enum([
  /** Under 18 on the first flight: 'a passenger under 18 cannot add a child or infant'. */
  'underage',
  /** No ticket that is issued and usable on a segment still to fly (refunded, changed, flown …). */
  'notUsable',
  /** Checked in on a segment: cancel the check-in first. */
  'checkedIn',
  /** Already brings 2 children, or a child and an infant (an infant: already brings one, or 2 children). */
  'companionLimit',
  /** The order holds the most passengers one booking may (9). */
  'passengerLimit',
  /** Sales of the first segment still to fly have closed (1 hour before departure). */
  'tooLate',
]);
export type AddPeopleBlock = z.infer<typeof AddPeopleBlockSchema>;

/** POST /modAndRef/api/add-people/check: the order's adults, and what a child or infant costs on each segment. */
export const AddPeopleCheckBodySchema = z.object({ ...OrderScopeFields, type: AddPeopleTypeSchema });
export type AddPeopleCheckBody = z.input<typeof AddPeopleCheckBodySchema>;

/** One segment's price for the new passenger, in the order's currency (minor units). */
export const AddPeopleSegmentSchema = z.object({
  ...SegmentLegFields,
  /** The first flight's local date, the date the new passenger's age is measured on. */
  flightDate: IsoDateSchema,
  international: z.boolean(),
  fare: z.number().int().nonnegative(),
  /** Airport construction fee, fuel surcharge and other taxes of this passenger type. */
  taxes: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type AddPeopleSegment = z.infer<typeof AddPeopleSegmentSchema>;

export const AddPeopleAdultSchema = z.object({
  passengerId: z.string(),
  name: z.string(),
  /** The segments this adult still flies: the new passenger is added on all of them. */
  segmentIndexes: z.array(z.number().int()),
  /** null: this adult may bring one more passenger of the asked type. */
  block: AddPeopleBlockSchema.nullable(),
});
export type AddPeopleAdult = z.infer<typeof AddPeopleAdultSchema>;

export const AddPeopleCheckDataSchema = z.object({
  type: AddPeopleTypeSchema,
  currency: CurrencySchema,
  adults: z.array(AddPeopleAdultSchema),
  /** The order's segments still to fly, priced for the asked type (only those priced can be sold). */
  segments: z.array(AddPeopleSegmentSchema),
});
export type AddPeopleCheckData = z.infer<typeof AddPeopleCheckDataSchema>;

/** The new passenger: the booking's own fields and rules (lib/domain/passenger-rules). */
export const AddPeoplePassengerSchema = z.object(PassengerFields);
export type AddPeoplePassenger = z.input<typeof AddPeoplePassengerSchema>;

/**
 * POST /modAndRef/api/add-people/order/ (Idempotency-Key header): the adult, the new passenger and the total the
 * traveller saw (ADD_PEOPLE_PRICE_CHANGED otherwise). A field that breaks a rule answers ADD_PEOPLE_INVALID with
 * `fieldErrors` (field → rule key of lib/domain/passenger-rules).
 */
export const AddPeopleCommitBodySchema = z.object({
  ...OrderScopeFields,
  type: AddPeopleTypeSchema,
  guardianId: z.string().min(1).max(64),
  passenger: AddPeoplePassengerSchema,
  quotedTotal: z.number().int().nonnegative(),
});
export type AddPeopleCommitBody = z.input<typeof AddPeopleCommitBodySchema>;

/** Spec §4 statuses an addition goes through (the order's status, read for this kind of order). */
export const AddPeopleStatusSchema = z.enum(['PENDING_PAYMENT', 'PAID', 'TICKETED', 'CANCELLED', 'FAILED']);
export type AddPeopleStatus = z.infer<typeof AddPeopleStatusSchema>;

/** An addition (order type 5) as its original order shows it. */
export const AddPeopleOrderSchema = z.object({
  orderNo: z.string(),
  parentOrderNo: z.string(),
  status: AddPeopleStatusSchema,
  type: AddPeopleTypeSchema,
  passengerId: z.string(),
  name: z.string(),
  guardianId: z.string(),
  guardianName: z.string(),
  currency: CurrencySchema,
  lines: z.array(
    z.object({
      segmentIndex: z.number().int(),
      flightNo: z.string(),
      fare: z.number().int().nonnegative(),
      taxes: z.number().int().nonnegative(),
      total: z.number().int().nonnegative(),
      /** The 902 ticket once issued. */
      ticketNo: z.string().nullable(),
    }),
  ),
  total: z.number().int().nonnegative(),
  /** Set while the addition waits for payment. */
  paymentDeadline: z.string().datetime().nullable(),
  createdAt: z.string().datetime(),
});
export type AddPeopleOrder = z.infer<typeof AddPeopleOrderSchema>;
export const AddPeopleCommitDataSchema = z.object({ order: AddPeopleOrderSchema });

/** POST /modAndRef/api/add-people/list: the additions of one original order, newest first. */
export const AddPeopleListBodySchema = z.object(OrderScopeFields);
export const AddPeopleListDataSchema = z.object({ list: z.array(AddPeopleOrderSchema) });
