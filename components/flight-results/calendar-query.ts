import { queryOptions } from '@tanstack/react-query';
import type { CalendarPrice, CityType, FlightCondition, TripType } from '@/lib/contract';
import { bffFetch } from '@/lib/bff-client/bff-fetch';

/** One leg's low-price calendar over a date range (GET /api/calendar); always priced for 1 adult (spec §5). */
export type CalendarRequest = {
  trip: TripType;
  dep: { code: string; type: CityType };
  arr: { code: string; type: CityType };
  start: string;
  end: string;
  legIndex: number;
};

export function calendarSearchParams(req: CalendarRequest): URLSearchParams {
  return new URLSearchParams({
    trip: req.trip,
    dep: req.dep.code,
    depType: req.dep.type,
    arr: req.arr.code,
    arrType: req.arr.type,
    start: req.start,
    end: req.end,
    legIndex: String(req.legIndex),
  });
}

/** What calendarshopping is asked: the leg's route as its only flightCondition, at its own index. */
export function calendarUpstreamInput(req: CalendarRequest) {
  const condition: FlightCondition = {
    index: req.legIndex,
    depCode: req.dep.code,
    arrCode: req.arr.code,
    depDate: req.start,
    depCodeType: req.dep.type,
    arrCodeType: req.arr.type,
  };
  return { tripType: req.trip, legs: [condition], startDate: req.start, endDate: req.end, legIndex: req.legIndex };
}

export class CalendarFetchError extends Error {}

export function calendarQueryOptions(req: CalendarRequest) {
  return queryOptions({
    queryKey: [
      'calendar',
      req.trip,
      req.legIndex,
      req.dep.code,
      req.dep.type,
      req.arr.code,
      req.arr.type,
      req.start,
      req.end,
    ],
    queryFn: async ({ signal }): Promise<CalendarPrice[]> => {
      // Quiet: the strip and the calendar show their own error line instead of a toast.
      const result = await bffFetch<{ prices: CalendarPrice[] }>(`/api/calendar?${calendarSearchParams(req)}`, {
        signal,
        quiet: true,
      });
      if (!result.ok) throw new CalendarFetchError(result.msg);
      return result.data.prices;
    },
    staleTime: 5 * 60_000,
  });
}
