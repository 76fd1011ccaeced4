import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  CaptchaAnswerBodySchema,
  CaptchaAudioQuerySchema,
  CaptchaVerifyQuerySchema,
  CheckVerifyCodeBodySchema,
  MEMBER_EVENTS,
  ResetPasswordBodySchema,
  ResultCode,
  SendCodeBodySchema,
  UpstreamPath,
} from '@/lib/contract';
import { RESEND_SECONDS } from '@/lib/domain/account-rules';
import { countAttempt, resetRules } from '../account/attempt-limits';
import { answerChallenge, consumeCaptcha, createChallenge, tokenIsValid } from '../account/captcha';
import { captchaVoice, challengeAudio } from '../account/captcha-audio';
import { checkCode, sendCode } from '../account/codes';
import { accountKey, clearFailures } from '../account/login-throttle';
import { findMember, targetOf } from '../account/members';
import { takenContactText } from '../account/owner-proof';
import { hashPassword } from '../account/secrets';
import { requireMember, revokeAllTokens } from '../account/tokens';
import { member } from '../db/schema';
import { ApiError } from '../errors';
import { clientIp, languageOf, parse, sendOk } from '../http';
import type { Services } from '../services';

const CODE_FAILURES: readonly string[] = [
  ResultCode.CODE_INVALID,
  ResultCode.CODE_EXPIRED,
  ResultCode.TOO_MANY_ATTEMPTS,
];

/**
 * Verification codes, the slider captcha (and its audio form), and the password reset (/forgetact) they protect. The reset path
 * answers known and unknown accounts alike and is limited per address, and per address on one phone or e-mail.
 */
export function registerVerificationRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.sendVerifyCode, async (req, reply) => {
    const body = parse(SendCodeBodySchema, req.body);
    const target = targetOf(body);
    let deliver = true;
    let text: ((code: string) => string) | undefined;
    if (MEMBER_EVENTS.includes(body.event)) {
      // The code goes to the new phone or e-mail of the logged-in member, behind the slider and the caps
      // of every send. Whether it is free is said only once its code is entered (decision 53): a taken
      // one answers as sent, and its owner is told someone tried to link it to another account.
      const auth = await requireMember(s, req);
      const wantsPhone = body.event === 'BIND_PHONE' || body.event === 'CHANGE_PHONE';
      if (wantsPhone !== (body.type === 'SMS')) throw new ApiError(ResultCode.BAD_REQUEST, 'event and type differ');
      await consumeCaptcha(s, body.captchaToken);
      const owner = await findMember(s, body);
      if (owner?.id === auth.member.id) throw new ApiError(ResultCode.BAD_REQUEST, 'the contact bound now');
      if (owner) text = (code) => takenContactText(wantsPhone ? 'phone' : 'email', code);
    } else {
      if (body.event === 'LOGIN' && body.type !== 'SMS') throw new ApiError(ResultCode.BAD_REQUEST, 'SMS login only');
      const bindTo = body.event === 'REGISTER' ? `REGISTER:${target}` : undefined;
      await consumeCaptcha(s, body.captchaToken, { bindTo });
      const owner = await findMember(s, body);
      if (body.event === 'REGISTER' && owner) throw new ApiError(ResultCode.ACCOUNT_EXISTS);
      // A reset code for an unknown phone or e-mail answers as if sent and delivers nothing: the reset
      // path never tells whether an account exists. The send still counts towards the limits.
      if (body.event === 'RESET_PASSWORD' && !owner) deliver = false;
    }
    const sent = await sendCode(
      s,
      { target, type: body.type, event: body.event, ip: clientIp(req) },
      { deliver, text },
    );
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

  // The challenge read aloud in the request's language (decision 16); answered through captcha/answer too.
  const voice = captchaVoice();
  app.addHook('onClose', async () => voice.close());
  app.get(UpstreamPath.captchaAudio, async (req, reply) => {
    const { challengeId } = parse(CaptchaAudioQuerySchema, req.query);
    return sendOk(req, reply, await challengeAudio(s, voice, challengeId, languageOf(req)));
  });

  app.get(UpstreamPath.captchaVerify, async (req, reply) => {
    const { validate } = parse(CaptchaVerifyQuerySchema, req.query);
    if (!(await tokenIsValid(s, validate))) throw new ApiError(ResultCode.CAPTCHA_FAILED);
    return sendOk(req, reply, { valid: true });
  });

  app.post(UpstreamPath.resetPassword, async (req, reply) => {
    const body = parse(ResetPasswordBodySchema, req.body);
    const target = targetOf(body);
    await countAttempt(s, resetRules(target, clientIp(req)));
    // The code first, for known and unknown accounts alike: an unknown one was never sent a code, so it
    // answers CODE_INVALID like a wrong code of a known one.
    await checkCode(s, { target, event: 'RESET_PASSWORD', code: body.verifyCode, consume: true, ip: clientIp(req) });
    const found = await findMember(s, body);
    if (!found) throw new ApiError(ResultCode.CODE_INVALID);
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
