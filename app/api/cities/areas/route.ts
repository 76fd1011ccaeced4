import { maintenanceBlock } from '@/lib/bff-server/guard';
import { bffLocale, upstreamContextFor } from '@/lib/bff-server/request-context';
import { bffFrom, withBffErrors } from '@/lib/bff-server/respond';
import { cityAreas, cityLanguageOf } from '@/lib/domain/city-search';
import { cityDictionary } from '@/lib/upstream/city';
import { CITY_CACHE_SECONDS, varyByLocale } from '../cache';

/** The city input's area list (spec §2): the 16 hot cities, then China and International. */
export const GET = withBffErrors(async () => {
  const locale = await bffLocale();
  const blocked = await maintenanceBlock(locale);
  if (blocked) return blocked;
  const dictionary = await cityDictionary(await upstreamContextFor(locale));
  const response = bffFrom(dictionary, locale, (d) => cityAreas(d.cities, cityLanguageOf(locale)), {
    cacheSeconds: CITY_CACHE_SECONDS,
  });
  return varyByLocale(response);
});
