import { z } from 'zod';
import { IsoDateSchema, ResultCode } from '@/lib/contract';
import { maintenanceBlock } from '@/lib/bff-server/guard';
import { bffLocale, upstreamContextFor } from '@/lib/bff-server/request-context';
import { bffError, bffFrom, withBffErrors } from '@/lib/bff-server/respond';
import { routeRecommendNear } from '@/lib/upstream/shop';
import { airlineToday } from '@/components/flight-results/airline-today';
import { RECOMMEND_SIZE, recommendWindow } from '@/components/flight-results/recommend-window';

export const dynamic = 'force-dynamic';

const Code = z.string().regex(/^[A-Z]{3}$/);
const QuerySchema = z.object({ dep: Code, arr: Code, date: IsoDateSchema.optional() });

/** GET /api/route-recommend: routes near dep→arr over one month from `date` (spec §7, size 10). */
export const GET = withBffErrors(async (request: Request) => {
  const locale = await bffLocale();
  const blocked = await maintenanceBlock(locale);
  if (blocked) return blocked;
  const parsed = QuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success || parsed.data.dep === parsed.data.arr) return bffError(ResultCode.BAD_REQUEST, locale);
  const { dep, arr, date } = parsed.data;
  const result = await routeRecommendNear(await upstreamContextFor(locale), {
    depAirportCode: dep,
    arrAirportCode: arr,
    ...recommendWindow(date ?? null, airlineToday()),
    size: RECOMMEND_SIZE,
  });
  return bffFrom(result, locale, (data) => ({ routeRecommendList: data.routeRecommendList }), { cacheSeconds: 300 });
});
