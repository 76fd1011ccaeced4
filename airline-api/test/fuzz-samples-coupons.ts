import { CouponPath } from '@/lib/contract';
import type { Seed } from './fuzz-requests';

/** Valid requests of the coupon, coupon centre, gift centre and roulette routes (decision 66). */
export function couponSamples(): Record<string, Seed> {
  return {
    [`POST ${CouponPath.myCoupons}`]: { body: { tab: 'USED' } },
    [`POST ${CouponPath.centre}`]: { body: {} },
    [`POST ${CouponPath.claim}`]: { body: { offerId: 'OF-WEB-30' } },
    [`POST ${CouponPath.gifts}`]: { body: {} },
    [`POST ${CouponPath.openGift}`]: { body: { packageId: 'GP-DEMO-NEW' } },
    [`GET ${CouponPath.blindBox}`]: {},
    [`POST ${CouponPath.roulette}`]: { body: {} },
    [`POST ${CouponPath.rouletteDraw}`]: { body: {} },
  };
}
