import * as booking from '@/lib/bff-client/booking';
import { bffRoute } from '@/lib/bff-server/route';
import { addOnCatalogue } from '@/lib/upstream/booking';
import { itineraryOf, passengerTypes } from '../_lib/itinerary';

export const dynamic = 'force-dynamic';

/** GET /api/booking/catalogue?<search query>: add-ons per segment and passenger (AddOnCatalogue). */
export const GET = bffRoute(booking.catalogue, {}, async (context) => {
  const upstream = await context.upstream();
  const resolved = await itineraryOf(new URL(context.request.url).searchParams, context.locale, upstream);
  if (resolved instanceof Response) return resolved;
  const result = await addOnCatalogue(upstream, {
    fareIds: resolved.itinerary.segments.map((s) => s.fareId),
    passengers: passengerTypes(resolved.passengers),
  });
  return context.reply(result);
});
