/**
 * Fee and deduction rules of spec §5 Services and §9, shared by the web and airline-api. Amounts are
 * integer minor units.
 */

/** Online baggage is 60% cheaper than at the airport (spec §9). */
export const BAGGAGE_ONLINE_DISCOUNT = 0.6;
/** Online baggage is sold until 2 hours before departure. */
export const BAGGAGE_CUTOFF_MS = 2 * 60 * 60_000;
/** 100 points are worth 1 currency unit (spec §9). */
export const POINTS_PER_UNIT = 100;
/** An unpaid order holds its seats this long (the payment countdown). */
export const PAYMENT_WINDOW_MS = 30 * 60_000;

export function onlineBaggagePrice(airportPrice: number): number {
  return Math.round(airportPrice * (1 - BAGGAGE_ONLINE_DISCOUNT));
}

/**
 * More than 2 hours before departure (spec §5 "not within 2 hours"; decision 28): 2 hours and 1 ms before still
 * sells, exactly 2 hours before is within the 2 hours and does not, as decision 21 reads "within" its cutoffs.
 */
export function baggageOnSale(departureUtcMs: number, nowMs: number): boolean {
  return departureUtcMs - nowMs > BAGGAGE_CUTOFF_MS;
}

/** Whether an unpaid order may still be paid (the deadline itself is too late). */
export function beforeDeadline(deadlineMs: number, nowMs: number): boolean {
  return nowMs < deadlineMs;
}

export type PointsIssue = 'pointsInvalid' | 'pointsInsufficient' | 'pointsExceedLimit';

/**
 * Points deduct whole units (multiples of 100), no more than the member holds and no more than `maxMinor`
 * (the ticket fare: taxes are never paid with points). 100 points = 1 unit = 100 minor units.
 */
export function validatePoints(points: number, balance: number, maxMinor: number): PointsIssue | null {
  if (!Number.isInteger(points) || points < 0 || points % POINTS_PER_UNIT !== 0) return 'pointsInvalid';
  if (points > balance) return 'pointsInsufficient';
  if (pointsValue(points) > maxMinor) return 'pointsExceedLimit';
  return null;
}

/** Minor units worth of `points` (100 points = 100 minor units). */
export function pointsValue(points: number): number {
  return (points / POINTS_PER_UNIT) * 100;
}

/** The most points usable against a fare: whole units only. */
export function maxUsablePoints(balance: number, maxMinor: number): number {
  const byFare = Math.floor(maxMinor / 100) * POINTS_PER_UNIT;
  const byBalance = Math.floor(balance / POINTS_PER_UNIT) * POINTS_PER_UNIT;
  return Math.min(byFare, byBalance);
}

/** Insurance maximum payouts (spec §9), in yuan. */
export const INSURANCE_MAX_PAYOUT_YUAN = { accident: 2_000_000, comprehensive: 600_000, delay: 500, baggageDelay: 200 };
