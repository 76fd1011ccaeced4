import {
  BAGGAGE_CUTOFF_MS,
  baggageOnSale,
  beforeDeadline,
  maxUsablePoints,
  onlineBaggagePrice,
  pointsValue,
  validatePoints,
} from './fee-rules';
import { couponDeduction, totalCouponDeduction, validateCouponSelection, type CouponTerms } from './coupon-rules';

describe('baggage', () => {
  it('online is 60% below the airport price', () => {
    expect(onlineBaggagePrice(20_000)).toBe(8_000);
  });
  it('sold until 2 hours before departure: 2 h + 1 ms sells, exactly 2 h does not', () => {
    const dep = 10 * BAGGAGE_CUTOFF_MS;
    expect(baggageOnSale(dep, dep - BAGGAGE_CUTOFF_MS - 1)).toBe(true);
    expect(baggageOnSale(dep, dep - BAGGAGE_CUTOFF_MS)).toBe(false);
    expect(baggageOnSale(dep, dep - BAGGAGE_CUTOFF_MS + 60_000)).toBe(false);
  });
});

describe('payment deadline', () => {
  it('the deadline itself is too late', () => {
    expect(beforeDeadline(1_000, 999)).toBe(true);
    expect(beforeDeadline(1_000, 1_000)).toBe(false);
  });
});

describe('points', () => {
  it('100 points are one unit', () => {
    expect(pointsValue(100)).toBe(100);
    expect(pointsValue(12_800)).toBe(12_800);
  });
  it('whole units, within balance and fare', () => {
    expect(validatePoints(150, 1_000, 10_000)).toBe('pointsInvalid');
    expect(validatePoints(-100, 1_000, 10_000)).toBe('pointsInvalid');
    expect(validatePoints(1_000, 1_000, 10_000)).toBeNull();
    expect(validatePoints(1_100, 1_000, 10_000)).toBe('pointsInsufficient');
    expect(validatePoints(1_000, 5_000, 1_000)).toBeNull();
    expect(validatePoints(1_100, 5_000, 1_000)).toBe('pointsExceedLimit');
    expect(maxUsablePoints(12_850, 9_950)).toBe(9_900);
  });
});

describe('coupons', () => {
  const off = (over: Partial<CouponTerms>): CouponTerms => ({
    kind: 'DEDUCTION',
    value: 2_000,
    threshold: 0,
    stackable: true,
    ...over,
  });
  it('one of the same kind', () => {
    expect(validateCouponSelection([off({}), off({})])).toBe('couponSameKind');
    expect(validateCouponSelection([off({}), off({ kind: 'DISCOUNT', value: 10 })])).toBeNull();
  });
  it('a coupon that is not stackable stands alone', () => {
    expect(validateCouponSelection([off({ stackable: false })])).toBeNull();
    expect(validateCouponSelection([off({ stackable: false }), off({ kind: 'DISCOUNT', value: 10 })])).toBe(
      'couponNotCombinable',
    );
  });
  it('deducts per kind', () => {
    expect(couponDeduction(off({ kind: 'DISCOUNT', value: 10 }), 50_000)).toBe(5_000);
    expect(couponDeduction(off({ kind: 'FULL_REDUCTION', value: 5_000, threshold: 50_000 }), 50_000)).toBe(5_000);
    expect(couponDeduction(off({ kind: 'FULL_REDUCTION', value: 5_000, threshold: 50_000 }), 49_999)).toBe(0);
    expect(couponDeduction(off({ kind: 'EVERY_MINUS', value: 1_000, threshold: 20_000 }), 45_000)).toBe(2_000);
    expect(couponDeduction(off({ value: 90_000 }), 50_000)).toBe(50_000);
    expect(totalCouponDeduction([off({}), off({ kind: 'DISCOUNT', value: 10 })], 50_000)).toBe(6_800);
  });
});
