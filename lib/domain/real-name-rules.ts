/**
 * Real-name certification (spec §4 real-name status, §6 certified versus uncertified member, §8 'real-name
 * certification expired'), shared by airline-api (which decides) and the web (which shows the next step).
 */
import type { CertificationStatus } from '@/lib/contract/member';
import type { RealNameData } from '@/lib/contract/real-name';

/** Spec §4: 0 not certified, 1 under review, 2 failed (may recertify), 3 certified. */
export const REAL_NAME_STATUS = { NONE: 0, UNDER_REVIEW: 1, FAILED: 2, CERTIFIED: 3 } as const;

/**
 * How long an approved certification stays valid, in days from its review. The spec says a real-name
 * verification can expire and that an expired one limits points and coupons until it is done again (§6, §8),
 * but it does not give the number: two years is this project's choice, long enough that a member certifies
 * rarely, short enough that a certification follows a document's renewal.
 */
export const REAL_NAME_VALID_DAYS = 730;
const DAY_MS = 86_400_000;

/** When a certification reviewed at `reviewedAtMs` lapses: exactly REAL_NAME_VALID_DAYS later. */
export function realNameExpiresAt(reviewedAtMs: number): number {
  return reviewedAtMs + REAL_NAME_VALID_DAYS * DAY_MS;
}

/**
 * Whether a certification has lapsed: only a certified one can (the others are not valid to begin with),
 * from the instant it reaches REAL_NAME_VALID_DAYS. A certified row with no review time never lapses.
 */
export function isRealNameExpired(status: CertificationStatus, reviewedAtMs: number | null, nowMs: number): boolean {
  if (status !== REAL_NAME_STATUS.CERTIFIED || reviewedAtMs === null) return false;
  return nowMs >= realNameExpiresAt(reviewedAtMs);
}

/**
 * What the member should do next, as the status page says it:
 * - `certify`: never certified (0);
 * - `underReview`: wait for the reviewer (1);
 * - `recertify`: the review failed, with its reason (2);
 * - `renew`: certified, but expired (3 and lapsed);
 * - `certified`: nothing to do (3).
 */
export type RealNameStep = 'certify' | 'underReview' | 'recertify' | 'renew' | 'certified';

export function realNameStep(status: CertificationStatus, expired: boolean): RealNameStep {
  switch (status) {
    case REAL_NAME_STATUS.NONE:
      return 'certify';
    case REAL_NAME_STATUS.UNDER_REVIEW:
      return 'underReview';
    case REAL_NAME_STATUS.FAILED:
      return 'recertify';
    default:
      return expired ? 'renew' : 'certified';
  }
}

/** A submission is taken when nothing is under review and no valid certification stands (spec §4, §8). */
export function maySubmitRealName(status: CertificationStatus, expired: boolean): boolean {
  const step = realNameStep(status, expired);
  return step === 'certify' || step === 'recertify' || step === 'renew';
}

/**
 * A certification known by its status alone: no document, no dates, not expired. airline-api answers it for a
 * member who never submitted (status 0); the security centre falls back on it, with the member summary's status,
 * when the certification cannot be read.
 */
export function certificationOfStatus(status: CertificationStatus): RealNameData {
  return {
    status,
    name: null,
    certificateType: null,
    certificateNumber: null,
    submittedAt: null,
    reviewedAt: null,
    reason: null,
    expired: false,
    expiresAt: null,
  };
}
