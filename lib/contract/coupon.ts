import * as z from './zod';
import { CurrencySchema } from './common';
import { FaresAndTravellersFields } from './passenger-type';

/** Member coupons and points for an order being booked (spec §3 Coupon, §5 Coupons, §9 points). */

export const CouponKindSchema = z.enum(['DISCOUNT', 'DEDUCTION', 'EVERY_MINUS', 'FULL_REDUCTION']);

/** POST /shop/api/reserve/b2c/deductions (member token): what the member may deduct on these fares. */
export const DeductionsBodySchema = z.object({
  ...FaresAndTravellersFields,
});

export const UsableCouponSchema = z.object({
  couponId: z.string(),
  name: z.string(),
  kind: CouponKindSchema,
  /** DISCOUNT: percent; others: minor units of `currency`. */
  value: z.number().int().nonnegative(),
  threshold: z.number().int().nonnegative(),
  stackable: z.boolean(),
  validFrom: z.string().datetime(),
  validTo: z.string().datetime(),
  usable: z.boolean(),
  /** Why not usable: a CouponBlock of lib/domain/coupon-eligibility.ts (a key of BookingRules). */
  reason: z.string().nullable(),
  /** What it alone would take off these fares. */
  deduction: z.number().int().nonnegative(),
});
export type UsableCoupon = z.infer<typeof UsableCouponSchema>;

export const DeductionsDataSchema = z.object({
  currency: CurrencySchema,
  points: z.object({
    balance: z.number().int().nonnegative(),
    maxUsable: z.number().int().nonnegative(),
    pointsPerUnit: z.literal(100),
  }),
  coupons: z.array(UsableCouponSchema),
});
export type DeductionsData = z.infer<typeof DeductionsDataSchema>;
