'use client';

import { useEffect, useState } from 'react';
import * as seat from '@/lib/bff-client/seat-selection';

export type PointsInfo = { currentPoints: number; maxPoints: number; maxDeduction: number };

/**
 * A member's points and how many may pay for this total (spec §9), read again when the total changes; null for a
 * visitor, a zero total or before the offer is read, 'failed' when the wallet did not answer.
 */
export function useSeatPoints(member: boolean, total: number | null, currency: string): PointsInfo | 'failed' | null {
  const [info, setInfo] = useState<PointsInfo | 'failed' | null>(null);
  const pointsFor = member && total !== null && total > 0 ? `${total}:${currency}` : '';

  useEffect(() => {
    if (!pointsFor) return;
    let stopped = false;
    async function read() {
      const [amount, code] = pointsFor.split(':');
      const result = await seat.pointsForSeat.call({ amount: Number(amount), currency: code! }, { quiet: true });
      if (!stopped) setInfo(result.ok ? result.data : 'failed');
    }
    void read();
    return () => {
      stopped = true;
    };
  }, [pointsFor]);

  return pointsFor ? info : null;
}
