import { queryOptions } from '@tanstack/react-query';
import * as flightSearch from '@/lib/bff-client/flight-search';
import type { CalendarPrice } from '@/lib/contract';
import type { CalendarRequest } from '@/lib/domain/calendar-query';

/**
 * The price strip's and the calendar's TanStack Query options (decision 9: TanStack Query loads with the
 * results page only, so these live here rather than in lib/bff-client, which the home page's form imports).
 */
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
      const query = {
        trip: req.trip,
        dep: req.dep.code,
        depType: req.dep.type,
        arr: req.arr.code,
        arrType: req.arr.type,
        start: req.start,
        end: req.end,
        legIndex: req.legIndex,
      };
      // Quiet: the strip and the calendar show their own error line instead of a toast.
      const result = await flightSearch.calendar.call(query, { signal, quiet: true });
      if (!result.ok) throw new CalendarFetchError(result.msg);
      return result.data.prices;
    },
    staleTime: 5 * 60_000,
  });
}
