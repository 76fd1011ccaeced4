'use client';

import * as flightSearch from '@/lib/bff-client/flight-search';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import type { CalendarPrice } from '@/lib/contract';
import type { CalendarRequest } from '@/lib/domain/calendar-query';

/** A window's prices are asked once in 5 minutes: moving back and forth in the strip or the calendar is free. */
const CALENDAR_STALE_MS = 5 * 60_000;

type Options = {
  enabled: boolean;
  /** The prices the server read for this window (the strip's first week), so the first paint has them. */
  initialPrices?: CalendarPrice[];
};

/** One leg's low-fare prices over a window, for the price strip and the month calendar (decision 41). */
export function useCalendarPrices(req: CalendarRequest, { enabled, initialPrices }: Options) {
  const query = useBffQuery(
    flightSearch.calendar,
    {
      trip: req.trip,
      dep: req.dep.code,
      depType: req.dep.type,
      arr: req.arr.code,
      arrType: req.arr.type,
      start: req.start,
      end: req.end,
      legIndex: req.legIndex,
    },
    { enabled, staleMs: CALENDAR_STALE_MS, initialData: initialPrices && { prices: initialPrices } },
  );
  return {
    prices: query.data?.prices,
    /** The prices are this window's last answer: neither still on their way nor failed since. */
    isKnown: !query.isPending && !query.isError,
    isError: query.isError,
    isFetching: query.isFetching,
    retry: () => void query.refetch(),
  };
}
