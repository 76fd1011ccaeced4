import { eq } from 'drizzle-orm';
import { ResultCode, type Currency, type UsableCoupon, type UpstreamLanguage } from '@/lib/contract';
import {
  couponDeduction,
  totalCouponDeduction,
  validateCouponSelection,
  type CouponTerms,
} from '@/lib/domain/coupon-rules';
import {
  ANY_SCOPE,
  couponBlock,
  type CouponScopeTerms,
  type CouponUse,
  type HeldCoupon,
} from '@/lib/domain/coupon-eligibility';
import { validatePoints, pointsValue } from '@/lib/domain/fee-rules';
import { certificationOf } from '../account/real-name-gate';
import type { MemberRow } from '../account/tokens';
import { memberCoupon, memberCouponScope } from '../db/schema';
import { fromFen } from '../domain/money';
import { ApiError } from '../errors';
import type { Services } from '../services';
import type { BookedSegment } from './fares';

type CouponRow = typeof memberCoupon.$inferSelect & { scope: CouponScopeTerms | null };

const terms = (c: CouponRow): CouponTerms => ({
  kind: c.kind,
  value: c.value,
  threshold: c.thresholdFen,
  stackable: c.stackable,
});

export const heldCoupon = (c: CouponRow): HeldCoupon => ({
  status: c.status,
  kind: c.kind,
  thresholdFen: c.thresholdFen,
  minDaysBeforeDeparture: c.minDaysBeforeDeparture,
  validFromMs: c.validFrom.getTime(),
  validToMs: c.validTo.getTime(),
  scope: c.scope ?? ANY_SCOPE,
});

/** The booking a coupon would be spent on: the website's ticket fares of these segments (decision 66). */
export function ticketUse(
  segments: BookedSegment[],
  fareFen: number,
  nowMs: number,
  realNameExpired: boolean,
): CouponUse {
  return {
    nowMs,
    fareFen,
    firstDepMs: segments[0]!.flight.depUtcMs,
    segments: segments.map((sg) => `${sg.flight.route.depAirport}-${sg.flight.route.arrAirport}`),
    flights: segments.map((sg) => sg.flight.schedule.flightNo),
    channel: 'WEB',
    product: 'TICKET',
    realNameExpired,
  };
}

/** The member's coupons with their scope, soonest to lapse first. */
export async function memberCoupons(s: Services, memberId: string): Promise<CouponRow[]> {
  const rows = await s.db
    .select({ coupon: memberCoupon, scope: memberCouponScope.scope })
    .from(memberCoupon)
    .leftJoin(memberCouponScope, eq(memberCouponScope.couponId, memberCoupon.id))
    .where(eq(memberCoupon.memberId, memberId))
    .orderBy(memberCoupon.validTo, memberCoupon.id);
  return rows.map((r) => ({ ...r.coupon, scope: r.scope }));
}

export function couponView(c: CouponRow, use: CouponUse, currency: Currency, language: UpstreamLanguage): UsableCoupon {
  const reason = couponBlock(heldCoupon(c), use);
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
    deduction: reason === null ? fromFen(couponDeduction(terms(c), use.fareFen), currency) : 0,
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
  segments: BookedSegment[],
): Promise<Deductions> {
  if (couponIds.length === 0 && points === 0) return { couponIds: [], couponFen: 0, points: 0, pointsFen: 0 };
  if (!member) throw new ApiError(ResultCode.NOT_LOGGED_IN);
  const ids = [...new Set(couponIds)];
  if (ids.length !== couponIds.length) throw new ApiError(ResultCode.COUPON_NOT_COMBINABLE);
  // Only the member's own coupons are found: another member's id is as unknown as a made-up one.
  const rows = ids.length ? (await memberCoupons(s, member.id)).filter((c) => ids.includes(c.id)) : [];
  if (rows.length !== ids.length) throw new ApiError(ResultCode.COUPON_NOT_USABLE, 'unknown coupon');
  if (rows.length) {
    const { expired } = await certificationOf(s, member.id);
    const use = ticketUse(segments, fareFen, s.clock.now(), expired);
    for (const c of rows) {
      const block = couponBlock(heldCoupon(c), use);
      if (block) throw new ApiError(ResultCode.COUPON_NOT_USABLE, block);
    }
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
