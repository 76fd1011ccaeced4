import { bffFrom, withBffErrors } from '@/lib/bff-server/respond';
import { reserveDeductions } from '@/lib/upstream/booking';
import { itineraryOf, openCall, passengerTypes } from '../_lib/open';

export const dynamic = 'force-dynamic';

/** GET /api/booking/deductions?<search query> (member): points balance and usable coupons for these fares. */
export const GET = withBffErrors(async (request: Request) => {
  const open = await openCall(request, false);
  if (open instanceof Response) return open;
  const resolved = await itineraryOf(new URL(request.url).searchParams, open);
  if (resolved instanceof Response) return resolved;
  const result = await reserveDeductions(open.context, {
    fareIds: resolved.itinerary.segments.map((s) => s.fareId),
    passengers: passengerTypes(resolved.passengers),
  });
  return bffFrom(result, open.locale);
});
