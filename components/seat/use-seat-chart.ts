'use client';

import { useEffect, useRef, useState } from 'react';
import * as seat from '@/lib/bff-client/seat-selection';
import type { SeatChartData, SeatFareData } from '@/lib/contract';

/** What the picker read, for its owner (the names for the checkout's lines, whether the segment is open). */
export type SeatPickerInfo = { chart: SeatChartData; fares: SeatFareData };

export type SeatChartLoad = { state: 'loading' } | { state: 'failed' } | ({ state: 'ready' } & SeatPickerInfo);

/**
 * The seat chart (which seats are free) and the fares (what each costs) of one segment, read together and again on
 * `retry`. A closed segment needs no fares: its reason is said whatever the fares answered.
 */
export function useSeatChart(orderNo: string, segmentIndex: number, onReady?: (info: SeatPickerInfo) => void) {
  const [load, setLoad] = useState<SeatChartLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const told = useRef(onReady);
  useEffect(() => {
    told.current = onReady;
  });

  useEffect(() => {
    let stopped = false;
    async function read() {
      const segment = { orderNo, segmentIndex };
      const [chart, fares] = await Promise.all([
        seat.chart.call(segment, { quiet: true }),
        seat.fares.call(segment, { quiet: true }),
      ]);
      if (stopped) return;
      if (chart.ok && !chart.data.open) {
        const none: SeatFareData = { currency: 'CNY', lowestPrice: 0, fares: [] };
        const info = { chart: chart.data, fares: fares.ok ? fares.data : none };
        setLoad({ state: 'ready', ...info });
        return told.current?.(info);
      }
      if (!chart.ok || !fares.ok) return setLoad({ state: 'failed' });
      setLoad({ state: 'ready', chart: chart.data, fares: fares.data });
      told.current?.({ chart: chart.data, fares: fares.data });
    }
    void read();
    return () => {
      stopped = true;
    };
  }, [orderNo, segmentIndex, attempt]);

  const retry = () => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  };

  return { load, retry };
}
