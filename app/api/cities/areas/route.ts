import * as flightSearch from '@/lib/bff-client/flight-search';
import { bffRoute } from '@/lib/bff-server/route';
import { cityAreas, cityLanguageOf } from '@/lib/domain/city-search';
import { cityDictionary } from '@/lib/upstream/city';
import { CITY_CACHE_SECONDS, varyByLocale } from '../cache';

/** The city input's area list (spec §2): the 16 hot cities, then China and International. */
export const GET = bffRoute(flightSearch.cityAreas, {}, async ({ locale, upstream, reply }) =>
  varyByLocale(
    await reply(await cityDictionary(await upstream()), (d) => cityAreas(d.cities, cityLanguageOf(locale)), {
      cacheSeconds: CITY_CACHE_SECONDS,
    }),
  ),
);
