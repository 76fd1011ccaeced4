import * as z from './zod';
import { ProductUnitSchema } from './special-products';

/**
 * A season ticket's (or open ticket's) voluntary refund (spec §2 /seasonTicket/package/refund; §9 "Refund arrives …
 * 15 working days for season tickets", "does not restore used exchange counts"; decision 67): each usable card
 * gives back its price for the flights it has left, to the member's original payment. Amounts are fen (CNY).
 */
export const SpecialProductRefundPath = {
  /** POST (member token): what each card of one of the member's product orders would give back now. */
  quote: '/order/api/order/special-product/refund-quote',
  /** POST (member token, idempotency key): refund the chosen cards at the quoted total. */
  refund: '/order/api/order/special-product/refund',
} as const;

/** Spec §9: a season ticket's refund arrives within 15 working days. */
export const PRODUCT_REFUND_WORKING_DAYS = 15;

const OrderNoSchema = z.string().regex(/^[A-Za-z0-9]{1,32}$/);
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ProductRefundQuoteBodySchema = z.object({ orderNo: OrderNoSchema });
export type ProductRefundQuoteBody = z.infer<typeof ProductRefundQuoteBodySchema>;

/** One card and what it would give back now: nothing once used up, refunded or past its confirm deadline. */
export const RefundUnitQuoteSchema = z.object({
  unitId: z.string(),
  beneficiaryName: z.string(),
  times: z.number().int().positive(),
  used: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  /** Spec §4 product status: 2 usable, 3 used, 4 refunded … */
  status: z.number().int().min(1).max(5),
  refundFen: z.number().int().nonnegative(),
  refundable: z.boolean(),
});
export type RefundUnitQuote = z.infer<typeof RefundUnitQuoteSchema>;

/** A refund already made on the order: its number, what it gave back and when the money is due. */
export const ProductRefundRecordSchema = z.object({
  refundNo: z.string(),
  refundFen: z.number().int().nonnegative(),
  refundedAt: z.string().datetime(),
  expectedBy: IsoDate,
});
export type ProductRefundRecord = z.infer<typeof ProductRefundRecordSchema>;

export const ProductRefundQuoteDataSchema = z.object({
  orderNo: z.string(),
  orderType: z.number().int(),
  productName: z.string(),
  /** Per card, fen. */
  priceFen: z.number().int().nonnegative(),
  units: z.array(RefundUnitQuoteSchema),
  /** A refund made now arrives by this date (15 working days, the airline's zone). */
  expectedBy: IsoDate,
  /** The order's product refunds so far, newest first. */
  refunds: z.array(ProductRefundRecordSchema),
});
export type ProductRefundQuoteData = z.infer<typeof ProductRefundQuoteDataSchema>;

export const ProductRefundBodySchema = z.object({
  orderNo: OrderNoSchema,
  unitIds: z.array(z.string().min(1).max(64)).min(1).max(9),
  /** The total the member saw: another one now is REFUND_AMOUNT_CHANGED. */
  quotedTotalFen: z.number().int().nonnegative(),
});
export type ProductRefundBody = z.infer<typeof ProductRefundBodySchema>;

export const ProductRefundDataSchema = z.object({
  orderNo: z.string(),
  refundNo: z.string(),
  refundFen: z.number().int().nonnegative(),
  expectedBy: IsoDate,
  /** The order's cards as they stand after the refund. */
  units: z.array(ProductUnitSchema),
});
export type ProductRefundData = z.infer<typeof ProductRefundDataSchema>;
