/**
 * The coupon centre's and the gift centre's states (spec §4 claim states and gift package states, §9 the 15-day
 * claim window; decision 66). Pure; times in epoch ms.
 */

/** Spec §9: "Coupon and gift claim window 15 days". */
export const CLAIM_WINDOW_DAYS = 15;
const DAY_MS = 86_400_000;

/** The instant the claim window of something opened at `fromMs` closes (the window is [from, from + 15 days)). */
export function claimWindowEnd(fromMs: number): number {
  return fromMs + CLAIM_WINDOW_DAYS * DAY_MS;
}

export function inClaimWindow(fromMs: number, nowMs: number): boolean {
  return nowMs >= fromMs && nowMs < claimWindowEnd(fromMs);
}

/**
 * Spec §4 claim states, as this project reads them:
 * - NOT_ON_SALE: the window has not opened;
 * - UNCLAIMED: open, stock left, the member has not claimed it (the only state with a claim button);
 * - RUN_OUT: open, every coupon claimed, not by this member;
 * - DEPRECATED: the window closed or the airline withdrew it before this member claimed, or the claimed coupon
 *   expired unused;
 * - RECEIVED: claimed, its validity not begun yet;
 * - AVAILABLE: claimed and usable now;
 * - USED: claimed and spent on an order.
 */
export type ClaimState = 'NOT_ON_SALE' | 'UNCLAIMED' | 'RUN_OUT' | 'DEPRECATED' | 'RECEIVED' | 'AVAILABLE' | 'USED';

export type OfferFacts = { claimFromMs: number; stock: number; claimed: number; withdrawn: boolean };
export type ClaimedCoupon = { status: 'INI' | 'USED'; validFromMs: number; validToMs: number };

export function claimState(offer: OfferFacts, mine: ClaimedCoupon | null, nowMs: number): ClaimState {
  if (mine) {
    if (mine.status === 'USED') return 'USED';
    if (nowMs >= mine.validToMs) return 'DEPRECATED';
    return nowMs < mine.validFromMs ? 'RECEIVED' : 'AVAILABLE';
  }
  if (offer.withdrawn) return 'DEPRECATED';
  if (nowMs < offer.claimFromMs) return 'NOT_ON_SALE';
  if (!inClaimWindow(offer.claimFromMs, nowMs)) return 'DEPRECATED';
  return offer.claimed >= offer.stock ? 'RUN_OUT' : 'UNCLAIMED';
}

/** The validity of a coupon claimed at `claimedAtMs`: from the claim (or the offer's later start) for validDays. */
export function claimedValidity(claimedAtMs: number, validFromMs: number | null, validDays: number) {
  const from = Math.max(claimedAtMs, validFromMs ?? claimedAtMs);
  return { validFromMs: from, validToMs: from + validDays * DAY_MS };
}

/** Spec §4 gift package states; a package is opened within the 15-day window from when it was given. */
export type GiftState = 'UNOPENED' | 'OPENED' | 'EXPIRED';

export function giftState(grantedAtMs: number, openedAtMs: number | null, nowMs: number): GiftState {
  if (openedAtMs !== null) return 'OPENED';
  return nowMs >= claimWindowEnd(grantedAtMs) ? 'EXPIRED' : 'UNOPENED';
}
