import { ResultCode } from '@/lib/contract';
import * as account from '@/lib/bff-client/account';
import { bffOk } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import { readSession } from '@/lib/session';
import { verifiedMemberInfo } from '../_lib/verified-member';

export const dynamic = 'force-dynamic';

/**
 * GET /api/account/me: the member of the session without its token. A session that airline-api no longer
 * accepts is cleared here (spec §8 'user verification failed'), as in GET /api/account/header, which the
 * header's account island calls on every page load (pages cannot write cookies). An upstream failure
 * answers its error and keeps the session.
 */
export const GET = bffRoute(account.me, {}, async (context) => {
  const session = await readSession();
  if (!session) return context.fail(ResultCode.NOT_LOGGED_IN, null);
  const info = await verifiedMemberInfo(session.memberId, context.locale);
  if (info instanceof Response) return info;
  const { token: _token, ...member } = info;
  return bffOk(member);
});
