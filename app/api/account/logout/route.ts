import { LOGIN_REQUIRED_CODES, ResultCode } from '@/lib/contract';
import * as account from '@/lib/bff-client/account';
import { bffOk } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import { destroySession, readSession } from '@/lib/session';
import { logout } from '@/lib/upstream/member';
import { accountError } from '../_lib/verified-member';

/**
 * POST /api/account/logout (spec §7): airline-api revokes the token, then every login cookie is cleared.
 * If airline-api fails the cookies are cleared anyway (forced logout) and the answer says so; a token it
 * already refuses counts as logged out.
 */
export const POST = bffRoute(account.logout, {}, async (context) => {
  const session = await readSession();
  const result = session ? await logout(await context.upstream()) : null;
  await destroySession();
  if (!result || result.ok || LOGIN_REQUIRED_CODES.includes(result.code)) return bffOk({ loggedOut: true as const });
  return accountError(ResultCode.UPSTREAM_UNAVAILABLE, 'forcedLogout', context.locale);
});
