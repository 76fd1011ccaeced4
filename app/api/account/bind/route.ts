import { ResultCode } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { bffError, bffOk, withBffErrors } from '@/lib/bff-server/respond';
import { BindRequestSchema, fieldErrorsOf } from '@/lib/schemas/account';
import { BIND_COOKIE } from '@/lib/session-seal';
import { saveSession } from '@/lib/session';
import { thirdPartyBind } from '@/lib/upstream/member';
import { fieldErrorsResponse, jsonBody, openPost } from '../_lib/guard';
import { loginLimit, refundLogin } from '../_lib/limits';
import { BindCookieSchema } from '../_lib/oauth';
import { clearCookie, readSealedCookie } from '../_lib/sealed-cookie';

/**
 * POST /api/account/bind: binds the third-party identity waiting in the HttpOnly bind cookie to a phone,
 * an e-mail or an existing account, then logs in. Answers `{memberId, registered, next}`.
 */
export const POST = withBffErrors(async (request: Request) => {
  const open = await openPost(request);
  if (open instanceof Response) return open;
  const { locale } = open;
  const pending = await readSealedCookie(BindCookieSchema, BIND_COOKIE);
  if (!pending) return bffError(ResultCode.BINDING_INFO_FETCH_FAILED, locale);
  const raw = await jsonBody(request);
  const parsed = BindRequestSchema.safeParse(raw);
  if (!parsed.success) return fieldErrorsResponse(fieldErrorsOf(parsed.error, raw), locale);
  const { remember, ...input } = parsed.data;
  const account =
    input.method === 'PASSWORD'
      ? input.account
      : input.method === 'EMAIL'
        ? input.email
        : `${input.cellphoneCode}-${input.cellphone}`;
  const ticket = await loginLimit(locale, account);
  if (ticket.refused) return ticket.refused;
  const result = await thirdPartyBind(await upstreamContextFor(locale), { ...input, bindTicket: pending.bindTicket });
  if (!result.ok) return bffError(result.code, locale);
  await refundLogin(ticket);
  const keep = remember || pending.remember;
  await saveSession(result.data, keep);
  await clearCookie(BIND_COOKIE);
  return bffOk({ memberId: result.data.memberId, registered: result.data.registered, next: pending.next });
});
