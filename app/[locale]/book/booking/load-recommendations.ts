import 'server-only';
import type { CityDictionary } from '@/lib/contract';
import type { SearchCriteria } from '@/lib/domain/search';
import { formatMoney } from '@/lib/i18n/format';
import type { UpstreamContext } from '@/lib/upstream/context';
import { routeRecommendNear } from '@/lib/upstream/shop';
import { bookingHref } from '@/components/flight-results/booking-links';
import { formatDayLabel } from '@/components/flight-results/date-labels';
import { RECOMMEND_SIZE, recommendWindow } from '@/lib/domain/route-recommend';
import type { RecommendationView } from '@/components/flight-results/route-recommendations';

/** Nearby routes as cards, each a one-way search on its cheapest date; a failure only hides the section. */
export async function loadRecommendations(
  context: UpstreamContext,
  input: {
    locale: string;
    dictionary: CityDictionary | null;
    criteria: SearchCriteria;
    dep: string;
    arr: string;
    date: string;
    today: string;
  },
): Promise<RecommendationView[]> {
  const result = await routeRecommendNear(context, {
    depAirportCode: input.dep,
    arrAirportCode: input.arr,
    ...recommendWindow(input.date, input.today),
    size: RECOMMEND_SIZE,
  });
  if (!result.ok) return [];
  const typeOf = (code: string) =>
    input.dictionary?.cities.some((c) => c.code === code && c.type === 'AIRPORT') ? 'AIRPORT' : 'CITY';
  return result.data.routeRecommendList.map((r) => ({
    fromName: r.depCityName,
    toName: r.arrCityName,
    dateText: formatDayLabel(r.flightDate, input.locale),
    priceText: formatMoney(r.price, r.currency, input.locale),
    href: bookingHref(input.locale, {
      tripType: 'OW',
      legs: [
        {
          from: { code: r.depAirPort, type: typeOf(r.depAirPort) },
          to: { code: r.arrAirPort, type: typeOf(r.arrAirPort) },
          date: r.flightDate,
        },
      ],
      passengers: input.criteria.passengers,
    }),
  }));
}
