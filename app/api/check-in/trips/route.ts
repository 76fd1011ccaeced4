import * as checkIn from '@/lib/bff-client/check-in';
import { bffRoute } from '@/lib/bff-server/route';
import { CheckInTripsBodySchema } from '@/lib/contract';
import { checkInTrips } from '@/lib/upstream/check-in';

/**
 * GET /api/check-in/trips?queryType=ALL|SELF|FRIEND (member) → the member's trips with each passenger's check-in
 * state (spec §7 selectOptionalSeatTravel; decision 21). airline-api scopes them by the token.
 */
export const GET = bffRoute(checkIn.trips, { member: true, query: CheckInTripsBodySchema }, async (context) =>
  context.reply(await checkInTrips(await context.upstream(), context.query)),
);
