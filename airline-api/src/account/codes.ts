import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { ResultCode, type VerifyEvent } from '@/lib/contract';
import { RESEND_SECONDS } from '@/lib/domain/account-rules';
import { verificationCode } from '../db/schema';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { randomDigits, randomSecret, safeEqual, sha256 } from './secrets';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_WRONG_TRIES = 5;
export const DAILY_CAP_PER_TARGET = 10;
export const DAILY_CAP_PER_IP = 30;
const DAY_MS = 86_400_000;

const hashCode = (code: string, salt = randomSecret(12)) => `${salt}$${sha256(`${salt}:${code}`)}`;
const codeMatches = (code: string, stored: string) => safeEqual(hashCode(code, stored.split('$')[0]), stored);

/**
 * The events of the contract, and VERIFY_OWNER: the code sent to a member's current phone or e-mail to
 * prove the account is theirs before that phone or e-mail is changed (spec §2 security centre).
 */
export type CodeEvent = VerifyEvent | 'VERIFY_OWNER';

export type SendRequest = { target: string; type: 'SMS' | 'EMAIL'; event: CodeEvent; ip: string };

/**
 * Draws and delivers a code: one per target per 60 s, 10 per target and 30 per address a day. A new
 * code invalidates the target's earlier codes of the event. Delivery goes through the plugged-in gateway
 * (the sandbox outbox); without one the send fails. `deliver: false` does everything but deliver (a reset
 * code for an unknown account: the answer and the limits are the same, nothing leaves).
 */
export async function sendCode(
  s: Services,
  req: SendRequest,
  opts: { deliver?: boolean } = {},
): Promise<{ expiresAt: string }> {
  const delivery = s.codeDelivery;
  if (!delivery) throw new ApiError(ResultCode.SMS_SEND_FAILED, 'no gateway without the sandbox');
  const now = s.clock.now();
  const code = randomDigits(6);
  const expiresAt = new Date(now + CODE_TTL_MS);
  await s.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${req.target}))`);
    const dayAgo = new Date(now - DAY_MS);
    const [last] = await tx
      .select({ createdAt: verificationCode.createdAt })
      .from(verificationCode)
      .where(eq(verificationCode.target, req.target))
      .orderBy(desc(verificationCode.createdAt))
      .limit(1);
    if (last && now - last.createdAt.getTime() < RESEND_SECONDS * 1000)
      throw new ApiError(ResultCode.SEND_TOO_FREQUENT);
    const [perTarget] = await tx
      .select({ n: count() })
      .from(verificationCode)
      .where(and(eq(verificationCode.target, req.target), gt(verificationCode.createdAt, dayAgo)));
    const [perIp] = await tx
      .select({ n: count() })
      .from(verificationCode)
      .where(and(eq(verificationCode.ip, req.ip), gt(verificationCode.createdAt, dayAgo)));
    if ((perTarget?.n ?? 0) >= DAILY_CAP_PER_TARGET || (perIp?.n ?? 0) >= DAILY_CAP_PER_IP)
      throw new ApiError(ResultCode.SEND_LIMIT_REACHED);
    await tx
      .update(verificationCode)
      .set({ invalidatedAt: new Date(now) })
      .where(
        and(
          eq(verificationCode.target, req.target),
          eq(verificationCode.event, req.event),
          isNull(verificationCode.consumedAt),
          isNull(verificationCode.invalidatedAt),
        ),
      );
    await tx.insert(verificationCode).values({
      target: req.target,
      type: req.type,
      event: req.event,
      codeHash: hashCode(code),
      ip: req.ip,
      createdAt: new Date(now),
      expiresAt,
    });
    if (opts.deliver === false) return;
    await delivery.deliver(tx, {
      channel: req.type,
      to: req.target,
      event: req.event,
      code,
      text: `【云雀航空】验证码 ${code}，10分钟内有效，请勿泄露。Skylark Airlines code ${code}, valid for 10 minutes.`,
      sentAt: new Date(now),
    });
  });
  return { expiresAt: expiresAt.toISOString() };
}

export type CheckRequest = { target: string; event?: CodeEvent | CodeEvent[]; code: string; consume: boolean };

/**
 * Checks the target's live code: CODE_INVALID (none, or wrong: counts a try), CODE_EXPIRED (10 min),
 * TOO_MANY_ATTEMPTS (5 wrong tries burn it). `consume` uses it up; a check leaves it for the next call.
 *
 * A try is taken before the code is compared, in one conditional UPDATE (`attempts < 5`): checks running
 * side by side can never weigh more than 5 guesses between them. A right code gives its try back.
 */
export async function checkCode(s: Services, req: CheckRequest): Promise<void> {
  const now = s.clock.now();
  const live = [isNull(verificationCode.consumedAt), isNull(verificationCode.invalidatedAt)];
  const where = [eq(verificationCode.target, req.target), ...live];
  if (req.event) where.push(inArray(verificationCode.event, Array.isArray(req.event) ? req.event : [req.event]));
  const [row] = await s.db
    .select({ id: verificationCode.id, expiresAt: verificationCode.expiresAt })
    .from(verificationCode)
    .where(and(...where))
    .orderBy(desc(verificationCode.id))
    .limit(1);
  if (!row) throw new ApiError(ResultCode.CODE_INVALID);
  if (row.expiresAt.getTime() <= now) throw new ApiError(ResultCode.CODE_EXPIRED);
  const [taken] = await s.db
    .update(verificationCode)
    .set({ attempts: sql`${verificationCode.attempts} + 1` })
    .where(and(eq(verificationCode.id, row.id), lt(verificationCode.attempts, MAX_WRONG_TRIES), ...live))
    .returning({ codeHash: verificationCode.codeHash });
  if (!taken) {
    const [after] = await s.db
      .select({ attempts: verificationCode.attempts })
      .from(verificationCode)
      .where(and(eq(verificationCode.id, row.id), ...live));
    throw new ApiError(after ? ResultCode.TOO_MANY_ATTEMPTS : ResultCode.CODE_INVALID);
  }
  if (!codeMatches(req.code, taken.codeHash)) throw new ApiError(ResultCode.CODE_INVALID);
  const [kept] = await s.db
    .update(verificationCode)
    .set({
      attempts: sql`${verificationCode.attempts} - 1`,
      ...(req.consume ? { consumedAt: new Date(now) } : {}),
    })
    .where(and(eq(verificationCode.id, row.id), ...live))
    .returning({ id: verificationCode.id });
  if (!kept) throw new ApiError(ResultCode.CODE_INVALID);
}
