import 'server-only';
import type { LoginData } from '@/lib/contract';
import { bffError, bffOk } from '@/lib/bff-server/respond';
import type { Locale } from '@/lib/i18n/routing';
import { saveSession } from '@/lib/session';
import type { UpstreamResult } from '@/lib/upstream/result';
import { refundLogin, type LimitTicket } from './limits';

/** Every login route ends here: the token is sealed into the cookie, the browser only learns who it is. */
export async function answerLogin(
  result: UpstreamResult<LoginData>,
  remember: boolean,
  locale: Locale,
  ticket: LimitTicket,
) {
  if (!result.ok) return bffError(result.code, locale);
  await refundLogin(ticket);
  await saveSession(result.data, remember);
  return bffOk({ memberId: result.data.memberId, registered: result.data.registered });
}
