import { randomUUID } from 'node:crypto';
import { sql, eq } from 'drizzle-orm';
import { claimedValidity } from '@/lib/domain/coupon-claim';
import type { Db } from '../db/client';
import { couponOffer, member, memberCoupon, memberCouponScope } from '../db/schema';

type OfferRow = typeof couponOffer.$inferSelect;

/**
 * One coupon of `offer` given to a member at `nowMs`, in the caller's transaction: the held coupon, its scope and
 * the member's coupon count. Answers the coupon's id and end of validity.
 */
export async function grantCoupon(tx: Db, memberId: string, offer: OfferRow, nowMs: number) {
  const id = `CP-${randomUUID()}`;
  const { validFromMs, validToMs } = claimedValidity(nowMs, offer.validFrom?.getTime() ?? null, offer.validDays);
  await tx.insert(memberCoupon).values({
    id,
    memberId,
    nameZh: offer.nameZh,
    nameEn: offer.nameEn,
    kind: offer.kind,
    value: offer.value,
    thresholdFen: offer.thresholdFen,
    stackable: offer.stackable,
    minDaysBeforeDeparture: offer.minDaysBeforeDeparture,
    validFrom: new Date(validFromMs),
    validTo: new Date(validToMs),
    status: 'INI',
  });
  await tx.insert(memberCouponScope).values({ couponId: id, scope: offer.scope });
  await tx
    .update(member)
    .set({ coupons: sql`${member.coupons} + 1` })
    .where(eq(member.id, memberId));
  return { couponId: id, validTo: new Date(validToMs).toISOString() };
}
