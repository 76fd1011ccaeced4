import {
  REFUND_ATTACHMENTS_MAX,
  REFUND_ATTACHMENT_MAX_BYTES,
  REFUND_ATTACHMENT_TYPES,
  REFUND_NOTE_MAX,
} from '@/lib/domain/refund-limits';
import { CurrencySchema, OrderNoInputSchema } from './common';
import { BookingAddOnKindSchema, PassengerTypeSchema } from './order';
import * as z from './zod';

/**
 * Refunds (decision 23; spec §2 /refunds/selair/{orderNo}, /ancillary/refund; §3 refund application; §4 the
 * involuntary-to-voluntary rule; §5 refund rules; §7 /modAndRef/api/refund/, refund/commitV2; §8; §9 fees and
 * refund times; decision 23). airline-api prices a refund (the quote) and records it (the application); the web
 * shows the quote before the traveller submits and the tracker after.
 *
 * Scope: the member's token for the member's own order, or (without a token) a visitor's proof of the order:
 * the passenger's name and the contact phone, as the visitor order lookup takes them. Another's order is
 * NOT_FOUND.
 */

export { REFUND_ATTACHMENTS_MAX, REFUND_ATTACHMENT_MAX_BYTES, REFUND_ATTACHMENT_TYPES, REFUND_NOTE_MAX };
/** The multipart field the attachments travel in, one file each. */
export const REFUND_ATTACHMENTS_FIELD = 'attachments';
/** The multipart field holding the JSON of RefundCommitFieldsSchema. */
export const REFUND_PAYLOAD_FIELD = 'payload';
/** The most bytes a commit body may have: four attachments of 2 MB and room for the fields and part headers. */
export const REFUND_BODY_MAX_BYTES = REFUND_ATTACHMENTS_MAX * REFUND_ATTACHMENT_MAX_BYTES + 65_536;

export const RefundTypeSchema = z.enum(['VOLUNTARY', 'INVOLUNTARY']);
export type RefundType = z.infer<typeof RefundTypeSchema>;

/**
 * Why the traveller asks (spec §5 'reason required; note required for other'). The voluntary reasons are
 * PLAN_CHANGED, DUPLICATE_BOOKING, OTHER; the involuntary ones FLIGHT_DELAYED, FLIGHT_CANCELLED, ILLNESS, OTHER.
 */
export const RefundReasonSchema = z.enum([
  'PLAN_CHANGED',
  'DUPLICATE_BOOKING',
  'FLIGHT_DELAYED',
  'FLIGHT_CANCELLED',
  'ILLNESS',
  'OTHER',
]);
export type RefundReason = z.infer<typeof RefundReasonSchema>;

/** A visitor's proof of an order: the passenger's name and the contact phone (spec §2 visitor order lookup). */
export const OrderVisitorProofSchema = z.object({
  passengerName: z.string().trim().min(1).max(81),
  mobile: z.string().trim().min(5).max(15),
});
export type OrderVisitorProof = z.infer<typeof OrderVisitorProofSchema>;

/** One order, and (without a member token) the visitor's proof of it. */
export const OrderScopeFields = {
  orderNo: OrderNoInputSchema,
  visitor: OrderVisitorProofSchema.optional(),
};

/** One passenger on one segment: the unit a refund (and a change) is asked for. */
export const RefundItemSchema = z.object({
  passengerId: z.string().min(1).max(64),
  segmentIndex: z.number().int().min(0).max(3),
});
export type RefundItem = z.infer<typeof RefundItemSchema>;

/** POST /modAndRef/api/refund/ (the quote): what these items would give back, before anything is submitted. */
export const RefundQuoteBodySchema = z.object({
  ...OrderScopeFields,
  items: z.array(RefundItemSchema).min(1).max(36),
  refundType: RefundTypeSchema,
});
export type RefundQuoteBody = z.input<typeof RefundQuoteBodySchema>;

/** One item's money (minor units of the quote's currency). */
export const RefundLineSchema = z.object({
  passengerId: z.string(),
  segmentIndex: z.number().int(),
  passengerType: PassengerTypeSchema,
  name: z.string(),
  /** The ticket fare paid, and the fee kept from it (rounded up to the whole unit). */
  fare: z.number().int().nonnegative(),
  fee: z.number().int().nonnegative(),
  /** The fee's rate in percent of the fare; null when no fee applies or only taxes come back. */
  feeRate: z.number().int().min(0).max(100).nullable(),
  /** Past the last band (under 4 hours for a child): only the airport construction fee and fuel surcharge come back. */
  onlyTaxes: z.boolean(),
  /** Airport construction fee, fuel surcharge and other taxes given back. */
  taxes: z.number().int().nonnegative(),
  /** The item's add-ons given back (seats, baggage, meals …; not insurance once the flight has left). */
  ancillaries: z.number().int().nonnegative(),
  /** fare − fee + taxes + ancillaries (or taxes alone when onlyTaxes). */
  total: z.number().int().nonnegative(),
  /** Points paid for this item and given back. */
  points: z.number().int().nonnegative(),
});
export type RefundLine = z.infer<typeof RefundLineSchema>;

export const RefundQuoteDataSchema = z.object({
  currency: CurrencySchema,
  /** The type asked for. */
  requestedType: RefundTypeSchema,
  /** The type that applies: an involuntary request whose flight was neither delayed nor cancelled is voluntary. */
  refundType: RefundTypeSchema,
  /** requestedType INVOLUNTARY but refundType VOLUNTARY: the traveller must confirm the fee before submitting. */
  converted: z.boolean(),
  lines: z.array(RefundLineSchema),
  /** Spec §3 refund application: total amount and total returned points. */
  totalAmount: z.number().int().nonnegative(),
  totalPoints: z.number().int().nonnegative(),
  /** The route the money goes back by (the order's payment). */
  channel: z.enum(['GATEWAY', 'OCEAN', 'WALLET']),
});
export type RefundQuoteData = z.infer<typeof RefundQuoteDataSchema>;

