import { bffOk, withBffErrors } from '@/lib/bff-server/respond';
import { toMemberView } from '@/lib/member/member-view';
import { destroySession, readSession } from '@/lib/session';
import { openGet, verifiedMemberInfo } from '../_lib/guard';

export const dynamic = 'force-dynamic';

type HeaderMemberData = { nickname: string } | null;

/**
 * GET /api/account/header: the name the header shows, or null for a visitor (decision 8: pages are cached
 * for everyone, so the header asks here). Only the display name leaves, nothing else of the member.
 * No session answers null and clears a stale hint; a session airline-api refuses is cleared and answered
 * 'user verification failed' (spec §8), which opens the login dialog like any 1000010.
 */
export const GET = withBffErrors(async () => {
  const open = await openGet();
  if (open instanceof Response) return open;
  const { locale } = open;
  const session = await readSession();
  if (!session) {
    await destroySession();
    return bffOk<HeaderMemberData>(null);
  }
  const info = await verifiedMemberInfo(session.memberId, locale);
  if (info instanceof Response) return info;
  const member = toMemberView(info);
  return bffOk<HeaderMemberData>({
    nickname: member.nickname ?? member.name ?? member.phoneMasked ?? member.memberNo,
  });
});
