import { z } from 'zod';
import { CityTypeSchema, IsoDateSchema, ResultCode, TripTypeSchema } from '@/lib/contract';
import { daysBetween } from '@/lib/domain/search';
import { MAX_CALENDAR_QUERY_DAYS } from '@/lib/domain/calendar-grid';
import { maintenanceBlock } from '@/lib/bff-server/guard';
import { bffLocale, upstreamContextFor } from '@/lib/bff-server/request-context';
import { bffError, bffFrom, withBffErrors } from '@/lib/bff-server/respond';
import { calendarShopping } from '@/lib/upstream/shop';
import { airlineToday } from '@/components/flight-results/airline-today';
import { calendarUpstreamInput } from '@/components/flight-results/calendar-query';

export const dynamic = 'force-dynamic';

const Code = z.string().regex(/^[A-Z]{3}$/);

const QuerySchema = z
  .object({
    trip: TripTypeSchema,
    dep: Code,
    depType: CityTypeSchema,
    arr: Code,
    arrType: CityTypeSchema,
    start: IsoDateSchema,
    end: IsoDateSchema,
    legIndex: z.coerce.number().int().min(0).max(3).default(0),
  })
  .refine((q) => q.dep !== q.arr, { path: ['arr'] })
  .refine((q) => q.end >= q.start && daysBetween(q.start, q.end) + 1 <= MAX_CALENDAR_QUERY_DAYS, { path: ['end'] });

/** GET /api/calendar: one leg's lowest price per day (spec §7 calendarshopping, 1 adult, at most 62 days). */
export const GET = withBffErrors(async (request: Request) => {
  const locale = await bffLocale();
  const blocked = await maintenanceBlock(locale);
  if (blocked) return blocked;
  const parsed = QuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success || parsed.data.start < airlineToday()) return bffError(ResultCode.BAD_REQUEST, locale);
  const q = parsed.data;
  const input = calendarUpstreamInput({
    trip: q.trip,
    dep: { code: q.dep, type: q.depType },
    arr: { code: q.arr, type: q.arrType },
    start: q.start,
    end: q.end,
    legIndex: q.legIndex,
  });
  const result = await calendarShopping(await upstreamContextFor(locale), input);
  return bffFrom(result, locale, (data) => ({ prices: data.prices }), { cacheSeconds: 60 });
});
