import 'server-only';
import { ResultCode, type ReserveBody } from '@/lib/contract';
import { bffError } from '@/lib/bff-server/respond';
import { BookingDraftBodySchema, toReserveBody } from '@/lib/schemas/booking';
import type { Itinerary } from '@/lib/upstream/booking';
import type { Locale } from '@/lib/i18n/routing';
import type { AntiFraudExtra, UpstreamContext } from '@/lib/upstream/context';
import { itineraryOf, openCall, passengerTypes } from './open';

export type DraftRequest = {
  locale: Locale;
  context: UpstreamContext;
  itinerary: Itinerary;
  body: ReserveBody;
  antiFraud: AntiFraudExtra;
};

/**
 * POST /api/booking/price and /reserve share this: origin and maintenance checks, the draft parsed with
 * the contract schemas, the passenger types matched to the search, the fares resolved on the server.
 */
export async function draftRequest(request: Request): Promise<DraftRequest | Response> {
  const open = await openCall(request, true);
  if (open instanceof Response) return open;
  const parsed = BookingDraftBodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return bffError(ResultCode.BAD_REQUEST, open.locale);
  const resolved = await itineraryOf(parsed.data.search, open);
  if (resolved instanceof Response) return resolved;
  const expected = passengerTypes(resolved.passengers).map((p) => p.type);
  const sent = parsed.data.passengers.map((p) => p.type);
  if (expected.join() !== sent.join()) return bffError(ResultCode.BAD_REQUEST, open.locale);
  const { itinerary } = resolved;
  const first = parsed.data.passengers[0]!;
  const name = first.name?.trim() || `${first.surname ?? ''}/${first.givenName ?? ''}`;
  return {
    locale: open.locale,
    context: open.context,
    itinerary,
    body: toReserveBody(
      parsed.data,
      itinerary.segments.map((s) => s.fareId),
    ),
    antiFraud: {
      route: itinerary.route,
      dates: itinerary.segments.map((s) => s.flightDate),
      passengerCount: parsed.data.passengers.length,
      name,
      credential: first.certificateNumber,
    },
  };
}
