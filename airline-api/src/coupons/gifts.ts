import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { ResultCode, type GiftPackagesData, type UpstreamLanguage } from '@/lib/contract';
import { CLAIM_WINDOW_DAYS, claimWindowEnd, giftState } from '@/lib/domain/coupon-claim';
import { certificationOf } from '../account/real-name-gate';
import type { Db } from '../db/client';
import { couponOffer, giftPackage } from '../db/schema';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { grantCoupon } from './grant';

const DAY_MS = 86_400_000;

/** The member's gift packages (spec §2 /member/giftCenter, §4 unopened, opened, expired), newest first. */
export async function giftPackages(
  s: Services,
  memberId: string,
  language: UpstreamLanguage,
): Promise<GiftPackagesData> {
  const now = s.clock.now();
  const rows = await s.db
    .select()
    .from(giftPackage)
    .where(eq(giftPackage.memberId, memberId))
    .orderBy(giftPackage.grantedAt);
  const offerIds = [...new Set(rows.flatMap((r) => r.offerIds))];
  const offers = offerIds.length ? await s.db.select().from(couponOffer).where(inArray(couponOffer.id, offerIds)) : [];
  const offer = new Map(offers.map((o) => [o.id, o]));
  const packages = rows.reverse().map((r) => ({
    packageId: r.id,
    name: language === 'en_US' ? r.nameEn : r.nameZh,
    state: giftState(r.grantedAt.getTime(), r.openedAt?.getTime() ?? null, now),
    grantedAt: r.grantedAt.toISOString(),
    openBy: new Date(claimWindowEnd(r.grantedAt.getTime())).toISOString(),
    coupons: r.offerIds.flatMap((id) => {
      const o = offer.get(id);
      return o ? [{ name: language === 'en_US' ? o.nameEn : o.nameZh, kind: o.kind, value: o.value }] : [];
    }),
  }));
  return { packages, realNameExpired: (await certificationOf(s, memberId)).expired };
}

/**
 * Opening a package grants one coupon per offer in it, in one transaction. The package is taken by a conditional
 * update (the member's own, unopened, within its 15 days), so a double click or a parallel request opens it once;
 * another member's package is as unknown as a made-up id.
 */
export async function openGift(s: Services, memberId: string, packageId: string) {
  const now = s.clock.now();
  if ((await certificationOf(s, memberId)).expired) throw new ApiError(ResultCode.REAL_NAME_EXPIRED);
  return s.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [pkg] = await tx
      .update(giftPackage)
      .set({ openedAt: new Date(now) })
      .where(
        and(
          eq(giftPackage.id, packageId),
          eq(giftPackage.memberId, memberId),
          isNull(giftPackage.openedAt),
          gt(giftPackage.grantedAt, new Date(now - CLAIM_WINDOW_DAYS * DAY_MS)),
        ),
      )
      .returning();
    if (!pkg) {
      const [mine] = await tx
        .select({ id: giftPackage.id })
        .from(giftPackage)
        .where(and(eq(giftPackage.id, packageId), eq(giftPackage.memberId, memberId)));
      throw new ApiError(mine ? ResultCode.GIFT_NOT_OPENABLE : ResultCode.NOT_FOUND, 'gift package');
    }
    const offers = pkg.offerIds.length
      ? await tx.select().from(couponOffer).where(inArray(couponOffer.id, pkg.offerIds))
      : [];
    const couponIds: string[] = [];
    for (const id of pkg.offerIds) {
      const o = offers.find((x) => x.id === id);
      if (o) couponIds.push((await grantCoupon(tx, memberId, o, now)).couponId);
    }
    return { couponIds };
  });
}
