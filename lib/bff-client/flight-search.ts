import { queryOptions } from '@tanstack/react-query';
import type { CalendarPrice, CityType, RouteRecommendation, TripType } from '@/lib/contract';
import type { CalendarRequest } from '@/lib/domain/calendar-query';
import type { CityAreas, CityOption, CityPage } from '@/lib/domain/city-search';
import { getOperation } from './operation';

/** Flight search reads of the BFF: cities, the visitor's city, the low-price calendar, nearby routes. */

export const cityAreas = getOperation<void, CityAreas>('/api/cities/areas');
export const citySearch = getOperation<{ q: string; page: number }, CityPage>('/api/cities');
export const detectedCity = getOperation<void, { city: CityOption | null }>('/api/geo/city');

/** The calendar's query string: one leg, its cities with their types, and the date range. */
export type CalendarQuery = {
  trip: TripType;
  dep: string;
  depType: CityType;
  arr: string;
  arrType: CityType;
  start: string;
  end: string;
  legIndex: number;
};
export const calendar = getOperation<CalendarQuery, { prices: CalendarPrice[] }>('/api/calendar');

export const routeRecommend = getOperation<
  { dep: string; arr: string; date?: string },
  { routeRecommendList: RouteRecommendation[] }
>('/api/route-recommend');

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
      const result = await calendar.call(query, { signal, quiet: true });
      if (!result.ok) throw new CalendarFetchError(result.msg);
      return result.data.prices;
    },
    staleTime: 5 * 60_000,
  });
}
