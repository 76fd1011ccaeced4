import 'server-only';
import { FlightStatusDataSchema, FlightStatusIssuesSchema, UpstreamPath, ResultCode } from '@/lib/contract';
import { flightStatusParams, type FlightStatusIssues, type FlightStatusQuery } from '@/lib/domain/flight-status-rules';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';
import type { UpstreamResult } from './result';

/**
 * Spec §7 queryflt: the statuses of a flight number, or of a route, on a date (spec §2 /flightDynamics).
 * Read by the page on the server and by the BFF route its refresh polls; never cached (statuses change).
 */
export function queryFlightStatus(context: UpstreamContext, query: FlightStatusQuery) {
  return callUpstream({
    method: 'GET',
    path: UpstreamPath.queryFlightStatus,
    query: flightStatusParams(query),
    data: FlightStatusDataSchema,
    context,
    antiFraud: {
      ...(query.by === 'route' ? { route: `${query.dep}-${query.arr}` } : {}),
      dates: [query.date],
    },
  });
}

/** The fields airline-api refused (spec §5 rules it alone can check: a city it does not know, one city twice). */
export function refusedIssues(result: UpstreamResult<unknown>): FlightStatusIssues | null {
  if (result.ok || result.code !== ResultCode.BAD_REQUEST) return null;
  const parsed = FlightStatusIssuesSchema.safeParse(result.data);
  return parsed.success && Object.keys(parsed.data.issues).length ? (parsed.data.issues as FlightStatusIssues) : null;
}
