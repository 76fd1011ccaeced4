'use client';

import * as coupons from '@/lib/bff-client/coupons';
import { CouponActionButton, type CouponActionLabels } from './coupon-action-button';

/** Claims one offer of the coupon centre for the session's member. */
export function ClaimButton({ offerId, labels }: { offerId: string; labels: CouponActionLabels }) {
  return <CouponActionButton labels={labels} testId="claim-coupon" action={() => coupons.claim.call({ offerId })} />;
}

/** Opens one of the member's gift packages. */
export function OpenGiftButton({ packageId, labels }: { packageId: string; labels: CouponActionLabels }) {
  return <CouponActionButton labels={labels} testId="open-gift" action={() => coupons.openGift.call({ packageId })} />;
}
