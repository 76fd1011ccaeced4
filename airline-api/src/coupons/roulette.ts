import { randomInt } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { ResultCode, type RouletteData, type RouletteDrawData, type UpstreamLanguage } from '@/lib/contract';
import { ROULETTE_DAILY_DRAWS, ROULETTE_PRIZES, drawsLeft, prizeAt, rouletteTotalWeight } from '@/lib/domain/roulette';
import { certificationOf } from '../account/real-name-gate';
import type { Db } from '../db/client';
import { couponOffer, member, rouletteDraw } from '../db/schema';
import { localDate } from '../domain/time-zone';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { grantCoupon } from './grant';

const ZONE = 'Asia/Shanghai';

async function prizeNames(db: Db, language: UpstreamLanguage): Promise<Map<string, string>> {
  const ids = ROULETTE_PRIZES.flatMap((p) => (p.offerId ? [p.offerId] : []));
  const offers = await db.select().from(couponOffer).where(inArray(couponOffer.id, ids));
  const byOffer = new Map(offers.map((o) => [o.id, language === 'en_US' ? o.nameEn : o.nameZh]));
  return new Map(ROULETTE_PRIZES.map((p) => [p.id, p.offerId ? (byOffer.get(p.offerId) ?? p.id) : '']));
}

/** The prizes with their published weights, and the member's draws of today (airline-local day). */
export async function roulette(s: Services, memberId: string, language: UpstreamLanguage): Promise<RouletteData> {
  const day = localDate(s.clock.now(), ZONE);
  const names = await prizeNames(s.db, language);
  const today = await s.db
    .select()
    .from(rouletteDraw)
    .where(and(eq(rouletteDraw.memberId, memberId), eq(rouletteDraw.day, day)))
    .orderBy(rouletteDraw.n);
  return {
    prizes: ROULETTE_PRIZES.map((p) => ({ prizeId: p.id, name: names.get(p.id) || null, weight: p.weight })),
    totalWeight: rouletteTotalWeight(ROULETTE_PRIZES),
    dailyDraws: ROULETTE_DAILY_DRAWS,
    drawsLeft: drawsLeft(today.length),
    today: today.map((d) => ({ prizeId: d.prize, name: names.get(d.prize) || null, drawnAt: d.drawnAt.toISOString() })),
    realNameExpired: (await certificationOf(s, memberId)).expired,
  };
}

/**
 * One draw: the member's row is locked so that parallel draws of one member count one after the other, and the
 * (member, day, n) key refuses an n-th draw past the limit even so. The prize is airline-api's uniform random
 * integer; the page only shows it. A coupon prize is granted in the same transaction.
 */
export async function drawRoulette(
  s: Services,
  memberId: string,
  language: UpstreamLanguage,
): Promise<RouletteDrawData> {
  const now = s.clock.now();
  const day = localDate(now, ZONE);
  if ((await certificationOf(s, memberId)).expired) throw new ApiError(ResultCode.REAL_NAME_EXPIRED);
  const names = await prizeNames(s.db, language);
  return s.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await tx.select({ id: member.id }).from(member).where(eq(member.id, memberId)).for('update');
    const [drawn] = await tx
      .select({ n: count() })
      .from(rouletteDraw)
      .where(and(eq(rouletteDraw.memberId, memberId), eq(rouletteDraw.day, day)));
    const n = (drawn?.n ?? 0) + 1;
    if (n > ROULETTE_DAILY_DRAWS) throw new ApiError(ResultCode.ROULETTE_LIMIT);
    const prize = prizeAt(ROULETTE_PRIZES, randomInt(rouletteTotalWeight(ROULETTE_PRIZES)));
    const [offer] = prize.offerId ? await tx.select().from(couponOffer).where(eq(couponOffer.id, prize.offerId)) : [];
    const couponId = offer ? (await grantCoupon(tx, memberId, offer, now)).couponId : null;
    await tx.insert(rouletteDraw).values({ memberId, day, n, prize: prize.id, couponId, drawnAt: new Date(now) });
    return { prizeId: prize.id, name: names.get(prize.id) || null, couponId, drawsLeft: drawsLeft(n) };
  });
}
