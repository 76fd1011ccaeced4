import 'server-only';
import { LOGIN_REQUIRED_CODES, ResultCode, type ResultCode as Code } from '@/lib/contract';
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
 * The session's member as airline-api answers it now. A session airline-api no longer accepts (1000010,
 * 1000011) or that names another member is cleared and answered 'user verification failed' (spec §8); an
 * upstream hiccup (timeout, 5xx, an answer that does not parse) is answered as the error it is and the
 * session stays, so the next call finds the member again. Callers handle "no session" themselves.
 */
export async function verifiedMemberInfo(memberId: string, locale: Locale) {
  const result = await memberInfoQuery(await upstreamContextFor(locale));
  if (result.ok && result.data.memberId === memberId) return result.data;
  if (!result.ok && !LOGIN_REQUIRED_CODES.includes(result.code)) return bffError(result.code, locale);
  await destroySession();
  return accountError(ResultCode.NOT_LOGGED_IN, 'userVerificationFailed', locale);
}
