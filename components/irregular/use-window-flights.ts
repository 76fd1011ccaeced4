'use client';

import type { BffResult } from '@/lib/bff-client/bff-fetch';
import * as irregular from '@/lib/bff-client/irregular';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
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
  const body = {
    orderNo: trip.orderNo,
    segmentIndex: trip.segmentIndex,
    items: passengerIds.map((passengerId) => ({ passengerId, segmentIndex: trip.segmentIndex })),
    date,
  };
  const asked = date !== '' && passengerIds.length > 0;
  const { result } = useBffQuery(irregular.flights, body, { enabled: asked });
  return asked ? (result ?? null) : null;
}
