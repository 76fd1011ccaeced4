import { CurrencySchema } from './common';
import { AddOnRefundLineSchema, OrderScopeFields, RefundApplicationSchema } from './refund';
import * as z from './zod';

/**
 * Refunding add-ons alone (decision 23 "/ancillary/refund for add-ons"; spec §2 /ancillary/refund, §7
 * /modAndRef/api/refund/ancillary; decision 26). The traveller keeps the ticket and gives back checked baggage, a
 * meal, priority boarding, insurance, a seat or the mailed itinerary, bought with the booking (the ticket order's
 * items) or later (an add-on order of type 3). airline-api lists the order's add-ons with whether and until when
 * each can be refunded, prices a choice of them (the quote) and records the application, which then lives as a
 * ticket refund does: the same tracker and the same desk (submitted → approved or rejected → paid back).
 *
 * Scope: the member's token for the member's own order, or a visitor's proof of the order in the body, exactly as
 * the ticket refund's calls (refund.ts); another's order is NOT_FOUND.
 */

/** An add-on of an order, named by airline-api (an order_ancillary row). */
export const AddOnIdSchema = z.string().regex(/^\d{1,18}$/);

/** The most add-ons one application may name (six passengers on two segments with every kind, and the mailing). */
export const ADD_ON_REFUND_MAX_ITEMS = 60;

/**
 * Why an add-on cannot be refunded now (null: it can), asked in this order:
 * - REFUNDING / REFUNDED: an application of it is under way (submitted or approved) / paid back;
 * - OTHER_CHANNEL: the order was bought through another channel, which refunds it;
 * - TICKET_NOT_USABLE: the passenger's ticket on that segment is refunded, changed or on its way to it (the add-on
 *   goes with the ticket's own refund);
 * - CHECKED_IN: the passenger is checked in on that segment (cancel the check-in first; insurance excepted);
 * - SEAT_NOT_HELD: a seat the passenger no longer holds (changed for another, or lost);
 * - TOO_LATE: past its window (`refundableUntil`).
 */
export const AddOnRefundBlockSchema = z.enum([
  'REFUNDING',
  'REFUNDED',
  'OTHER_CHANNEL',
  'TICKET_NOT_USABLE',
  'CHECKED_IN',
  'SEAT_NOT_HELD',
  'TOO_LATE',
]);
export type AddOnRefundBlock = z.infer<typeof AddOnRefundBlockSchema>;

/** One add-on of the order as the refund page lists it: its line as it would be refunded now, and whether it can. */
export const AddOnRefundItemSchema = AddOnRefundLineSchema.extend({
  block: AddOnRefundBlockSchema.nullable(),
  /** The instant its window closes (refundable strictly before it): check-in's close, departure, or null. */
  refundableUntil: z.string().datetime().nullable(),
  /** The application it is in (REFUNDING, REFUNDED). */
  refundNo: z.string().nullable(),
});
export type AddOnRefundItem = z.infer<typeof AddOnRefundItemSchema>;

/** POST /modAndRef/api/refund/ancillary/list: the order's add-ons and its applications of add-ons, newest first. */
export const AddOnRefundListBodySchema = z.object(OrderScopeFields);
export type AddOnRefundListBody = z.input<typeof AddOnRefundListBodySchema>;

export const AddOnRefundListDataSchema = z.object({
  /** The currency of every amount (the ticket order's pay currency). */
  currency: CurrencySchema,
  items: z.array(AddOnRefundItemSchema),
  applications: z.array(RefundApplicationSchema),
});
export type AddOnRefundListData = z.infer<typeof AddOnRefundListDataSchema>;

const AddOnIdsSchema = z.array(AddOnIdSchema).min(1).max(ADD_ON_REFUND_MAX_ITEMS);

/** POST /modAndRef/api/refund/ancillary/quote: what these add-ons give back, nothing recorded. */
export const AddOnRefundQuoteBodySchema = z.object({ ...OrderScopeFields, addOnIds: AddOnIdsSchema });
export type AddOnRefundQuoteBody = z.input<typeof AddOnRefundQuoteBodySchema>;

export const AddOnRefundQuoteDataSchema = z.object({
  currency: CurrencySchema,
  lines: z.array(AddOnRefundLineSchema),
  /** Spec §3 refund application: total amount and total returned points. */
  totalAmount: z.number().int().nonnegative(),
  totalPoints: z.number().int().nonnegative(),
  /** The route most of the money goes back by (each order's own payment). */
  channel: z.enum(['GATEWAY', 'OCEAN', 'WALLET']),
});
export type AddOnRefundQuoteData = z.infer<typeof AddOnRefundQuoteDataSchema>;

/**
 * POST /modAndRef/api/refund/ancillary (spec §7), JSON, with an Idempotency-Key header: the application of these
 * add-ons. `quotedAmount` is the total the traveller saw; another one answers REFUND_AMOUNT_CHANGED. The same key
 * and body answer the same application. Answers the application (RefundApplication with `addOns`).
 */
export const AddOnRefundCommitBodySchema = AddOnRefundQuoteBodySchema.extend({
  quotedAmount: z.number().int().nonnegative(),
});
export type AddOnRefundCommitBody = z.input<typeof AddOnRefundCommitBodySchema>;
