import { LOGIN_REQUIRED_CODES, ResultCode } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { bffOk, withBffErrors } from '@/lib/bff-server/respond';
import { destroySession, readSession } from '@/lib/session';
import { logout } from '@/lib/upstream/member';
import { accountError, openPost } from '../_lib/guard';

/**
 * POST /api/account/logout (spec §7): airline-api revokes the token, then every login cookie is cleared.
 * If airline-api fails the cookies are cleared anyway (forced logout) and the answer says so; a token it
 * already refuses counts as logged out.
 */
export const POST = withBffErrors(async (request: Request) => {
  const open = await openPost(request);
  if (open instanceof Response) return open;
  const { locale } = open;
  const session = await readSession();
  const result = session ? await logout(await upstreamContextFor(locale)) : null;
  await destroySession();
  if (!result || result.ok || LOGIN_REQUIRED_CODES.includes(result.code)) return bffOk({ loggedOut: true as const });
  return accountError(ResultCode.UPSTREAM_UNAVAILABLE, 'forcedLogout', locale);
});
