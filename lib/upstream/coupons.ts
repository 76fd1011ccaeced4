import 'server-only';
import {
  BlindBoxDataSchema,
  BlindBoxRecordSchema,
  ClaimDataSchema,
  CouponCentreDataSchema,
  CouponPath,
  GiftPackagesDataSchema,
  MyCouponsDataSchema,
  OpenGiftDataSchema,
  RouletteDataSchema,
  RouletteDrawDataSchema,
  type BlindBoxRecord,
  type MyCouponsBody,
} from '@/lib/contract';
import { logger } from '@/lib/logger';
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

/**
 * Spec §7 blindBoxCheckUseList: data.data is a JSON string of the blind-box record. A failure (refused, unparseable
 * string, a record of another shape) is only logged, as §7 says: the page goes on without the blind box.
 */
export async function blindBoxRecord(context: UpstreamContext): Promise<BlindBoxRecord | null> {
  const result = await callUpstream({ method: 'GET', path: CouponPath.blindBox, data: BlindBoxDataSchema, context });
  if (!result.ok) {
    logger.warn({ code: result.code }, 'blindBoxCheckUseList failed');
    return null;
  }
  try {
    const record = BlindBoxRecordSchema.safeParse(JSON.parse(result.data.data));
    if (record.success) return record.data;
    logger.warn('blindBoxCheckUseList record has another shape');
  } catch {
    logger.warn('blindBoxCheckUseList data is not JSON');
  }
  return null;
}

/** The roulette's prizes and the member's draws of today (zh-CN /campaignRoulette). */
export function rouletteState(context: UpstreamContext) {
  return callUpstream({ method: 'POST', path: CouponPath.roulette, body: {}, data: RouletteDataSchema, context });
}

export function rouletteDraw(context: UpstreamContext) {
  return callUpstream({
    method: 'POST',
    path: CouponPath.rouletteDraw,
    body: {},
    data: RouletteDrawDataSchema,
    context,
  });
}
