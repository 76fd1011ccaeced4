import { z } from 'zod';
import { CityTypeSchema, IsoDateSchema, ResultCode, TripTypeSchema } from '@/lib/contract';
import * as flightSearch from '@/lib/bff-client/flight-search';
import { bffRoute } from '@/lib/bff-server/route';
import { airlineToday } from '@/lib/domain/airline-time';
import { MAX_CALENDAR_QUERY_DAYS } from '@/lib/domain/calendar-grid';
import { calendarUpstreamInput } from '@/lib/domain/calendar-query';
import { daysBetween } from '@/lib/domain/search';
import { calendarShopping } from '@/lib/upstream/shop';

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
export const GET = bffRoute(
  flightSearch.calendar,
  { query: QuerySchema },
  async ({ query: q, fail, upstream, reply }) => {
    if (q.start < airlineToday()) return fail(ResultCode.BAD_REQUEST);
    const input = calendarUpstreamInput({
      trip: q.trip,
      dep: { code: q.dep, type: q.depType },
      arr: { code: q.arr, type: q.arrType },
      start: q.start,
      end: q.end,
      legIndex: q.legIndex,
    });
    return reply(await calendarShopping(await upstream(), input), (data) => ({ prices: data.prices }), {
      cacheSeconds: 60,
    });
  },
);
