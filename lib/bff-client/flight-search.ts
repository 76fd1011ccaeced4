import type { CalendarPrice, CityType, RouteRecommendation, TripType } from '@/lib/contract';
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

/** A route from the departure city, each end typed as the search form types it (AIRPORT or CITY). */
export type DepartureRoute = RouteRecommendation & { depType: CityType; arrType: CityType };

/** Spec §7 routeRecommend/getByDepCityCode: routes from a departure city, cheapest first. */
export const routeRecommendByDeparture = getOperation<{ dep: string }, { routes: DepartureRoute[] }>(
  '/api/route-recommend/by-departure',
);
