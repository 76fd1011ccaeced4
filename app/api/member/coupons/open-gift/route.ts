import * as coupons from '@/lib/bff-client/coupons';
import { bffRoute } from '@/lib/bff-server/route';
import { OpenGiftBodySchema } from '@/lib/contract';
import { openGiftPackage } from '@/lib/upstream/coupons';

export const dynamic = 'force-dynamic';

/** POST /api/member/coupons/open-gift {packageId}: the member's own package; another's is NOT_FOUND (decision 66). */
export const POST = bffRoute(coupons.openGift, { member: true, body: OpenGiftBodySchema }, async (context) =>
  context.reply(await openGiftPackage(await context.upstream(), context.body)),
);
