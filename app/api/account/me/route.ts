import { ResultCode } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff/request-context';
import { bffError, bffOk, withBffErrors } from '@/lib/bff/respond';
import { destroySession, readSession } from '@/lib/session';
import { memberInfoQuery } from '@/lib/upstream/member';
import { accountError, openGet } from '../_lib/guard';

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
  const result = await memberInfoQuery(await upstreamContextFor(locale));
  if (!result.ok || result.data.memberId !== session.memberId) {
    await destroySession();
    return accountError(ResultCode.NOT_LOGGED_IN, 'userVerificationFailed', locale);
  }
  const { token: _token, ...member } = result.data;
  return bffOk(member);
});
