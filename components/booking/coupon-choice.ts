import { validateCouponSelection, type CouponTerms } from '@/lib/domain/coupon-rules';

type Coupon = CouponTerms & { couponId: string };

/**
 * Adding a coupon to the chosen ones (spec §5 Coupons): one per kind, and a coupon that is not stackable
 * stands alone. Answers the coupons that would have to go for it; the page asks before removing them.
 */
export function couponConflicts<C extends Coupon>(chosen: C[], adding: C): C[] {
  if (validateCouponSelection([...chosen, adding]) === null) return [];
  if (!adding.stackable) return chosen;
  return chosen.filter((c) => c.kind === adding.kind || !c.stackable);
}

/** The chosen ids once `adding` is in and its conflicts are out. */
export function withCoupon(chosen: Coupon[], adding: Coupon): string[] {
  const out = new Set(couponConflicts(chosen, adding).map((c) => c.couponId));
  return [...chosen.filter((c) => !out.has(c.couponId)).map((c) => c.couponId), adding.couponId];
}
