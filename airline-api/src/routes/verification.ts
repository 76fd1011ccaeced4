import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  CaptchaAnswerBodySchema,
  CaptchaVerifyQuerySchema,
  CheckVerifyCodeBodySchema,
  MEMBER_EVENTS,
  ResetPasswordBodySchema,
  ResultCode,
  SendCodeBodySchema,
  UpstreamPath,
} from '@/lib/contract';
import { RESEND_SECONDS } from '@/lib/domain/account-rules';
import { answerChallenge, consumeCaptcha, createChallenge, tokenIsValid } from '../account/captcha';
import { checkCode, sendCode } from '../account/codes';
import { accountKey, clearFailures } from '../account/login-throttle';
import { findMember, targetOf } from '../account/members';
import { hashPassword } from '../account/secrets';
import { requireMember, revokeAllTokens } from '../account/tokens';
import { member } from '../db/schema';
import { ApiError } from '../errors';
import { clientIp, parse, sendOk } from '../http';
import type { Services } from '../services';

const CODE_FAILURES: readonly string[] = [
  ResultCode.CODE_INVALID,
  ResultCode.CODE_EXPIRED,
  ResultCode.TOO_MANY_ATTEMPTS,
];

/** Verification codes, the slider captcha, and the password reset (/forgetact) they protect. */
export function registerVerificationRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.sendVerifyCode, async (req, reply) => {
    const body = parse(SendCodeBodySchema, req.body);
    const target = targetOf(body);
    if (MEMBER_EVENTS.includes(body.event)) {
      // The code goes to the new phone or e-mail of the logged-in member; it must be free.
      const auth = await requireMember(s, req);
      const wantsPhone = body.event === 'BIND_PHONE' || body.event === 'CHANGE_PHONE';
      if (wantsPhone !== (body.type === 'SMS')) throw new ApiError(ResultCode.BAD_REQUEST, 'event and type differ');
      const owner = await findMember(s, body);
      if (owner) throw new ApiError(owner.id === auth.member.id ? ResultCode.BAD_REQUEST : ResultCode.ACCOUNT_EXISTS);
    } else {
      if (body.event === 'LOGIN' && body.type !== 'SMS') throw new ApiError(ResultCode.BAD_REQUEST, 'SMS login only');
      const bindTo = body.event === 'REGISTER' ? `REGISTER:${target}` : undefined;
      await consumeCaptcha(s, body.captchaToken, { bindTo });
      const owner = await findMember(s, body);
      if (body.event === 'REGISTER' && owner) throw new ApiError(ResultCode.ACCOUNT_EXISTS);
      // The one place the spec shows 'account not registered'.
      if (body.event === 'RESET_PASSWORD' && !owner) throw new ApiError(ResultCode.ACCOUNT_NOT_REGISTERED);
    }
    const sent = await sendCode(s, { target, type: body.type, event: body.event, ip: clientIp(req) });
    return sendOk(req, reply, { ...sent, resendAfterSeconds: RESEND_SECONDS });
  });

  app.post(UpstreamPath.checkVerifyCode, async (req, reply) => {
    const body = parse(CheckVerifyCodeBodySchema, req.body);
    try {
      await checkCode(s, { target: targetOf(body), event: body.event, code: body.verifyCode, consume: false });
      return sendOk(req, reply, { isPass: 1 as const });
    } catch (err) {
      if (err instanceof ApiError && CODE_FAILURES.includes(err.code))
        return sendOk(req, reply, { isPass: 0 as const });
      throw err;
    }
  });

  app.get(UpstreamPath.captchaChallenge, async (req, reply) => sendOk(req, reply, await createChallenge(s)));

  app.post(UpstreamPath.captchaAnswer, async (req, reply) =>
    sendOk(req, reply, await answerChallenge(s, parse(CaptchaAnswerBodySchema, req.body))),
  );

  app.get(UpstreamPath.captchaVerify, async (req, reply) => {
    const { validate } = parse(CaptchaVerifyQuerySchema, req.query);
    if (!(await tokenIsValid(s, validate))) throw new ApiError(ResultCode.CAPTCHA_FAILED);
    return sendOk(req, reply, { valid: true });
  });

  app.post(UpstreamPath.resetPassword, async (req, reply) => {
    const body = parse(ResetPasswordBodySchema, req.body);
    const target = targetOf(body);
    const found = await findMember(s, body);
    if (!found) throw new ApiError(ResultCode.ACCOUNT_NOT_REGISTERED);
    await checkCode(s, { target, event: 'RESET_PASSWORD', code: body.verifyCode, consume: true });
    await s.db
      .update(member)
      .set({ passwordHash: await hashPassword(body.newPassword), passwordResetRequired: false })
      .where(eq(member.id, found.id));
    await revokeAllTokens(s, found.id);
    // Proving the phone or e-mail also lifts a lock of that account key.
    await clearFailures(s, accountKey(target));
    return sendOk(req, reply, { done: true as const });
  });
}
