import 'server-only';
import type { z } from 'zod';
import { ResultCode, type ReserveBody } from '@/lib/contract';
import { bffError, type BffAnswer } from '@/lib/bff-server/respond';
import { toReserveBody, type BookingDraftBodySchema } from '@/lib/schemas/booking';
import type { Itinerary } from '@/lib/upstream/booking';
import type { Locale } from '@/lib/i18n/routing';
import type { AntiFraudExtra, UpstreamContext } from '@/lib/upstream/context';
import { itineraryOf, passengerTypes } from './itinerary';

export type DraftRequest = {
  locale: Locale;
  context: UpstreamContext;
  itinerary: Itinerary;
  body: ReserveBody;
  antiFraud: AntiFraudExtra;
};

/**
 * POST /api/booking/price and /reserve share this: the draft (parsed by the route) matched to its search,
 * the passenger types to the search's counts, the fares resolved on the server.
 */
export async function draftRequest(
  draft: z.output<typeof BookingDraftBodySchema>,
  locale: Locale,
  context: UpstreamContext,
): Promise<DraftRequest | BffAnswer<never>> {
  const resolved = await itineraryOf(draft.search, locale, context);
  if (resolved instanceof Response) return resolved;
  const expected = passengerTypes(resolved.passengers).map((p) => p.type);
  const sent = draft.passengers.map((p) => p.type);
  if (expected.join() !== sent.join()) return bffError(ResultCode.BAD_REQUEST, locale);
  const { itinerary } = resolved;
  const first = draft.passengers[0]!;
  const name = first.name?.trim() || `${first.surname ?? ''}/${first.givenName ?? ''}`;
  return {
    locale,
    context,
    itinerary,
    body: toReserveBody(
      draft,
      itinerary.segments.map((s) => s.fareId),
    ),
    antiFraud: {
      route: itinerary.route,
      dates: itinerary.segments.map((s) => s.flightDate),
      passengerCount: draft.passengers.length,
      name,
      credential: first.certificateNumber,
    },
  };
}
