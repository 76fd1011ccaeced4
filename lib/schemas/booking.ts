import { z } from 'zod';
import {
  AddOnSelectionSchema,
  ContactSchema,
  IDEMPOTENCY_HEADER,
  ReservePassengerSchema,
  type ReserveBody,
} from '@/lib/contract';
import { MAX_PASSENGERS_PER_BOOKING } from '@/lib/domain/passenger-rules';
import { parseSearchUrl } from './search-url';

/**
 * The booking funnel's BFF inputs (/api/booking/*). The browser sends the search query of its URL and the
 * draft; the fares are resolved on the server from that query, so a client never names a price or fare id.
 */

/** The search query string (trip, leg, adt/chd/inf, sel) exactly as the funnel page's URL carries it. */
export const SearchQuerySchema = z.string().min(1).max(2000);

export const BookingDraftBodySchema = z.object({
  search: SearchQuerySchema,
  passengers: z.array(ReservePassengerSchema).min(1).max(MAX_PASSENGERS_PER_BOOKING),
  contact: ContactSchema,
  ancillaries: AddOnSelectionSchema.default({ baggage: [], meals: [], insurance: [], seats: [], priority: [] }),
  couponIds: z.array(z.string().max(40)).max(4).default([]),
  points: z.number().int().min(0).default(0),
  agreeTerms: z.boolean().default(false),
});
export type BookingDraftBody = z.input<typeof BookingDraftBodySchema>;

/** Header of POST /api/booking/reserve: made once per draft, so a double click or a retry makes one order. */
export const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9-]{8,128}$/);
export { IDEMPOTENCY_HEADER };

export const SeatMapParamsSchema = z.object({ flightId: z.string().regex(/^[A-Z0-9-]{6,40}$/) });

/** URLSearchParams → the record parseSearchUrl reads (repeated keys become arrays). */
export function searchParamsRecord(params: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    record[key] = all.length > 1 ? all : all[0]!;
  }
  return record;
}

/** A complete booking search (every leg chosen) from a query string, or null. */
export function parseBookingSearch(query: string | URLSearchParams) {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const parsed = parseSearchUrl(searchParamsRecord(params));
  if (!parsed || parsed.choices.length !== parsed.criteria.legs.length) return null;
  const { adults, children, infants } = parsed.criteria.passengers;
  if (adults + children + infants > MAX_PASSENGERS_PER_BOOKING) return null;
  return parsed;
}

/** The reserve body airline-api takes, from a parsed draft and the fares resolved on the server. */
export function toReserveBody(draft: z.output<typeof BookingDraftBodySchema>, fareIds: string[]): ReserveBody {
  return {
    fareIds,
    passengers: draft.passengers,
    contact: draft.contact,
    ancillaries: draft.ancillaries,
    couponIds: draft.couponIds,
    points: draft.points,
    agreeTerms: draft.agreeTerms,
  };
}
