import { queryOptions } from '@tanstack/react-query';
import { bffFetch, type BffResult } from '@/lib/api/bff-fetch';
import type { CityAreas, CityOption, CityPage } from '@/lib/domain/city-search';

/** The BFF answers city data for 5 minutes (app/api/cities); the query cache agrees. */
const CITY_STALE_MS = 5 * 60_000;

async function unwrap<T>(result: Promise<BffResult<T>>): Promise<T> {
  const r = await result;
  if (!r.ok) throw new Error(r.msg);
  return r.data;
}

// Quiet: the city input shows its own inline message instead of a toast per keystroke.
export function cityAreasQueryOptions(locale: string) {
  return queryOptions({
    queryKey: ['cities', 'areas', locale],
    queryFn: ({ signal }) => unwrap(bffFetch<CityAreas>('/api/cities/areas', { quiet: true, signal })),
    staleTime: CITY_STALE_MS,
  });
}

export function citySearchQueryOptions(locale: string, query: string, page: number) {
  const params = new URLSearchParams({ q: query, page: String(page) });
  return queryOptions({
    queryKey: ['cities', 'search', locale, query, page],
    queryFn: ({ signal }) => unwrap(bffFetch<CityPage>(`/api/cities?${params.toString()}`, { quiet: true, signal })),
    staleTime: CITY_STALE_MS,
  });
}

/** Spec §7: failures of the city-by-IP lookup are only logged, so this never toasts. */
export function detectedCityQueryOptions(locale: string) {
  return queryOptions({
    queryKey: ['geo', 'city', locale],
    queryFn: async ({ signal }) => {
      const r = await bffFetch<{ city: CityOption | null }>('/api/geo/city', { quiet: true, signal });
      return r.ok ? r.data.city : null;
    },
    staleTime: Infinity,
  });
}
