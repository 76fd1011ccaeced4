import { ResultCode } from '@/lib/contract';
import * as account from '@/lib/bff-client/account';
import { bffOk } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import { BindRequestSchema } from '@/lib/schemas/account';
import { BIND_COOKIE } from '@/lib/session-seal';
import { saveSession } from '@/lib/session';
import { thirdPartyBind } from '@/lib/upstream/member';
import { accountKey, loginLimits } from '../_lib/limits';
import { BindCookieSchema } from '../_lib/oauth';
import { clearCookie, readSealedCookie } from '../_lib/sealed-cookie';

/**
 * POST /api/account/bind: binds the third-party identity waiting in the HttpOnly bind cookie to a phone,
 * an e-mail or an existing account, then logs in. Answers `{memberId, registered, next}`.
 */
export const POST = bffRoute(
  account.bindAccount,
  {
    body: BindRequestSchema,
    limit: ({ ip, body }) =>
      loginLimits(
        ip,
        body.method === 'PASSWORD' ? body.account : body.method === 'EMAIL' ? body.email : accountKey(body),
      ),
  },
  async (context) => {
    const pending = await readSealedCookie(BindCookieSchema, BIND_COOKIE);
    if (!pending) return context.fail(ResultCode.BINDING_INFO_FETCH_FAILED);
    const { remember, ...input } = context.body;
    const result = await thirdPartyBind(await context.upstream(), { ...input, bindTicket: pending.bindTicket });
    if (!result.ok) return context.fail(result.code);
    await context.refundLimits();
    await saveSession(result.data, remember || pending.remember);
    await clearCookie(BIND_COOKIE);
    return bffOk({ memberId: result.data.memberId, registered: result.data.registered, next: pending.next });
  },
);
