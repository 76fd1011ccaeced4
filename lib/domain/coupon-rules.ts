/**
 * Coupon rules (spec §3 Coupon, §5): only one coupon of the same kind; a coupon that is not stackable
 * cannot be combined with any other; each kind's deduction from a fare. Amounts in minor units.
 */
export type CouponKind = 'DISCOUNT' | 'DEDUCTION' | 'EVERY_MINUS' | 'FULL_REDUCTION';

export type CouponTerms = {
  kind: CouponKind;
  /** DISCOUNT: percent off (e.g. 10); the others: minor units off. */
  value: number;
  /** FULL_REDUCTION: spend at least this; EVERY_MINUS: per this much spent. */
  threshold: number;
  stackable: boolean;
};

export type CouponSelectionIssue = 'couponSameKind' | 'couponNotCombinable';

export function validateCouponSelection(coupons: CouponTerms[]): CouponSelectionIssue | null {
  const kinds = new Set(coupons.map((c) => c.kind));
  if (kinds.size !== coupons.length) return 'couponSameKind';
  if (coupons.length > 1 && coupons.some((c) => !c.stackable)) return 'couponNotCombinable';
  return null;
}

/** What one coupon takes off a fare of `base` (never more than the base). */
export function couponDeduction(c: CouponTerms, base: number): number {
  let off = 0;
  if (c.kind === 'DISCOUNT') off = Math.floor((base * c.value) / 100);
  else if (c.kind === 'DEDUCTION') off = c.value;
  else if (c.kind === 'FULL_REDUCTION') off = base >= c.threshold ? c.value : 0;
  else off = c.threshold > 0 ? Math.floor(base / c.threshold) * c.value : 0;
  return Math.max(0, Math.min(off, base));
}

/** Coupons apply one after the other to what is left of the fare. */
export function totalCouponDeduction(coupons: CouponTerms[], base: number): number {
  let left = base;
  for (const c of coupons) left -= couponDeduction(c, left);
  return base - left;
}
