import { z } from 'zod';
import { ResultCode } from '@/lib/contract';
import { maintenanceBlock } from '@/lib/bff-server/guard';
import { bffLocale, upstreamContextFor } from '@/lib/bff-server/request-context';
import { bffError, bffFrom, withBffErrors } from '@/lib/bff-server/respond';
import { cityLanguageOf, searchCities } from '@/lib/domain/city-search';
import { cityDictionary } from '@/lib/upstream/city';
import { CITY_CACHE_SECONDS, varyByLocale } from './cache';

const QuerySchema = z.object({
  q: z.string().trim().min(1).max(40),
  page: z.coerce.number().int().min(1).max(100).default(1),
});

/** City search of the city input (spec §2): ranked hits of the dictionary, pages of 8. */
export const GET = withBffErrors(async (request: Request) => {
  const locale = await bffLocale();
  const blocked = await maintenanceBlock(locale);
  if (blocked) return blocked;
  const params = new URL(request.url).searchParams;
  const parsed = QuerySchema.safeParse({ q: params.get('q') ?? '', page: params.get('page') ?? undefined });
  if (!parsed.success) return bffError(ResultCode.BAD_REQUEST, locale);
  const dictionary = await cityDictionary(await upstreamContextFor(locale));
  const response = bffFrom(
    dictionary,
    locale,
    (d) => searchCities(d.cities, parsed.data.q, parsed.data.page, cityLanguageOf(locale)),
    { cacheSeconds: CITY_CACHE_SECONDS },
  );
  return varyByLocale(response);
});
