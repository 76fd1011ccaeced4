'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import type { BffResult } from '@/lib/bff-client/bff-fetch';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import * as seat from '@/lib/bff-client/seat-selection';
import type { SeatChartData, SeatFareData } from '@/lib/contract';

/** What the picker read, for its owner (the names for the checkout's lines, whether the segment is open). */
export type SeatPickerInfo = { chart: SeatChartData; fares: SeatFareData };

export type SeatChartLoad = { state: 'loading' } | { state: 'failed' } | ({ state: 'ready' } & SeatPickerInfo);

const NO_FARES: SeatFareData = { currency: 'CNY', lowestPrice: 0, fares: [] };

/** The picker's reading of the two answers; null when it cannot show the map. */
function pickerInfo(
  chart: BffResult<SeatChartData> | undefined,
  fares: BffResult<SeatFareData> | undefined,
): SeatPickerInfo | null {
  if (chart?.ok && !chart.data.open) return { chart: chart.data, fares: fares?.ok ? fares.data : NO_FARES };
  if (!chart?.ok || !fares?.ok) return null;
  return { chart: chart.data, fares: fares.data };
}

/**
 * The seat chart (which seats are free) and the fares (what each costs) of one segment, read together and again on
 * `retry`. A closed segment needs no fares: its reason is said whatever the fares answered.
 */
export function useSeatChart(orderNo: string, segmentIndex: number, onReady?: (info: SeatPickerInfo) => void) {
  const [round, setRound] = useState(0);
  const segment = { orderNo, segmentIndex };
  const chart = useBffQuery(seat.chart, segment, { round });
  const fares = useBffQuery(seat.fares, segment, { round });
  const waiting = chart.isPending || fares.isPending;
  const info = useMemo(() => pickerInfo(chart.result, fares.result), [chart.result, fares.result]);
  const told = useRef(onReady);
  useEffect(() => {
    told.current = onReady;
  });
  useEffect(() => {
    if (!waiting && info) told.current?.(info);
  }, [waiting, info]);

  // One object per answer, so a picker that defers drawing it (useDeferredValue) draws each answer once.
  const load = useMemo<SeatChartLoad>(
    () => (waiting ? { state: 'loading' } : info ? { state: 'ready', ...info } : { state: 'failed' }),
    [waiting, info],
  );
  const retry = () => setRound((n) => n + 1);
  return { load, retry };
}
