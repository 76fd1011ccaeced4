import 'server-only';
import {
  BlindBoxDataSchema,
  ClaimDataSchema,
  CouponCentreDataSchema,
  CouponPath,
  GiftPackagesDataSchema,
  MyCouponsDataSchema,
  OpenGiftDataSchema,
  type MyCouponsBody,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/**
 * The member's coupons, the coupon centre and the gift centre (spec §2, §4, §7; decision 66). The token in the
 * context names the member; no call can name another.
 */
export function myCoupons(context: UpstreamContext, body: MyCouponsBody) {
  return callUpstream({ method: 'POST', path: CouponPath.myCoupons, body, data: MyCouponsDataSchema, context });
}

export function couponCentre(context: UpstreamContext) {
  return callUpstream({ method: 'POST', path: CouponPath.centre, body: {}, data: CouponCentreDataSchema, context });
}

export function claimCoupon(context: UpstreamContext, body: { offerId: string }) {
  return callUpstream({ method: 'POST', path: CouponPath.claim, body, data: ClaimDataSchema, context });
}

export function giftPackages(context: UpstreamContext) {
  return callUpstream({ method: 'POST', path: CouponPath.gifts, body: {}, data: GiftPackagesDataSchema, context });
}

export function openGiftPackage(context: UpstreamContext, body: { packageId: string }) {
  return callUpstream({ method: 'POST', path: CouponPath.openGift, body, data: OpenGiftDataSchema, context });
}

/** Spec §7 blindBoxCheckUseList: data.data is a JSON string of the blind-box record. */
export function blindBoxCheckUseList(context: UpstreamContext) {
  return callUpstream({ method: 'GET', path: CouponPath.blindBox, data: BlindBoxDataSchema, context });
}
