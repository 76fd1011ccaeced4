import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ResultCode,
  ThirdPartyBindBodySchema,
  ThirdPartyLoginBodySchema,
  UpstreamPath,
  type ThirdPartyLoginData,
  type ThirdPartyProvider,
} from '@/lib/contract';
import { loginAccountOf } from '@/lib/domain/account-rules';
import { checkCode } from '../account/codes';
import { createGrant, findGrant, useGrant } from '../account/grants';
import { accountKey, clearFailures, ipKey, loginGate, recordFailure } from '../account/login-throttle';
import { createMember, findMember, isUniqueViolation, targetOf } from '../account/members';
import { verifyPassword } from '../account/secrets';
import { issueLogin, type MemberRow } from '../account/tokens';
import { thirdPartyIdentity } from '../db/schema';
import { ApiError } from '../errors';
import { clientIp, parse, sendOk } from '../http';
import type { Services } from '../services';

const BIND_TICKET_MS = 15 * 60_000;

/** Who the bind request proves to be: a phone or e-mail by code (created when new), or an account by password. */
async function bindingMember(
  s: Services,
  req: FastifyRequest,
  body: z.infer<typeof ThirdPartyBindBodySchema>,
): Promise<{ member: MemberRow; created: boolean }> {
  if (body.method === 'PASSWORD') {
    const account = loginAccountOf(body.account);
    const keys = { account: accountKey(targetOf(account)), ip: ipKey(clientIp(req)) };
    await loginGate(s, keys, body.captchaToken);
    const found = await findMember(s, account);
    if (!found || !(await verifyPassword(body.password, found.passwordHash))) {
      await recordFailure(s, [keys.account, keys.ip]);
      throw new ApiError(ResultCode.WRONG_CREDENTIALS);
    }
    await clearFailures(s, keys.account);
    return { member: found, created: false };
  }
  const ref =
    body.method === 'PHONE' ? { cellphoneCode: body.cellphoneCode, cellphone: body.cellphone } : { email: body.email };
  await checkCode(s, {
    target: targetOf(ref),
    event: 'THIRDPARTY_BIND',
    code: body.verifyCode,
    consume: true,
    ip: clientIp(req),
  });
  const found = await findMember(s, ref);
  if (found) return { member: found, created: false };
  return { member: await createMember(s, ref), created: true };
}

/** Third-party login (WeChat, QQ, Weibo, Alipay): the provider's code, then login or bind (/authorization). */
export function registerThirdPartyRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.thirdPartyLogin, async (req, reply) => {
    const body = parse(ThirdPartyLoginBodySchema, req.body);
    const grant = await findGrant(s, 'OAUTH_CODE', body.code);
    if (!grant || grant.provider !== body.provider || !(await useGrant(s, grant)))
      throw new ApiError(ResultCode.BINDING_INFO_FETCH_FAILED);
    if (grant.malformed) throw new ApiError(ResultCode.QQ_DATA_PARSE_FAILED);
    const provider = body.provider as ThirdPartyProvider;
    const [identity] = await s.db
      .select()
      .from(thirdPartyIdentity)
      .where(and(eq(thirdPartyIdentity.provider, provider), eq(thirdPartyIdentity.openId, grant.openId ?? '')));
    if (!identity) throw new ApiError(ResultCode.BINDING_INFO_FETCH_FAILED);
    let data: ThirdPartyLoginData;
    if (identity.memberId) {
      data = { result: 'LOGGED_IN', login: await issueLogin(s, identity.memberId, body.remember) };
    } else {
      const ticket = await createGrant(s, 'BIND_TICKET', BIND_TICKET_MS, { provider, openId: identity.openId });
      data = {
        result: 'BIND_REQUIRED',
        bindTicket: ticket.secret,
        provider,
        nickname: identity.nickname,
        expiresAt: ticket.expiresAt.toISOString(),
      };
    }
    return sendOk(req, reply, data);
  });

  app.post(UpstreamPath.thirdPartyBind, async (req, reply) => {
    const body = parse(ThirdPartyBindBodySchema, req.body);
    const ticket = await findGrant(s, 'BIND_TICKET', body.bindTicket);
    if (!ticket?.provider || !ticket.openId) throw new ApiError(ResultCode.STATUS_CHECK_FAILED);
    const { member, created } = await bindingMember(s, req, body);
    if (!(await useGrant(s, ticket))) throw new ApiError(ResultCode.STATUS_CHECK_FAILED);
    const provider = ticket.provider as ThirdPartyProvider;
    try {
      const bound = await s.db
        .update(thirdPartyIdentity)
        .set({ memberId: member.id, boundAt: new Date(s.clock.now()) })
        .where(
          and(
            eq(thirdPartyIdentity.provider, provider),
            eq(thirdPartyIdentity.openId, ticket.openId),
            isNull(thirdPartyIdentity.memberId),
          ),
        )
        .returning({ openId: thirdPartyIdentity.openId });
      if (bound.length !== 1) throw new ApiError(ResultCode.BINDING_FAILED, 'identity bound meanwhile');
    } catch (err) {
      // The member already has another identity of this provider.
      if (isUniqueViolation(err)) throw new ApiError(ResultCode.BINDING_FAILED);
      throw err;
    }
    return sendOk(req, reply, await issueLogin(s, member.id, false, created));
  });
}
