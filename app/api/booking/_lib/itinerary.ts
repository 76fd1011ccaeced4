import 'server-only';
import { ResultCode } from '@/lib/contract';
import { bffError, type BffAnswer } from '@/lib/bff-server/respond';
import type { Locale } from '@/lib/i18n/routing';
import { parseBookingSearch } from '@/lib/schemas/booking';
import { resolveItinerary, type Itinerary } from '@/lib/upstream/booking';
import type { UpstreamContext } from '@/lib/upstream/context';

type Passengers = { adults: number; children: number; infants: number };

/** The chosen fares of a search query as sold now; a stale choice answers FLIGHT_NOT_FOUND. */
export async function itineraryOf(
  query: string | URLSearchParams,
  locale: Locale,
  context: UpstreamContext,
): Promise<{ itinerary: Itinerary; passengers: Passengers } | BffAnswer<never>> {
  const search = parseBookingSearch(query);
  if (!search) return bffError(ResultCode.BAD_REQUEST, locale);
  const result = await resolveItinerary(context, search.criteria, search.choices);
  if (!result.ok) return bffError(result.code, locale);
  if (!result.data) return bffError(ResultCode.FLIGHT_NOT_FOUND, locale);
  return { itinerary: result.data, passengers: search.criteria.passengers };
}

/** The passenger types of a search in the order the booking steps list them: adults, children, infants. */
export function passengerTypes(p: Passengers) {
  return [
    ...Array.from({ length: p.adults }, () => ({ type: 'ADT' as const })),
    ...Array.from({ length: p.children }, () => ({ type: 'CHD' as const })),
    ...Array.from({ length: p.infants }, () => ({ type: 'INF' as const })),
  ];
}
