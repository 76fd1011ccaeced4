'use client';

import { useEffect, useState } from 'react';
import type { BffResult } from '@/lib/bff-client/bff-fetch';
import * as irregular from '@/lib/bff-client/irregular';
import type { IrregularFlightsData, IrregularTrip } from '@/lib/contract/irregular';

/**
 * The flights of the segment's route on one date of the window, for the passengers chosen: asked again whenever
 * the date or the passengers change (the last question wins), null while the answer to this question is awaited.
 */
export function useWindowFlights(
  trip: IrregularTrip,
  date: string,
  passengerIds: readonly string[],
): BffResult<IrregularFlightsData> | null {
  const [flights, setFlights] = useState<{ key: string; result: BffResult<IrregularFlightsData> } | null>(null);
  /** The question as text: its content, not the identity of the array, decides when to ask again. */
  const key = JSON.stringify({ date, chosen: passengerIds });

  useEffect(() => {
    const { date: asked, chosen } = JSON.parse(key) as { date: string; chosen: string[] };
    if (!asked || chosen.length === 0) return;
    const controller = new AbortController();
    const body = {
      orderNo: trip.orderNo,
      segmentIndex: trip.segmentIndex,
      items: chosen.map((passengerId) => ({ passengerId, segmentIndex: trip.segmentIndex })),
      date: asked,
    };
    irregular.flights.call(body, { quiet: true, signal: controller.signal }).then(
      (result) => {
        if (!controller.signal.aborted) setFlights({ key, result });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [key, trip.orderNo, trip.segmentIndex]);

  return flights?.key === key ? flights.result : null;
}
