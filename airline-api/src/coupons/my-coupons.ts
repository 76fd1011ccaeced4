import type { MyCoupon, MyCouponsData, UpstreamLanguage } from '@/lib/contract';
import { ANY_SCOPE, couponTab, type CouponTab } from '@/lib/domain/coupon-eligibility';
import { certificationOf } from '../account/real-name-gate';
import { heldCoupon, memberCoupons } from '../booking/deductions';
import type { Services } from '../services';

type Row = Awaited<ReturnType<typeof memberCoupons>>[number];

function view(c: Row, tab: CouponTab, language: UpstreamLanguage): MyCoupon {
  return {
    couponId: c.id,
    name: language === 'en_US' ? c.nameEn : c.nameZh,
    kind: c.kind,
    value: c.value,
    thresholdFen: c.thresholdFen,
    stackable: c.stackable,
    minDaysBeforeDeparture: c.minDaysBeforeDeparture,
    scope: c.scope ?? ANY_SCOPE,
    validFrom: c.validFrom.toISOString(),
    validTo: c.validTo.toISOString(),
    tab,
    usedOrderNo: c.usedOrderNo,
  };
}

/**
 * The member's coupons under one tab (spec §4: INI unused, USED, EXPIRED by date), with each tab's count. Only
 * the token's member's rows are read: there is no parameter naming a member.
 */
export async function myCoupons(
  s: Services,
  memberId: string,
  tab: CouponTab,
  language: UpstreamLanguage,
): Promise<MyCouponsData> {
  const now = s.clock.now();
  const rows = (await memberCoupons(s, memberId)).map((c) => ({ c, tab: couponTab(heldCoupon(c), now) }));
  const counts = { INI: 0, USED: 0, EXPIRED: 0 };
  for (const r of rows) counts[r.tab] += 1;
  const { expired } = await certificationOf(s, memberId);
  const shown = rows.filter((r) => r.tab === tab);
  // Used and expired: the latest first; unused: the soonest to lapse first.
  if (tab !== 'INI') shown.reverse();
  return { tab, counts, coupons: shown.map((r) => view(r.c, r.tab, language)), realNameExpired: expired };
}
