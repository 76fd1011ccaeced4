import * as account from '@/lib/bff-client/account';
import { bffOk } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import { toMemberView } from '@/lib/member/member-view';
import { destroySession, readSession } from '@/lib/session';
import { verifiedMemberInfo } from '../_lib/verified-member';

export const dynamic = 'force-dynamic';

/**
 * GET /api/account/header: the name the header shows, or null for a visitor (decision 8: pages are cached
 * for everyone, so the header asks here). Only the display name leaves, nothing else of the member.
 * No session answers null and clears a stale hint; a session airline-api refuses is cleared and answered
 * 'user verification failed' (spec §8), which opens the login dialog like any 1000010. An upstream failure
 * answers its error and keeps the session (verifiedMemberInfo).
 */
export const GET = bffRoute(account.headerMember, {}, async (context) => {
  const session = await readSession();
  if (!session) {
    await destroySession();
    return bffOk(null);
  }
  const info = await verifiedMemberInfo(session.memberId, context.locale);
  if (info instanceof Response) return info;
  const member = toMemberView(info);
  return bffOk({ nickname: member.nickname ?? member.name ?? member.phoneMasked ?? member.memberNo });
});
