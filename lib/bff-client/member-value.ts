import type { SignInData, SupplementApplication, SupplementApplyBody } from '@/lib/contract/member-value';
import { postOperation } from './operation';

/**
 * The member's daily sign-in and points supplement (decision 65; app/api/member/sign-in, points-supplement). The
 * pages read on the server; the browser only sends. A refused supplement answers POINTS_SUPPLEMENT_INVALID (or the
 * BFF's own BAD_REQUEST) with `fieldErrors` (field → MemberPoints.errors key).
 */

export const signIn = postOperation<void, SignInData>('/api/member/sign-in');

export const applySupplement = postOperation<SupplementApplyBody, SupplementApplication>(
  '/api/member/points-supplement',
);
