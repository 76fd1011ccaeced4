import { z } from 'zod';
import { ResultCode } from '@/lib/contract';
import * as flightStatus from '@/lib/bff-client/flight-status';
import { bffRoute } from '@/lib/bff-server/route';
import { airlineToday } from '@/lib/domain/airline-time';
import { flightStatusQueryOf, validateFlightStatusQuery } from '@/lib/domain/flight-status-rules';
import type { FieldErrors } from '@/lib/schemas/field-errors';
import { queryFlightStatus, refusedIssues } from '@/lib/upstream/flight-status';

export const dynamic = 'force-dynamic';

/** The page's own parameters, as loose text: the rules below say which field is wrong and why. */
const Text = z.string().max(40).optional();
const QuerySchema = z.object({ flightNo: Text, dep: Text, depType: Text, arr: Text, arrType: Text, date: Text });

/**
 * GET /api/flight-status: what the open /flightDynamics page polls to refresh itself (spec §2, §7 queryflt).
 * Public, no member. Spec §5's rules answer BAD_REQUEST with `fieldErrors`, the web's checks first and then
 * airline-api's (a city it does not know, two codes of one city). Not cached: statuses change. A visitor's
 * polls are limited per address, so a shortened refresh cannot become a flood.
 */
export const GET = bffRoute(
  flightStatus.query,
  {
    query: QuerySchema,
    limit: ({ ip }) => (ip ? [{ key: `flight-status:ip:${ip}`, limit: 60 }] : []),
  },
  async ({ query, fail, fieldErrors, upstream, reply }) => {
    const asked = flightStatusQueryOf(query);
    if (!asked) return fail(ResultCode.BAD_REQUEST);
    const issues = validateFlightStatusQuery(asked, airlineToday());
    if (Object.keys(issues).length) return fieldErrors(issues as FieldErrors);
    const result = await queryFlightStatus(await upstream(), asked);
    const refused = refusedIssues(result);
    if (refused) return fieldErrors(refused as FieldErrors);
    return reply(result);
  },
);
