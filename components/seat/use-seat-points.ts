'use client';

import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import * as seat from '@/lib/bff-client/seat-selection';

export type PointsInfo = { currentPoints: number; maxPoints: number; maxDeduction: number; realNameExpired: boolean };

/**
 * A member's points and how many may pay for this total (spec §9), read again when the total changes (the last
 * allowance stays meanwhile); null for a visitor, a zero total or before the offer is read, 'failed' when the
 * wallet did not answer.
 */
export function useSeatPoints(member: boolean, total: number | null, currency: string): PointsInfo | 'failed' | null {
  const asked = member && total !== null && total > 0;
  const points = useBffQuery(
    seat.pointsForSeat,
    { amount: total ?? 0, currency },
    { enabled: asked, keepPrevious: true },
  );
  if (!asked) return null;
  return points.isError ? 'failed' : (points.data ?? null);
}
