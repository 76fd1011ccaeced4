/**
 * Whether a held coupon may be used on a trip (spec §3 Coupon, §5 Coupons, §6 an expired certification limits
 * coupons; decision 66). ONE function for the booking funnel's picker, the reservation that spends the coupon and
 * the member's coupon page, so what the member is shown is what the reservation accepts. Pure; times in epoch ms.
 */
import type { CouponKind } from './coupon-rules';

const DAY_MS = 86_400_000;

export type CouponChannel = 'WEB' | 'APP' | 'MINI';
export type CouponProduct = 'TICKET' | 'ANCILLARY';

/** Where a coupon applies; an empty list means "any". */
export type CouponScopeTerms = {
  products: CouponProduct[];
  segments: string[];
  flights: string[];
  channels: CouponChannel[];
};

export const ANY_SCOPE: CouponScopeTerms = { products: [], segments: [], flights: [], channels: [] };

export type HeldCoupon = {
  status: 'INI' | 'USED';
  kind: CouponKind;
  thresholdFen: number;
  /** Not usable for flights leaving within this many days (0: no limit). */
  minDaysBeforeDeparture: number;
  validFromMs: number;
  validToMs: number;
  scope: CouponScopeTerms;
};

/** What the coupon would be spent on. Segments 'CAN-PEK' and flight numbers of every leg of the trip. */
export type CouponUse = {
  nowMs: number;
  fareFen: number;
  firstDepMs: number;
  segments: string[];
  flights: string[];
  channel: CouponChannel;
  product: CouponProduct;
  /** The member's real-name certification has lapsed (spec §6): no coupon until it is renewed. */
  realNameExpired: boolean;
};

export type CouponBlock =
  | 'couponUsed'
  | 'couponExpired'
  | 'couponNotYetValid'
  | 'couponRealNameExpired'
  | 'couponWrongChannel'
  | 'couponWrongProduct'
  | 'couponWrongSegment'
  | 'couponWrongFlight'
  | 'couponTooCloseToDeparture'
  | 'couponThresholdNotMet';

/** The member-centre tab a coupon sits under (spec §4: INI unused, USED, EXPIRED by date). */
export type CouponTab = 'INI' | 'USED' | 'EXPIRED';

export function couponTab(c: Pick<HeldCoupon, 'status' | 'validToMs'>, nowMs: number): CouponTab {
  if (c.status === 'USED') return 'USED';
  return nowMs >= c.validToMs ? 'EXPIRED' : 'INI';
}

const allIn = <T>(allowed: T[], wanted: T[]) => allowed.length === 0 || wanted.every((w) => allowed.includes(w));

/**
 * Why the coupon cannot be used, or null. Validity is [validFrom, validTo); the departure limit lets a flight
 * leaving exactly `minDaysBeforeDeparture` days from now through. Every segment and flight of the trip must be
 * among the coupon's when it names any.
 */
export function couponBlock(c: HeldCoupon, use: CouponUse): CouponBlock | null {
  if (c.status !== 'INI') return 'couponUsed';
  if (use.nowMs >= c.validToMs) return 'couponExpired';
  if (use.nowMs < c.validFromMs) return 'couponNotYetValid';
  if (use.realNameExpired) return 'couponRealNameExpired';
  if (!allIn(c.scope.channels, [use.channel])) return 'couponWrongChannel';
  if (!allIn(c.scope.products, [use.product])) return 'couponWrongProduct';
  if (!allIn(c.scope.segments, use.segments)) return 'couponWrongSegment';
  if (!allIn(c.scope.flights, use.flights)) return 'couponWrongFlight';
  if (c.minDaysBeforeDeparture > 0 && use.firstDepMs - use.nowMs < c.minDaysBeforeDeparture * DAY_MS)
    return 'couponTooCloseToDeparture';
  if (c.kind === 'FULL_REDUCTION' && use.fareFen < c.thresholdFen) return 'couponThresholdNotMet';
  return null;
}
