import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CaptchaChallengeSchema,
  CaptchaTokenSchema,
  ErrorEnvelopeSchema,
  LoginDataSchema,
  OutboxDataSchema,
  ResultCode,
  UpstreamPath,
  envelopeSchema,
  type VerifyEvent,
} from '@/lib/contract';

import { solveProofOfWork } from './captcha-proof';
import { VISITOR_KEY } from './test-server';

export const DEMO = { cellphone: '13800138000', password: 'Skylark2026', email: 'demo@skylark.example' };

type Json = Record<string, unknown>;

/** Calls airline-api the way lib/upstream does: JSON body, member token header, caller address. */
export function caller(app: FastifyInstance, ip = '10.0.0.1') {
  const call = (method: 'GET' | 'POST', url: string, payload?: Json, token?: string) =>
    app.inject({
      method,
      url,
      headers: {
        'x-forwarded-for': ip,
        'x-visitor-key': VISITOR_KEY,
        ...(token ? { 'x-member-token': token } : {}),
      },
      ...(payload ? { payload } : {}),
    });
  return {
    post: (url: string, payload: Json = {}, token?: string) => call('POST', url, payload, token),
    get: (url: string, token?: string) => call('GET', url, undefined, token),
  };
}

/** The answer's code (parsed as an envelope). */
export const codeOf = (res: { body: string }) => ErrorEnvelopeSchema.parse(JSON.parse(res.body)).code;

/** The data of an OK answer, parsed with its contract schema. */
export function okData<S extends z.ZodType>(schema: S, res: { body: string }): z.infer<S> {
  const env = envelopeSchema(schema).parse(JSON.parse(res.body));
  if (env.code !== ResultCode.OK) throw new Error(`expected OK, got ${env.code} ${env.msg}`);
  return env.data as z.infer<S>;
}

/** Where a challenge's notch is, as the sandbox's test control tells it (the challenge itself does not). */
export async function captchaTarget(app: FastifyInstance, challengeId: string): Promise<number> {
  const res = await app.inject({ url: `/sandbox/captcha/${challengeId}` });
  return okData(z.object({ target: z.number() }), res).target;
}

/** Solves the slider the way a keyboard user does: to the notch, taking a second, with the page's proof of work. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = okData(CaptchaChallengeSchema, await app.inject({ url: UpstreamPath.captchaChallenge }));
  const position = await captchaTarget(app, challenge.challengeId);
  const res = await app.inject({
    method: 'POST',
    url: UpstreamPath.captchaAnswer,
    payload: {
      challengeId: challenge.challengeId,
      position,
      durationMs: 1000,
      proofOfWork: solveProofOfWork(challenge.proofOfWork),
    },
  });
  return okData(CaptchaTokenSchema, res).captchaToken;
}

/** The latest code the sandbox outbox holds for a phone or e-mail. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const res = await app.inject({ url: `${UpstreamPath.sandboxOutbox}?to=${encodeURIComponent(to)}&limit=1` });
  const message = okData(OutboxDataSchema, res).messages[0];
  if (!message) throw new Error(`no message to ${to}`);
  return message.code;
}

/** Sends a code (with a fresh captcha for anonymous events) and reads it from the outbox. */
export async function sendAndRead(
  app: FastifyInstance,
  event: VerifyEvent,
  target: { cellphone: string } | { email: string },
  opts: { token?: string; ip?: string; captcha?: boolean } = {},
): Promise<string> {
  const type = 'cellphone' in target ? 'SMS' : 'EMAIL';
  const captchaToken = opts.captcha === false ? undefined : await solveCaptcha(app);
  const res = await caller(app, opts.ip).post(
    UpstreamPath.sendVerifyCode,
    { channelNo: 'B2C', event, type, ...target, ...(captchaToken ? { captchaToken } : {}) },
    opts.token,
  );
  if (codeOf(res) !== ResultCode.OK) throw new Error(`send failed: ${res.body}`);
  return latestCode(app, 'cellphone' in target ? target.cellphone : target.email);
}

export async function passwordLogin(app: FastifyInstance, account: Json, ip?: string) {
  return caller(app, ip).post(UpstreamPath.login, { channelNo: 'B2C', ...account });
}

export async function loginToken(
  app: FastifyInstance,
  account: Json = { cellphone: DEMO.cellphone, password: DEMO.password },
) {
  return okData(LoginDataSchema, await passwordLogin(app, account, '10.9.9.9')).token;
}

export const MINUTE = 60_000;
export const setOffset = (app: FastifyInstance, ms: number) => app.airline.clock.setOffset(ms);
