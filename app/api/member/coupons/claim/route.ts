import * as coupons from '@/lib/bff-client/coupons';
import { bffRoute } from '@/lib/bff-server/route';
import { ClaimBodySchema } from '@/lib/contract';
import { claimCoupon } from '@/lib/upstream/coupons';

export const dynamic = 'force-dynamic';

/** POST /api/member/coupons/claim {offerId}: one coupon of the centre for the session's member (decision 66). */
export const POST = bffRoute(coupons.claim, { member: true, body: ClaimBodySchema }, async (context) =>
  context.reply(await claimCoupon(await context.upstream(), context.body)),
);
