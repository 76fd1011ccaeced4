import 'server-only';
import { ResultCode } from '@/lib/contract';
import { maintenanceBlock, originBlock } from '@/lib/bff-server/guard';
import { bffError } from '@/lib/bff-server/respond';
import { bffLocale, upstreamContextFor } from '@/lib/bff-server/request-context';
import type { Locale } from '@/lib/i18n/routing';
import { parseBookingSearch } from '@/lib/schemas/booking';
import { resolveItinerary, type Itinerary } from '@/lib/upstream/booking';
import type { UpstreamContext } from '@/lib/upstream/context';

type Open = { locale: Locale; context: UpstreamContext };

/** Maintenance first, then (for POST) the origin: the locale and upstream context of an allowed call. */
export async function openCall(request: Request, mutating: boolean): Promise<Open | Response> {
  const locale = await bffLocale();
  const refused = (mutating ? originBlock(request, locale) : null) ?? (await maintenanceBlock(locale));
  if (refused) return refused;
  return { locale, context: await upstreamContextFor(locale) };
}

/** The chosen fares of a search query as sold now; a stale choice answers FLIGHT_NOT_FOUND. */
export async function itineraryOf(
  query: string | URLSearchParams,
  open: Open,
): Promise<{ itinerary: Itinerary; passengers: { adults: number; children: number; infants: number } } | Response> {
  const search = parseBookingSearch(query);
  if (!search) return bffError(ResultCode.BAD_REQUEST, open.locale);
  const result = await resolveItinerary(open.context, search.criteria, search.choices);
  if (!result.ok) return bffError(result.code, open.locale);
  if (!result.data) return bffError(ResultCode.FLIGHT_NOT_FOUND, open.locale);
  return { itinerary: result.data, passengers: search.criteria.passengers };
}

/** The passenger types of a search in the order the funnel lists them: adults, children, infants. */
export function passengerTypes(p: { adults: number; children: number; infants: number }) {
  return [
    ...Array.from({ length: p.adults }, () => ({ type: 'ADT' as const })),
    ...Array.from({ length: p.children }, () => ({ type: 'CHD' as const })),
    ...Array.from({ length: p.infants }, () => ({ type: 'INF' as const })),
  ];
}
