import { eq } from 'drizzle-orm';
import { ResultCode, type CertificationStatus } from '@/lib/contract';
import { isRealNameExpired, realNameExpiresAt, REAL_NAME_STATUS } from '@/lib/domain/real-name-rules';
import { realName } from '../db/schema';
import { ApiError } from '../errors';
import type { Services } from '../services';

/** A member's certification as the gates judge it (spec §4 status, §6 and §8 validity). */
export type Certification = {
  status: CertificationStatus;
  /** A certified status whose REAL_NAME_VALID_DAYS have passed since its review. */
  expired: boolean;
  /** When a certified status lapses; null for the other statuses. */
  expiresAt: Date | null;
};

/** The member's certification now, by airline-api's clock (0 when the member never submitted). */
export async function certificationOf(s: Services, memberId: string): Promise<Certification> {
  const [row] = await s.db
    .select({ status: realName.status, reviewedAt: realName.reviewedAt })
    .from(realName)
    .where(eq(realName.memberId, memberId));
  const status = (row?.status ?? REAL_NAME_STATUS.NONE) as CertificationStatus;
  const reviewedAtMs = row?.reviewedAt?.getTime() ?? null;
  const certified = status === REAL_NAME_STATUS.CERTIFIED && reviewedAtMs !== null;
  return {
    status,
    expired: isRealNameExpired(status, reviewedAtMs, s.clock.now()),
    expiresAt: certified ? new Date(realNameExpiresAt(reviewedAtMs)) : null,
  };
}

/**
 * The code a call is refused with for want of a valid certification, or null when it may go on:
 * 'please complete real-name authentication first' (3000025) unless certified, 'real-name certification
 * expired' (3000026) when the certification has lapsed (spec §6, §8).
 */
export function realNameRefusal(c: Pick<Certification, 'status' | 'expired'>) {
  if (c.status !== REAL_NAME_STATUS.CERTIFIED) return ResultCode.REAL_NAME_REQUIRED;
  if (c.expired) return ResultCode.REAL_NAME_EXPIRED;
  return null;
}

/**
 * The gate of the functions spec §6 keeps for certified members (document management, daily sign-in,
 * points top-up): throws REAL_NAME_REQUIRED or REAL_NAME_EXPIRED, else answers the certification. Call it
 * with the member of the token (requireMember), never with an id the caller sent.
 */
export async function requireCertified(s: Services, memberId: string): Promise<Certification> {
  const certification = await certificationOf(s, memberId);
  const refusal = realNameRefusal(certification);
  if (refusal) throw new ApiError(refusal);
  return certification;
}
