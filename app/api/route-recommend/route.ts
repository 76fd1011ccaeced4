import { z } from 'zod';
import { IsoDateSchema } from '@/lib/contract';
import * as flightSearch from '@/lib/bff-client/flight-search';
import { bffRoute } from '@/lib/bff-server/route';
import { airlineToday } from '@/lib/domain/airline-time';
import { RECOMMEND_SIZE, recommendWindow } from '@/lib/domain/route-recommend';
import { routeRecommendNear } from '@/lib/upstream/shop';

export const dynamic = 'force-dynamic';

const Code = z.string().regex(/^[A-Z]{3}$/);
const QuerySchema = z
  .object({ dep: Code, arr: Code, date: IsoDateSchema.optional() })
  .refine((q) => q.dep !== q.arr, { path: ['arr'] });

/** GET /api/route-recommend: routes near dep→arr over one month from `date` (spec §7, size 10). */
export const GET = bffRoute(flightSearch.routeRecommend, { query: QuerySchema }, async ({ query, upstream, reply }) => {
  const result = await routeRecommendNear(await upstream(), {
    depAirportCode: query.dep,
    arrAirportCode: query.arr,
    ...recommendWindow(query.date ?? null, airlineToday()),
    size: RECOMMEND_SIZE,
  });
  return reply(result, (data) => ({ routeRecommendList: data.routeRecommendList }), { cacheSeconds: 300 });
});
