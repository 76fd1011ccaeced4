import type { FastifyInstance } from 'fastify';
import {
  LoginBodySchema,
  LogoutBodySchema,
  PhoneLoginBodySchema,
  RegisterBodySchema,
  ResultCode,
  UpstreamPath,
} from '@/lib/contract';
import { consumeCaptcha } from '../account/captcha';
import { checkCode } from '../account/codes';
import { accountKey, clearFailures, ipKey, loginGate, recordFailure } from '../account/login-throttle';
import { createMember, findMember, memberInfo, phoneTarget, rehashIfOld, targetOf } from '../account/members';
import { hashPassword, verifyPassword } from '../account/secrets';
import { issueLogin, requireMember, revokeToken } from '../account/tokens';
import { ApiError } from '../errors';
import { clientIp, parse, sendOk } from '../http';
import type { Services } from '../services';

/** Spec §7 account calls: password login, SMS login, registration, logout, member info. */
export function registerAccountRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.login, async (req, reply) => {
    const body = parse(LoginBodySchema, req.body);
    const keys = { account: accountKey(targetOf(body)), ip: ipKey(clientIp(req)) };
    await loginGate(s, keys, body.captchaToken);
    const found = await findMember(s, body);
    // Unknown accounts run the same scrypt (on a dummy hash) and get the same answer.
    const matches = await verifyPassword(body.password, found?.passwordHash ?? null);
    if (!found || !matches) {
      await recordFailure(s, [keys.account, keys.ip]);
      throw new ApiError(ResultCode.WRONG_CREDENTIALS);
    }
    await clearFailures(s, keys.account);
    await rehashIfOld(s, found, body.password);
    if (found.passwordResetRequired) throw new ApiError(ResultCode.PASSWORD_RESET_REQUIRED);
    return sendOk(req, reply, await issueLogin(s, found.id, body.remember));
  });

  app.post(UpstreamPath.phoneLogin, async (req, reply) => {
    const body = parse(PhoneLoginBodySchema, req.body);
    const target = phoneTarget(body.cellphoneCode, body.cellphone);
    await checkCode(s, { target, event: 'LOGIN', code: body.verifyCode, consume: true, ip: clientIp(req) });
    const found = await findMember(s, body);
    if (found) return sendOk(req, reply, await issueLogin(s, found.id, body.remember));
    // Spec §1: an unregistered phone is registered on confirmation (a concurrent twin finds it made).
    try {
      const created = await createMember(s, { cellphoneCode: body.cellphoneCode, cellphone: body.cellphone });
      return sendOk(req, reply, await issueLogin(s, created.id, body.remember, true));
    } catch (err) {
      const raced = await findMember(s, body);
      if (!raced) throw err;
      return sendOk(req, reply, await issueLogin(s, raced.id, body.remember));
    }
  });

  app.post(UpstreamPath.register, async (req, reply) => {
    const body = parse(RegisterBodySchema, req.body);
    const target = phoneTarget(body.cellphoneCode, body.cellphone);
    await consumeCaptcha(s, body.captchaToken, { redeem: `REGISTER:${target}` });
    if (await findMember(s, body)) throw new ApiError(ResultCode.ACCOUNT_EXISTS);
    if (body.email && (await findMember(s, { email: body.email }))) throw new ApiError(ResultCode.ACCOUNT_EXISTS);
    await checkCode(s, { target, event: 'REGISTER', code: body.verifyCode, consume: true, ip: clientIp(req) });
    const created = await createMember(s, {
      cellphoneCode: body.cellphoneCode,
      cellphone: body.cellphone,
      email: body.email,
      passwordHash: await hashPassword(body.password),
    });
    return sendOk(req, reply, await issueLogin(s, created.id, body.remember, true));
  });

  app.post(UpstreamPath.logout, async (req, reply) => {
    parse(LogoutBodySchema, req.body ?? {});
    const auth = await requireMember(s, req);
    await revokeToken(s, auth.tokenHash);
    return sendOk(req, reply, { loggedOut: true as const });
  });

  const info = async (req: Parameters<typeof requireMember>[1], reply: Parameters<typeof sendOk>[1]) => {
    const auth = await requireMember(s, req);
    return sendOk(req, reply, await memberInfo(s, auth.member, auth.token));
  };
  app.get(UpstreamPath.memberInfoQuery, info);
  app.post(UpstreamPath.memberInfoQuery, info);
}
