import 'server-only';
import type { LoginData } from '@/lib/contract';
import type { LoginAnswer } from '@/lib/bff-client/account';
import { bffOk, type BffAnswer } from '@/lib/bff-server/respond';
import type { RouteContext } from '@/lib/bff-server/route';
import { saveSession } from '@/lib/session';
import type { UpstreamResult } from '@/lib/upstream/result';

type Context = Pick<RouteContext<undefined, undefined, undefined, false>, 'fail' | 'refundLimits'>;

/** Every login route ends here: the token is sealed into the cookie, the browser only learns who it is. */
export async function answerLogin(
  result: UpstreamResult<LoginData>,
  remember: boolean,
  context: Context,
): Promise<BffAnswer<LoginAnswer>> {
  if (!result.ok) return context.fail(result.code);
  await context.refundLimits();
  await saveSession(result.data, remember);
  return bffOk({ memberId: result.data.memberId, registered: result.data.registered });
}
