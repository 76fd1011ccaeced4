import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ResultCode, type CaptchaAnswerBody, type CaptchaChallenge, type CaptchaToken } from '@/lib/contract';
import { captcha } from '../db/schema';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { puzzleImage } from './captcha-image';
import { proofIsGood, proofOfWork } from './captcha-proof';
import { randomSecret, sha256 } from './secrets';

const CHALLENGE_MS = 5 * 60_000;
const TOKEN_MS = 2 * 60_000;
/** A token bound by a code send stays usable once more, for the call that redeems the code. */
const BOUND_MS = 10 * 60_000;
/** Ending within 3 % of the track counts; a slide faster than 300 ms is not a person. */
export const CAPTCHA_TOLERANCE = 0.03;
export const CAPTCHA_MIN_DURATION_MS = 300;
const NOTCH_WIDTH = 0.08;

const pngUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/**
 * A new puzzle: the notch somewhere between 25 % and 90 % of the track, among decoys, with the notch's shape
 * as the handle's piece and a proof of work to solve (decision 54). The target stays in the row; the answer
 * goes out only as the pixels of the picture.
 */
export async function createChallenge(s: Services): Promise<CaptchaChallenge> {
  const now = s.clock.now();
  const target = Math.round((0.25 + randomInt(0, 6501) / 10_000) * 10_000) / 10_000;
  const row = { id: randomUUID(), target, createdAt: new Date(now), expiresAt: new Date(now + CHALLENGE_MS) };
  await s.db.insert(captcha).values(row);
  const { image, piece } = puzzleImage(target, NOTCH_WIDTH);
  return {
    challengeId: row.id,
    image: pngUrl(image),
    piece: pngUrl(piece),
    proofOfWork: await proofOfWork(row.id),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The target of a live challenge, for the sandbox's test control only (the product never sends it). */
export async function challengeTarget(s: Services, challengeId: string): Promise<number | null> {
  const [row] = await s.db
    .select({ target: captcha.target })
    .from(captcha)
    .where(
      and(eq(captcha.id, challengeId), isNull(captcha.answeredAt), gt(captcha.expiresAt, new Date(s.clock.now()))),
    );
  return row?.target ?? null;
}

/**
 * One answer per challenge: a miss burns it and the web loads a new one ('drag the slider again'). The
 * proof of work must be solved too (decision 54); without it the challenge is burnt all the same.
 */
export async function answerChallenge(s: Services, answer: CaptchaAnswerBody): Promise<CaptchaToken> {
  const now = new Date(s.clock.now());
  const [row] = await s.db
    .update(captcha)
    .set({ answeredAt: now })
    .where(and(eq(captcha.id, answer.challengeId), isNull(captcha.answeredAt), gt(captcha.expiresAt, now)))
    .returning();
  if (!row) throw new ApiError(ResultCode.CAPTCHA_FAILED, 'unknown, answered or expired challenge');
  const hit = Math.abs(answer.position - row.target) <= CAPTCHA_TOLERANCE;
  if (!hit || answer.durationMs < CAPTCHA_MIN_DURATION_MS) throw new ApiError(ResultCode.CAPTCHA_FAILED);
  if (!(await proofIsGood(row.id, answer.proofOfWork)))
    throw new ApiError(ResultCode.CAPTCHA_FAILED, 'no proof of work');
  const token = randomSecret(24);
  const tokenExpiresAt = new Date(now.getTime() + TOKEN_MS);
  await s.db
    .update(captcha)
    .set({ tokenHash: sha256(token), tokenExpiresAt })
    .where(eq(captcha.id, row.id));
  return { captchaToken: token, expiresAt: tokenExpiresAt.toISOString() };
}

/** GET verify?validate=: true while the token is unused and unexpired; it stays unused. */
export async function tokenIsValid(s: Services, token: string): Promise<boolean> {
  const [row] = await s.db
    .select({ id: captcha.id })
    .from(captcha)
    .where(
      and(
        eq(captcha.tokenHash, sha256(token)),
        isNull(captcha.usedAt),
        gt(captcha.tokenExpiresAt, new Date(s.clock.now())),
      ),
    );
  return row !== undefined;
}

/**
 * Uses a captcha token up (CAPTCHA_FAILED when it is not good). `bindTo` keeps it for one more call
 * that presents the same `redeem` key: a REGISTER code send, then the registration of that phone.
 */
export async function consumeCaptcha(
  s: Services,
  token: string | undefined,
  opts: { bindTo?: string; redeem?: string } = {},
): Promise<void> {
  if (!token) throw new ApiError(ResultCode.CAPTCHA_REQUIRED);
  const now = new Date(s.clock.now());
  const hash = sha256(token);
  const [fresh] = await s.db
    .update(captcha)
    .set({
      usedAt: now,
      boundTo: opts.bindTo ?? null,
      ...(opts.bindTo ? { tokenExpiresAt: new Date(now.getTime() + BOUND_MS) } : {}),
    })
    .where(and(eq(captcha.tokenHash, hash), isNull(captcha.usedAt), gt(captcha.tokenExpiresAt, now)))
    .returning({ id: captcha.id });
  if (fresh) return;
  if (opts.redeem) {
    const [bound] = await s.db
      .update(captcha)
      .set({ boundTo: null })
      .where(and(eq(captcha.tokenHash, hash), eq(captcha.boundTo, opts.redeem), gt(captcha.tokenExpiresAt, now)))
      .returning({ id: captcha.id });
    if (bound) return;
  }
  throw new ApiError(ResultCode.CAPTCHA_FAILED);
}
