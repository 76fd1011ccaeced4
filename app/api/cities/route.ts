import { z } from 'zod';
import * as flightSearch from '@/lib/bff-client/flight-search';
import { bffRoute } from '@/lib/bff-server/route';
import { cityLanguageOf, searchCities } from '@/lib/domain/city-search';
import { cityDictionary } from '@/lib/upstream/city';
import { CITY_CACHE_SECONDS, varyByLocale } from './cache';

const QuerySchema = z.object({
  q: z.string().trim().min(1).max(40),
  page: z.coerce.number().int().min(1).max(100).default(1),
});

/** City search of the city input (spec §2): ranked hits of the dictionary, pages of 8. */
export const GET = bffRoute(
  flightSearch.citySearch,
  { query: QuerySchema },
  async ({ query, locale, upstream, reply }) =>
    varyByLocale(
      await reply(
        await cityDictionary(await upstream()),
        (d) => searchCities(d.cities, query.q, query.page, cityLanguageOf(locale)),
        { cacheSeconds: CITY_CACHE_SECONDS },
      ),
    ),
);
