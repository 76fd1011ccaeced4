import { and, eq, gte, lte } from 'drizzle-orm';
import { ResultCode, type SignInData, type SignInInfosData } from '@/lib/contract';
import { SIGN_IN_GROWTH } from '@/lib/domain/member-value-rules';
import type { MemberRow } from '../account/tokens';
import { certificationOf, requireCertified } from '../account/real-name-gate';
import { dailySignIn } from '../db/schema';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { creditGrowth } from './ledger';
import { airlineDay } from './period';

/**
 * The daily sign-in (spec §1, §3 sign-in entry, §6, §7 getSignInInfos; decision 65): once a day of the airline's
 * calendar (Beijing time, whatever the member's own zone), certified members only, SIGN_IN_GROWTH growth each.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The member's sign-ins of one month, a flag for each of its days. */
export async function signInInfos(
  s: Services,
  m: MemberRow,
  asked: { year?: number; month?: number },
): Promise<SignInInfosData> {
  const today = airlineDay(s.clock.now());
  const q =
    asked.year !== undefined && asked.month !== undefined
      ? { year: asked.year, month: asked.month }
      : { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
  const days = new Date(Date.UTC(q.year, q.month, 0)).getUTCDate();
  const first = `${q.year}-${pad(q.month)}-01`;
  const last = `${q.year}-${pad(q.month)}-${pad(days)}`;
  const [rows, todays, certification] = await Promise.all([
    s.db
      .select({ day: dailySignIn.day })
      .from(dailySignIn)
      .where(and(eq(dailySignIn.memberId, m.id), gte(dailySignIn.day, first), lte(dailySignIn.day, last))),
    s.db
      .select({ day: dailySignIn.day })
      .from(dailySignIn)
      .where(and(eq(dailySignIn.memberId, m.id), eq(dailySignIn.day, today))),
    certificationOf(s, m.id),
  ]);
  const signed = new Set(rows.map((r) => r.day));
  return {
    year: q.year,
    month: q.month,
    today,
    signedInToday: todays.length > 0,
    certification: { status: certification.status, expired: certification.expired },
    signInfos: Array.from({ length: days }, (_, i) => {
      const date = `${q.year}-${pad(q.month)}-${pad(i + 1)}`;
      return { date, sign: signed.has(date) };
    }),
  };
}

/**
 * Today's sign-in: 'please complete real-name authentication first' unless certified, 'real-name certification
 * expired' when it has lapsed; the day's key refuses a second sign-in, even two sent at once.
 */
export async function signIn(s: Services, m: MemberRow): Promise<SignInData> {
  await requireCertified(s, m.id);
  const now = s.clock.now();
  const date = airlineDay(now);
  return s.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(dailySignIn)
      .values({ memberId: m.id, day: date, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ day: dailySignIn.day });
    if (!inserted.length) throw new ApiError(ResultCode.SIGN_IN_ALREADY);
    const growthValue = await creditGrowth(tx, m.id, SIGN_IN_GROWTH, 'SIGN_IN', now);
    return { date, growth: SIGN_IN_GROWTH, growthValue };
  });
}
