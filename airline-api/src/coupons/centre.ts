import { and, eq, lt, sql } from 'drizzle-orm';
import { ResultCode, type CouponCentreData, type CouponOffer, type UpstreamLanguage } from '@/lib/contract';
import { claimState, claimWindowEnd, inClaimWindow } from '@/lib/domain/coupon-claim';
import { isUniqueViolation } from '../account/members';
import { certificationOf } from '../account/real-name-gate';
import type { Db } from '../db/client';
import { couponClaim, couponOffer, memberCoupon } from '../db/schema';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { grantCoupon } from './grant';

/**
 * The coupon centre (spec §2 /member/couponCenter, §4 claim states, §9 the 15-day window): every centre offer
 * with this member's state; the member is the token's, so another member's claims are never read.
 */
export async function couponCentre(
  s: Services,
  memberId: string,
  language: UpstreamLanguage,
): Promise<CouponCentreData> {
  const now = s.clock.now();
  const offers = await s.db
    .select()
    .from(couponOffer)
    .where(eq(couponOffer.inCentre, true))
    .orderBy(couponOffer.claimFrom, couponOffer.id);
  const mine = await s.db
    .select({ offerId: couponClaim.offerId, coupon: memberCoupon })
    .from(couponClaim)
    .innerJoin(memberCoupon, eq(memberCoupon.id, couponClaim.couponId))
    .where(eq(couponClaim.memberId, memberId));
  const byOffer = new Map(mine.map((m) => [m.offerId, m.coupon]));
  const view = (o: (typeof offers)[number]): CouponOffer => {
    const c = byOffer.get(o.id);
    const claimFromMs = o.claimFrom.getTime();
    return {
      offerId: o.id,
      name: language === 'en_US' ? o.nameEn : o.nameZh,
      kind: o.kind,
      value: o.value,
      thresholdFen: o.thresholdFen,
      stackable: o.stackable,
      minDaysBeforeDeparture: o.minDaysBeforeDeparture,
      scope: o.scope,
      validDays: o.validDays,
      claimFrom: o.claimFrom.toISOString(),
      claimTo: new Date(claimWindowEnd(claimFromMs)).toISOString(),
      remaining: Math.max(0, o.stock - o.claimed),
      state: claimState(
        { claimFromMs, stock: o.stock, claimed: o.claimed, withdrawn: o.withdrawn },
        c ? { status: c.status, validFromMs: c.validFrom.getTime(), validToMs: c.validTo.getTime() } : null,
        now,
      ),
    };
  };
  const { expired } = await certificationOf(s, memberId);
  return { offers: offers.map(view), realNameExpired: expired };
}

/**
 * One claim, in one transaction: the stock is taken by a conditional update (`claimed < stock`), which PostgreSQL
 * re-checks on the row it waited for, so parallel claims of the last coupons never take more than the stock; the
 * unique (offer, member) index refuses a member's second claim, even a parallel one, and rolls its stock back.
 * An expired certification limits coupons (spec §6): no claim until it is renewed.
 */
export async function claimOffer(s: Services, memberId: string, offerId: string) {
  const now = s.clock.now();
  if ((await certificationOf(s, memberId)).expired) throw new ApiError(ResultCode.REAL_NAME_EXPIRED);
  try {
    return await s.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const [offer] = await tx
        .select()
        .from(couponOffer)
        .where(and(eq(couponOffer.id, offerId), eq(couponOffer.inCentre, true)));
      if (!offer) throw new ApiError(ResultCode.NOT_FOUND, 'offer');
      const [already] = await tx
        .select({ id: couponClaim.couponId })
        .from(couponClaim)
        .where(and(eq(couponClaim.offerId, offerId), eq(couponClaim.memberId, memberId)));
      if (already) throw new ApiError(ResultCode.COUPON_ALREADY_CLAIMED);
      if (offer.withdrawn || !inClaimWindow(offer.claimFrom.getTime(), now))
        throw new ApiError(ResultCode.COUPON_NOT_CLAIMABLE);
      const taken = await tx
        .update(couponOffer)
        .set({ claimed: sql`${couponOffer.claimed} + 1` })
        .where(and(eq(couponOffer.id, offerId), lt(couponOffer.claimed, couponOffer.stock)))
        .returning({ id: couponOffer.id });
      if (!taken.length) throw new ApiError(ResultCode.COUPON_RUN_OUT);
      const grant = await grantCoupon(tx, memberId, offer, now);
      await tx.insert(couponClaim).values({ offerId, memberId, couponId: grant.couponId, claimedAt: new Date(now) });
      return grant;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(ResultCode.COUPON_ALREADY_CLAIMED);
    throw err;
  }
}
