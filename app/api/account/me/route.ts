import { ResultCode } from '@/lib/contract';
import { bffError, bffOk, withBffErrors } from '@/lib/bff-server/respond';
import { readSession } from '@/lib/session';
import { openGet, verifiedMemberInfo } from '../_lib/guard';

export const dynamic = 'force-dynamic';

/**
 * GET /api/account/me: the member of the session without its token. A session that airline-api no longer
 * accepts is cleared here (spec §8 'user verification failed'), as in GET /api/account/header, which the
 * header's account island calls on every page load (pages cannot write cookies).
 */
export const GET = withBffErrors(async () => {
  const open = await openGet();
  if (open instanceof Response) return open;
  const { locale } = open;
  const session = await readSession();
  if (!session) return bffError(ResultCode.NOT_LOGGED_IN, locale, null);
  const info = await verifiedMemberInfo(session.memberId, locale);
  if (info instanceof Response) return info;
  const { token: _token, ...member } = info;
  return bffOk(member);
});
