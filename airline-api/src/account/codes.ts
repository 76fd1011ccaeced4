import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { ResultCode, type VerifyEvent } from '@/lib/contract';
import { RESEND_SECONDS } from '@/lib/domain/account-rules';
import type { Db } from '../db/client';
import { attemptCounter, verificationCode } from '../db/schema';
import { gatewayFor } from './code-delivery';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { randomDigits, randomSecret, safeEqual, sha256 } from './secrets';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_WRONG_TRIES = 5;
/** Sends from one address to one phone or e-mail a day (issue 29 §2, decision 53). */
export const DAILY_CAP_PER_TARGET_AND_IP = 5;
/** Sends to one phone or e-mail a day from requests that do not prove the owner: the SMS-bombing cap. */
export const DAILY_CAP_PER_TARGET = 20;
/** The owner's own codes by session (VERIFY_OWNER) a day, counted apart from strangers' sends. */
export const DAILY_CAP_OWNER_BY_SESSION = 10;
export const DAILY_CAP_PER_IP = 30;
/** An address that used a code of a target within this long is the owner's (it proved the target). */
export const PROVEN_ADDRESS_MS = 30 * 86_400_000;
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
 * Draws and delivers a code: one per target per address per 60 s. Daily caps (decision 53): 5 from one
 * address to one target; 20 to one target from all addresses, unless the request proves its owner (an
 * address that used up a code of the target within 30 days); the owner's session codes (VERIFY_OWNER) 10 a
 * day, apart from strangers' sends; 30 from one address. A new code invalidates the target's earlier codes
 * of the event. Delivery goes through the plugged-in gateway (the sandbox outbox); without one the send
 * fails. `deliver: false` does everything but deliver (a reset code for an unknown account: the answer and
 * the limits are the same, nothing leaves); `text` replaces the usual message (it must carry the code).
 */
export async function sendCode(
  s: Services,
  req: SendRequest,
  opts: { deliver?: boolean; text?: (code: string) => string } = {},
): Promise<{ expiresAt: string }> {
  const delivery = gatewayFor(s, req.type);
  if (!delivery) throw new ApiError(ResultCode.SMS_SEND_FAILED, `no ${req.type} gateway`);
  const now = s.clock.now();
  const code = randomDigits(6);
  const expiresAt = new Date(now + CODE_TTL_MS);
  await s.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${req.target}))`);
    const dayAgo = new Date(now - DAY_MS);
    const target = eq(verificationCode.target, req.target);
    const fromIp = eq(verificationCode.ip, req.ip);
    const [last] = await tx
      .select({ createdAt: verificationCode.createdAt })
      .from(verificationCode)
      .where(and(target, fromIp))
      .orderBy(desc(verificationCode.createdAt))
      .limit(1);
    if (last && now - last.createdAt.getTime() < RESEND_SECONDS * 1000)
      throw new ApiError(ResultCode.SEND_TOO_FREQUENT);
    const byOwner = sql`${verificationCode.event} = 'VERIFY_OWNER'`;
    const [sent] = await tx
      .select({
        strangers: sql<number>`(count(*) filter (where not ${byOwner}))::int`,
        fromIp: sql<number>`(count(*) filter (where not ${byOwner} and ${fromIp}))::int`,
        owner: sql<number>`(count(*) filter (where ${byOwner}))::int`,
      })
      .from(verificationCode)
      .where(and(target, gt(verificationCode.createdAt, dayAgo)));
    const [perIp] = await tx
      .select({ n: count() })
      .from(verificationCode)
      .where(and(fromIp, gt(verificationCode.createdAt, dayAgo)));
    const capped =
      req.event === 'VERIFY_OWNER'
        ? (sent?.owner ?? 0) >= DAILY_CAP_OWNER_BY_SESSION
        : (sent?.fromIp ?? 0) >= DAILY_CAP_PER_TARGET_AND_IP ||
          ((sent?.strangers ?? 0) >= DAILY_CAP_PER_TARGET && !(await provenAddress(tx, req, now)));
    if (capped || (perIp?.n ?? 0) >= DAILY_CAP_PER_IP) throw new ApiError(ResultCode.SEND_LIMIT_REACHED);
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
      text:
        opts.text?.(code) ??
        `【云雀航空】验证码 ${code}，10分钟内有效，请勿泄露。Skylark Airlines code ${code}, valid for 10 minutes.`,
      sentAt: new Date(now),
    });
  });
  return { expiresAt: expiresAt.toISOString() };
}

/** The key that marks an address as having used a code of a target (attempt_counter; its window is when). */
const provenKey = (ip: string, target: string) => `code:proven:${ip}:${target}`;

/** Whether the request's address used a code of its target within 30 days: the owner's own address. */
async function provenAddress(db: Db, req: SendRequest, now: number): Promise<boolean> {
  const [used] = await db
    .select({ key: attemptCounter.key })
    .from(attemptCounter)
    .where(
      and(
        eq(attemptCounter.key, provenKey(req.ip, req.target)),
        gt(attemptCounter.windowStart, new Date(now - PROVEN_ADDRESS_MS)),
      ),
    );
  return used !== undefined;
}

export type CheckRequest = {
  target: string;
  event?: CodeEvent | CodeEvent[];
  code: string;
  consume: boolean;
  /** The address that used the code up: it has proven the target (decision 53). */
  ip?: string;
};

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
  if (req.consume && req.ip) {
    const proven = { key: provenKey(req.ip, req.target), count: 1, windowStart: new Date(now) };
    await s.db
      .insert(attemptCounter)
      .values(proven)
      .onConflictDoUpdate({ target: attemptCounter.key, set: { windowStart: proven.windowStart } });
  }
}
