import type { RouletteDrawData } from '@/lib/contract/coupon-centre';
import { postOperation } from './operation';

/**
 * The coupon centre's claim and the gift centre's open (app/api/member/coupons; decision 66). The pages read their
 * lists on the server; the browser only claims and opens, then asks the page again.
 */
export const claim = postOperation<{ offerId: string }, { couponId: string; validTo: string }>(
  '/api/member/coupons/claim',
);

export const openGift = postOperation<{ packageId: string }, { couponIds: string[] }>('/api/member/coupons/open-gift');

/** One roulette draw (zh-CN /campaignRoulette): the prize is airline-api's. */
export const draw = postOperation<void, RouletteDrawData>('/api/member/coupons/roulette-draw');
