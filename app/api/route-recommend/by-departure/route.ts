import { z } from 'zod';
import * as flightSearch from '@/lib/bff-client/flight-search';
import { bffRoute } from '@/lib/bff-server/route';
import { RECOMMEND_SIZE } from '@/lib/domain/route-recommend';
import { cityDictionary } from '@/lib/upstream/city';
import { routeRecommendByDep } from '@/lib/upstream/shop';

export const dynamic = 'force-dynamic';

const QuerySchema = z.object({ dep: z.string().regex(/^[A-Z]{3}$/) });

/**
 * GET /api/route-recommend/by-departure?dep=: routes from a departure city (spec §7 getByDepCityCode, size 10), each
 * end typed from the city dictionary so that its link searches what the search form would.
 */
export const GET = bffRoute(
  flightSearch.routeRecommendByDeparture,
  { query: QuerySchema },
  async ({ query, upstream, reply }) => {
    const context = await upstream();
    const [result, dictionary] = await Promise.all([
      routeRecommendByDep(context, { depCityCode: query.dep, size: RECOMMEND_SIZE }),
      cityDictionary(context),
    ]);
    const airports = new Set(
      dictionary.ok ? dictionary.data.cities.filter((c) => c.type === 'AIRPORT').map((c) => c.code) : [],
    );
    const typeOf = (code: string) => (airports.has(code) ? ('AIRPORT' as const) : ('CITY' as const));
    return reply(
      result,
      (data) => ({
        routes: data.routeRecommendList.map((r) => ({
          ...r,
          depType: typeOf(r.depAirPort),
          arrType: typeOf(r.arrAirPort),
        })),
      }),
      { cacheSeconds: 300 },
    );
  },
);