/**
 * POST /modAndRef/api/refund/commitV2: multipart/form-data with this JSON in the field `payload` and 0 to 4
 * files in `attachments`. `quotedAmount` is the total the traveller saw: a different one answers
 * REFUND_AMOUNT_CHANGED. A converted request needs `confirmVoluntary: true`. The request carries an
 * Idempotency-Key header: the same key and body answer the same application.
 */
export const RefundCommitFieldsSchema = z.object({
  ...OrderScopeFields,
  items: z.array(RefundItemSchema).min(1).max(36),
  refundType: RefundTypeSchema,
  reason: z.string().max(40),
  note: z.string().max(REFUND_NOTE_MAX).default(''),
  confirmVoluntary: z.boolean().default(false),
  quotedAmount: z.number().int().nonnegative(),
});
export type RefundCommitFields = z.input<typeof RefundCommitFieldsSchema>;

/**
 * One add-on refunded alone (spec §2 /ancillary/refund, §7 /modAndRef/api/refund/ancillary; decision 26), as the
 * quote prices it and the application keeps it. `amount` (minor units of the quote's currency, the ticket order's
 * pay currency) is the money back, all of it: add-ons carry no fee; `points` the points that paid for it, given
 * back as points. `paidByOrderNo` is the order whose payment it goes back by: the ticket order for an add-on
 * bought with the booking, the add-on order (type 3) for one bought later.
 */
export const AddOnRefundLineSchema = z.object({
  addOnId: z.string(),
  paidByOrderNo: z.string(),
  kind: BookingAddOnKindSchema,
  productCode: z.string(),
  /** The product's name in the language of the answer that priced it ('Checked baggage 10 kg'). */
  name: z.string(),
  /** The passenger and segment it is for; null for the order's mailed itinerary. */
  passengerId: z.string().nullable(),
  passengerName: z.string().nullable(),
  segmentIndex: z.number().int().nullable(),
  /** A seat's number (the seat given back to the chart). */
  seatNo: z.string().nullable(),
  amount: z.number().int().nonnegative(),
  points: z.number().int().nonnegative(),
});
export type AddOnRefundLine = z.infer<typeof AddOnRefundLineSchema>;

/** Spec §3/§9: submitted → approved (or rejected) → paid back by the original route. */
export const RefundStatusSchema = z.enum(['SUBMITTED', 'APPROVED', 'REJECTED', 'PAID_BACK']);
export type RefundStatus = z.infer<typeof RefundStatusSchema>;

/** A refund application as the order shows it: its tracker. */
export const RefundApplicationSchema = z.object({
  refundNo: z.string(),
  orderNo: z.string(),
  status: RefundStatusSchema,
  refundType: RefundTypeSchema,
  reason: RefundReasonSchema,
  note: z.string(),
  items: z.array(RefundItemSchema),
  lines: z.array(RefundLineSchema),
  currency: CurrencySchema,
  amount: z.number().int().nonnegative(),
  points: z.number().int().nonnegative(),
  channel: z.enum(['GATEWAY', 'OCEAN', 'WALLET']),
  submittedAt: z.string().datetime(),
  approvedAt: z.string().datetime().nullable(),
  rejectedReason: z.string().nullable(),
  paidAt: z.string().datetime().nullable(),
  /**
   * Once approved: the money is due between these two dates (yyyy-MM-dd, the airline's zone): 7 to 15 working
   * days after approval, or 3 to 7 days after review when a printed itinerary was mailed (spec §9).
   */
  dueFrom: z.string().nullable(),
  dueBy: z.string().nullable(),
  attachments: z.array(z.object({ name: z.string(), size: z.number().int(), contentType: z.string() })),
  /**
   * An application of add-ons alone (decision 26): their lines; then `items` and `lines` are empty, the type is
   * VOLUNTARY and the reason OTHER. Absent on an application of tickets.
   */
  addOns: z.array(AddOnRefundLineSchema).optional(),
});
export type RefundApplication = z.infer<typeof RefundApplicationSchema>;

/** POST /modAndRef/api/refund/list: the order's refund applications, newest first. */
export const RefundListBodySchema = z.object(OrderScopeFields);
export const RefundListDataSchema = z.object({ list: z.array(RefundApplicationSchema) });

/** POST /sandbox/refunds/decide (loopback only): the airline's refund desk approves, rejects or pays back. */
export const SandboxRefundDecideBodySchema = z.object({
  refundNo: z.string().min(1).max(40),
  decision: z.enum(['approve', 'reject', 'pay']),
  reason: z.string().max(200).optional(),
});

/**
 * GET /modAndRef/api/refund/attachment?refundNo=&seq= (the member's own applications only: a visitor's proof
 * never travels in a URL): one attachment's bytes.
 */
export const RefundAttachmentQuerySchema = z.object({
  refundNo: z.string().min(1).max(40),
  seq: z.coerce.number().int().min(1).max(REFUND_ATTACHMENTS_MAX),
});
export const RefundAttachmentDataSchema = z.object({
  name: z.string(),
  contentType: z.enum(REFUND_ATTACHMENT_TYPES),
  dataBase64: z.string(),
});
