import * as memberValue from '@/lib/bff-client/member-value';
import { bffRoute } from '@/lib/bff-server/route';
import { signIn } from '@/lib/upstream/member-value';

export const dynamic = 'force-dynamic';

/**
 * POST /api/member/sign-in (decision 65; spec §1 daily sign-in, §6 certified members only): today's sign-in of the
 * session's member. airline-api keeps the day (Beijing time) and refuses a second one, an uncertified or an expired
 * certification with their own messages.
 */
export const POST = bffRoute(
  memberValue.signIn,
  { member: true, limit: ({ ip }) => (ip ? [{ key: `sign-in:ip:${ip}`, limit: 20 }] : []) },
  async (context) => context.reply(await signIn(await context.upstream())),
);
