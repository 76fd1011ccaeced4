'use client';

import { useState } from 'react';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import * as seat from '@/lib/bff-client/seat-selection';
import { pointsProblem } from './add-on-lines';

/**
 * Points for a member's add-on order (spec §7, §9): how many this total allows, what is typed, whether it may be
 * used and what it takes off. The allowance of the previous total stays shown while the new one is read.
 */
export function useAddOnPoints({
  member,
  total,
  currency,
}: {
  member: boolean;
  total: number | null;
  currency: string;
}) {
  const [points, setPoints] = useState('');
  const [touched, setTouched] = useState(false);
  const asked = member && total !== null && total > 0;
  const allowance = useBffQuery(
    seat.pointsForSeat,
    { amount: total ?? 0, currency },
    { enabled: asked, keepPrevious: true },
  );
  const failed = asked && allowance.isError;
  const usable = asked && !allowance.isError ? (allowance.data ?? null) : null;
  const problem = usable ? pointsProblem(points, usable.maxPoints) : null;
  const used = usable && !problem && points.trim() ? Number(points.trim()) : 0;
  // Points are worth yuan; in another currency the most usable points' worth gives the rate.
  const deduction =
    usable && used > 0 && total !== null
      ? Math.min(total, currency === 'CNY' ? used : Math.round((usable.maxDeduction * used) / usable.maxPoints))
      : 0;
  return {
    points,
    /** A new value typed: its problem is said once the field is left (or the order is confirmed). */
    type: (value: string) => {
      setPoints(value);
      setTouched(false);
    },
    touched,
    touch: () => setTouched(true),
    failed,
    usable,
    problem,
    used,
    deduction,
  };
}
