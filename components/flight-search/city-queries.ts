import type { BffResult } from '@/lib/bff-client/bff-fetch';
import * as flightSearch from '@/lib/bff-client/flight-search';
import type { CityAreas, CityOption, CityPage } from '@/lib/domain/city-search';
import type { CachedQuery } from './cached-query';

/** The BFF answers city data for 5 minutes (app/api/cities); the read cache agrees. */
const CITY_STALE_MS = 5 * 60_000;

async function unwrap<T>(result: Promise<BffResult<T>>): Promise<T> {
  const r = await result;
  if (!r.ok) throw new Error(r.msg);
  return r.data;
}

// Quiet: the city input shows its own inline message instead of a toast per keystroke.
export function cityAreasQuery(locale: string): CachedQuery<CityAreas> {
  return {
    key: `cities:areas:${locale}`,
    fetch: () => unwrap(flightSearch.cityAreas.call(undefined, { quiet: true })),
    staleMs: CITY_STALE_MS,
  };
}

export function citySearchQuery(locale: string, query: string, page: number): CachedQuery<CityPage> {
  const params = new URLSearchParams({ q: query, page: String(page) });
  return {
    key: `cities:search:${locale}:${params.toString()}`,
    fetch: () => unwrap(flightSearch.citySearch.call({ q: query, page }, { quiet: true })),
    staleMs: CITY_STALE_MS,
  };
}

/** Spec §7: failures of the city-by-IP lookup are only logged, so this never toasts. */
export function detectedCityQuery(locale: string): CachedQuery<CityOption | null> {
  return {
    key: `geo:city:${locale}`,
    fetch: async () => {
      const r = await flightSearch.detectedCity.call(undefined, { quiet: true });
      return r.ok ? r.data.city : null;
    },
    staleMs: Infinity,
  };
}
