import * as coupons from '@/lib/bff-client/coupons';
import { bffRoute } from '@/lib/bff-server/route';
import { rouletteDraw } from '@/lib/upstream/coupons';

export const dynamic = 'force-dynamic';

/** POST /api/member/coupons/roulette-draw: one draw for the session's member, decided by airline-api (decision 66). */
export const POST = bffRoute(coupons.draw, { member: true }, async (context) =>
  context.reply(await rouletteDraw(await context.upstream())),
);
