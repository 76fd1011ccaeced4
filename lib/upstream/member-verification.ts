import 'server-only';
import type { z } from 'zod';
import {
  CaptchaAudioSchema,
  CaptchaChallengeSchema,
  CaptchaTokenSchema,
  CaptchaVerifyDataSchema,
  CheckVerifyCodeDataSchema,
  SendCodeDataSchema,
  UpstreamPath,
  type CaptchaAnswerBody,
  type CheckVerifyCodeBodySchema,
  type SendCodeBodySchema,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';
import { contactOf } from './member-anti-fraud';

/** SMS and e-mail codes and the slider captcha (spec §7), with its audio form (decision 16). */

export function sendCode(context: UpstreamContext, body: z.output<typeof SendCodeBodySchema>) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.sendVerifyCode,
    body,
    data: SendCodeDataSchema,
    context,
    antiFraud: contactOf(body),
  });
}

/** Pass when isPass is 1 (spec §7); the code stays usable for the call it was sent for. */
export function checkVerifyCode(context: UpstreamContext, body: z.output<typeof CheckVerifyCodeBodySchema>) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.checkVerifyCode,
    body,
    data: CheckVerifyCodeDataSchema,
    context,
    antiFraud: contactOf(body),
  });
}

export function captchaChallenge(context: UpstreamContext) {
  return callUpstream({
    method: 'GET',
    path: UpstreamPath.captchaChallenge,
    data: CaptchaChallengeSchema,
    context,
  });
}

/** The challenge read aloud in the context's language: a WAV, base64 (the language header decides the voice). */
export function captchaAudio(context: UpstreamContext, challengeId: string) {
  return callUpstream({
    method: 'GET',
    path: UpstreamPath.captchaAudio,
    query: { challengeId },
    data: CaptchaAudioSchema,
    context,
  });
}

export function captchaAnswer(context: UpstreamContext, body: CaptchaAnswerBody) {
  return callUpstream({ method: 'POST', path: UpstreamPath.captchaAnswer, body, data: CaptchaTokenSchema, context });
}

/** Spec §7 captcha verification (`validate` = the token); does not use the token up. */
export function captchaVerify(context: UpstreamContext, captchaToken: string) {
  return callUpstream({
    method: 'GET',
    path: UpstreamPath.captchaVerify,
    query: { validate: captchaToken },
    data: CaptchaVerifyDataSchema,
    context,
  });
}
