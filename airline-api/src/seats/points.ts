import type { Currency } from '@/lib/contract';
import { ResultCode } from '@/lib/contract';
import { maxUsablePoints, pointsValue, validatePoints } from '@/lib/domain/fee-rules';
import type { MemberRow } from '../account/tokens';
import { CNY_PER_USD, fromFen } from '../domain/money';
import { ApiError } from '../errors';

/**
 * Points for seats and add-ons (spec §7 memberPoints getPointsInfo, getAvailableForSeat, calDeductPriceForSeat;
 * §9: 100 points = 1 unit). Members only. As at booking (booking/deductions.ts), points pay in fen: an amount
 * in another currency is read as the least number of fen it can stand for, so the points offered here are never
 * more than the reserve call, which counts the fen of the frozen prices, accepts.
 */

/** The fewest fen `amount` of `currency` can come from (each price is converted with fromFen, rounded). */
export function amountFenAtLeast(amount: number, currency: Currency): number {
  if (currency === 'CNY') return amount;
  return amount <= 0 ? 0 : Math.ceil((amount - 0.5) * CNY_PER_USD);
}

/** The deduction `points` make on `amount` (never more than it) in `currency`. */
export function pointsDeduction(points: number, amount: number, currency: Currency): number {
  return Math.min(amount, fromFen(pointsValue(points), currency));
}

export function pointsInfo(member: MemberRow) {
  return { currentPoints: member.points };
}

/**
 * getAvailableForSeat: the most points usable on `amount` (whole units, no more than held) and their worth; none
 * while the member's certification has lapsed (spec §6, §8: points are limited until it is renewed; decision 65).
 */
export function pointsForSeat(
  member: MemberRow,
  body: { amount: number; currency: Currency },
  realNameExpired: boolean,
) {
  const maxPoints = realNameExpired ? 0 : maxUsablePoints(member.points, amountFenAtLeast(body.amount, body.currency));
  return {
    currentPoints: member.points,
    maxPoints,
    maxDeduction: pointsDeduction(maxPoints, body.amount, body.currency),
    realNameExpired,
  };
}

/** calDeductPriceForSeat: what `subPoints` take off `amount`; a count that cannot be used is POINTS_INVALID. */
export function pointsDeductForSeat(
  member: MemberRow,
  body: { amount: number; currency: Currency; subPoints: number },
  realNameExpired: boolean,
) {
  if (realNameExpired && body.subPoints > 0) throw new ApiError(ResultCode.REAL_NAME_EXPIRED);
  const issue = validatePoints(body.subPoints, member.points, amountFenAtLeast(body.amount, body.currency));
  if (issue) throw new ApiError(ResultCode.POINTS_INVALID, issue);
  const deduction = pointsDeduction(body.subPoints, body.amount, body.currency);
  return { deduction, payAmount: body.amount - deduction };
}
