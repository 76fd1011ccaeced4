import 'server-only';
import { ResultCode, type ResultCode as Code } from '@/lib/contract';
import { bffError, type BffAnswer } from '@/lib/bff-server/respond';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import type { Locale } from '@/lib/i18n/routing';
import { destroySession } from '@/lib/session';
import { memberInfoQuery } from '@/lib/upstream/member';

/** An error code answered with one of the AccountApi texts instead of the code's generic message. */
export function accountError(
  code: Exclude<Code, '0'>,
  key: 'userVerificationFailed' | 'forcedLogout',
  locale: Locale,
): BffAnswer<never> {
  return bffError(code, locale, undefined, `AccountApi.${key}`);
}

/**
 * The session's member as airline-api answers it now, or the 'user verification failed' answer after
 * clearing a session it no longer accepts (spec §8). Callers handle "no session" themselves.
 */
export async function verifiedMemberInfo(memberId: string, locale: Locale) {
  const result = await memberInfoQuery(await upstreamContextFor(locale));
  if (result.ok && result.data.memberId === memberId) return result.data;
  await destroySession();
  return accountError(ResultCode.NOT_LOGGED_IN, 'userVerificationFailed', locale);
}
