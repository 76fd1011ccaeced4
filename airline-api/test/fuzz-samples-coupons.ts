import { CouponPath, PresaleInstallmentPath, ProductExchangePath, SpecialProductPath } from '@/lib/contract';
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

const UNIT = '00000000-0000-4000-8000-000000000000';

/** Valid requests of the special products' routes (decision 67); a purchase without its key is refused alike. */
export function productSamples(): Record<string, Seed> {
  return {
    [`POST ${SpecialProductPath.catalogue}`]: { body: { category: 'package', type: 'times' } },
    [`POST ${SpecialProductPath.detail}`]: { body: { productId: 'PKG-TIMES-6' } },
    [`POST ${SpecialProductPath.purchase}`]: { body: { productId: 'PKG-TIMES-6', beneficiaryIds: ['x'] } },
    [`POST ${SpecialProductPath.order}`]: { body: { orderNo: 'YQ2026120100000000' } },
    [`POST ${ProductExchangePath.flights}`]: {
      body: { unitId: UNIT, depAirport: 'CAN', arrAirport: 'PEK', date: '2026-12-10' },
    },
    [`POST ${ProductExchangePath.exchange}`]: { body: { unitId: UNIT, flightId: 'YQ1301-2026-12-10' } },
    [`POST ${PresaleInstallmentPath.link}`]: { body: { orderNo: 'YQ2026120100000000' } },
    [`POST ${PresaleInstallmentPath.view}`]: { body: { orderNo: 'YQ2026120100000000', code: 'A'.repeat(43) } },
    [`POST ${PresaleInstallmentPath.pay}`]: {
      body: {
        orderNo: 'YQ2026120100000000',
        code: 'A'.repeat(43),
        webCallbackUrl: 'http://127.0.0.1:3000/zh-CN/result',
      },
    },
  };
}
