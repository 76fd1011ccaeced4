import 'server-only';
import { redirect } from 'next/navigation';
import { ResultCode } from '@/lib/contract';
import { messageOf } from '@/lib/bff-server/respond';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { validateSearch } from '@/lib/domain/search';
import { formatMoney } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import { parseBookingSearch } from '@/lib/schemas/booking';
import { formatSearchUrl } from '@/lib/domain/search-url-format';
import { parseSearchUrl } from '@/lib/schemas/search-url';
import { resolveItinerary } from '@/lib/upstream/booking';
import { airlineToday } from '@/lib/domain/airline-time';
import { bookingHref } from '@/components/flight-results/booking-links';
import type { StepperLeg } from '@/components/flight-results/leg-stepper';
import type { FunnelTrip } from '@/components/booking/funnel-trip';
import { loadBooking } from '../../booking/load-booking';

type SearchParams = Record<string, string | string[] | undefined>;

export type FunnelModel =
  | { kind: 'problem'; message: string; backHref: string }
  | {
      kind: 'ready';
      search: string;
      stepper: StepperLeg[];
      trip: FunnelTrip;
      isMember: boolean;
      /** Server only: the fares of the chosen flights, one per segment. */
      fareIds: string[];
    };

/**
 * What every funnel page (/book/pmsg, /book/otherbuy, /book/confirm) starts from: the search URL with
 * every leg chosen, the chosen flights as the results page shows them (loadBooking: it also sends a
 * stale choice back to /book/booking), and the trip facts the rules need (dates, route kind, fares).
 */
export async function loadFunnel(locale: Locale, searchParams: SearchParams): Promise<FunnelModel> {
  const loose = parseSearchUrl(searchParams);
  const search = parseBookingSearch(new URLSearchParams(loose ? formatSearchUrl(loose.criteria, loose.choices) : ''));
  if (!search) {
    if (loose) redirect(bookingHref(locale, loose.criteria, loose.choices));
    return { kind: 'problem', message: messageOf(ResultCode.BAD_REQUEST, locale), backHref: `/${locale}` };
  }
  const { criteria, choices } = search;
  const today = airlineToday();
  if (validateSearch(criteria, today).length > 0) redirect(bookingHref(locale, criteria));
  const context = await upstreamContextFor(locale);
  const [model, itinerary] = await Promise.all([
    loadBooking(locale, criteria, choices, today),
    resolveItinerary(context, criteria, choices),
  ]);
  const backHref = bookingHref(locale, criteria, choices);
  if (model.failure) return { kind: 'problem', message: model.failure, backHref };
  if (!itinerary.ok) return { kind: 'problem', message: messageOf(itinerary.code, locale), backHref };
  if (!itinerary.data) redirect(bookingHref(locale, criteria));
  const { segments, international } = itinerary.data;
  return {
    kind: 'ready',
    search: formatSearchUrl(criteria, choices),
    stepper: model.stepper,
    isMember: Boolean(context.token),
    fareIds: segments.map((s) => s.fareId),
    trip: {
      international,
      currency: context.currency,
      counts: criteria.passengers,
      segments: segments.map((s, i) => ({
        segIndex: s.segIndex,
        flightId: s.flightId,
        flightNo: s.flightNo,
        aircraft: s.aircraft,
        flightDate: s.flightDate,
        depTime: s.depTime,
        label: `${model.stepper[i]?.fromName ?? s.depAirport} – ${model.stepper[i]?.toName ?? s.arrAirport}`,
        fareText: model.stepper[i]?.chosen?.fare?.totalText ?? formatMoney(0, context.currency, locale),
        passengerPrices: s.passengerPrices,
        currency: s.currency,
      })),
    },
  };
}
