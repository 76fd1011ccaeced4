import * as flightSearch from '@/lib/bff-client/flight-search';
import { bffOk } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import { cityLanguageOf, findCityOption, type CityOption } from '@/lib/domain/city-search';
import { logger } from '@/lib/logger';
import { cityDictionary } from '@/lib/upstream/city';
import type { UpstreamContext } from '@/lib/upstream/context';
import { cityByIp, systemIp } from '@/lib/upstream/system';

export const dynamic = 'force-dynamic';

async function detectCity(context: UpstreamContext, locale: string): Promise<CityOption | null> {
  const ip = await systemIp(context);
  if (!ip.ok) {
    logger.info({ code: ip.code }, 'visitor IP unknown');
    return null;
  }
  const [city, dictionary] = await Promise.all([cityByIp(context, ip.data.ip), cityDictionary(context)]);
  if (!city.ok || !dictionary.ok) {
    logger.info({ code: city.ok ? undefined : city.code, dictionary: dictionary.ok }, 'city by IP unknown');
    return null;
  }
  return findCityOption(dictionary.data.cities, city.data.cityCode, cityLanguageOf(locale));
}

/**
 * The visitor's city from the IP (spec §7), to replace the default departure. Failures are only
 * logged (spec): the answer is then `{ city: null }` and the form keeps Guangzhou.
 */
export const GET = bffRoute(flightSearch.detectedCity, {}, async ({ locale, upstream }) =>
  bffOk({ city: await detectCity(await upstream(), locale) }),
);
