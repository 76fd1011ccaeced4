import { and, eq, inArray } from 'drizzle-orm';
import { ResultCode, type Currency, type UsableCoupon, type UpstreamLanguage } from '@/lib/contract';
import {
  couponDeduction,
  totalCouponDeduction,
  validateCouponSelection,
  type CouponTerms,
} from '@/lib/domain/coupon-rules';
import { validatePoints, pointsValue } from '@/lib/domain/fee-rules';
import { certificationOf } from '../account/real-name-gate';
import type { MemberRow } from '../account/tokens';
import { memberCoupon } from '../db/schema';
import { fromFen } from '../domain/money';
import { ApiError } from '../errors';
import type { Services } from '../services';

type CouponRow = typeof memberCoupon.$inferSelect;
const DAY_MS = 86_400_000;

const terms = (c: CouponRow): CouponTerms => ({
  kind: c.kind,
  value: c.value,
  threshold: c.thresholdFen,
  stackable: c.stackable,
});

/** Why a coupon cannot be used on a fare leaving at `firstDepMs`, or null. */
export function couponBlock(c: CouponRow, fareFen: number, firstDepMs: number, nowMs: number): string | null {
  if (c.status !== 'INI') return 'couponUsed';
  if (nowMs < c.validFrom.getTime() || nowMs >= c.validTo.getTime()) return 'couponExpired';
  if (c.minDaysBeforeDeparture > 0 && firstDepMs - nowMs < c.minDaysBeforeDeparture * DAY_MS)
    return 'couponTooCloseToDeparture';
  if (c.kind === 'FULL_REDUCTION' && fareFen < c.thresholdFen) return 'couponThresholdNotMet';
  return null;
}

export async function memberCoupons(s: Services, memberId: string): Promise<CouponRow[]> {
  return s.db.select().from(memberCoupon).where(eq(memberCoupon.memberId, memberId)).orderBy(memberCoupon.validTo);
}

export function couponView(
  c: CouponRow,
  fareFen: number,
  firstDepMs: number,
  nowMs: number,
  currency: Currency,
  language: UpstreamLanguage,
): UsableCoupon {
  const reason = couponBlock(c, fareFen, firstDepMs, nowMs);
  return {
    couponId: c.id,
    name: language === 'en_US' ? c.nameEn : c.nameZh,
    kind: c.kind,
    value: c.kind === 'DISCOUNT' ? c.value : fromFen(c.value, currency),
    threshold: fromFen(c.thresholdFen, currency),
    stackable: c.stackable,
    validFrom: c.validFrom.toISOString(),
    validTo: c.validTo.toISOString(),
    usable: reason === null,
    reason,
    deduction: reason === null ? fromFen(couponDeduction(terms(c), fareFen), currency) : 0,
  };
}

export type Deductions = { couponIds: string[]; couponFen: number; points: number; pointsFen: number };

/** Coupons (one per kind, non-stackable alone) then points (whole units, within the fare left). */
export async function applyDeductions(
  s: Services,
  member: MemberRow | null,
  couponIds: string[],
  points: number,
  fareFen: number,
  firstDepMs: number,
): Promise<Deductions> {
  if (couponIds.length === 0 && points === 0) return { couponIds: [], couponFen: 0, points: 0, pointsFen: 0 };
  if (!member) throw new ApiError(ResultCode.NOT_LOGGED_IN);
  const ids = [...new Set(couponIds)];
  if (ids.length !== couponIds.length) throw new ApiError(ResultCode.COUPON_NOT_COMBINABLE);
  const rows = ids.length
    ? await s.db
        .select()
        .from(memberCoupon)
        .where(and(eq(memberCoupon.memberId, member.id), inArray(memberCoupon.id, ids)))
    : [];
  if (rows.length !== ids.length) throw new ApiError(ResultCode.COUPON_NOT_USABLE, 'unknown coupon');
  const now = s.clock.now();
  for (const c of rows) {
    const block = couponBlock(c, fareFen, firstDepMs, now);
    if (block) throw new ApiError(ResultCode.COUPON_NOT_USABLE, block);
  }
  if (validateCouponSelection(rows.map(terms))) throw new ApiError(ResultCode.COUPON_NOT_COMBINABLE);
  const ordered = ids.map((id) => rows.find((r) => r.id === id)!);
  const couponFen = totalCouponDeduction(ordered.map(terms), fareFen);
  // Spec §6, §8: an expired real-name certification limits points until it is renewed (decision 65).
  if (points > 0 && (await certificationOf(s, member.id)).expired) throw new ApiError(ResultCode.REAL_NAME_EXPIRED);
  const pointsIssue = validatePoints(points, member.points, fareFen - couponFen);
  if (pointsIssue) throw new ApiError(ResultCode.POINTS_INVALID, pointsIssue);
  return { couponIds: ids, couponFen, points, pointsFen: pointsValue(points) };
}
