'use client';

import { useLocale, useTranslations } from 'next-intl';
import * as flightSearch from '@/lib/bff-client/flight-search';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import type { Passengers } from '@/lib/domain/search';
import { formatMoney } from '@/lib/i18n/format';
import { bookingHref } from './booking-links';
import { formatDayLabel } from './date-labels';
import { RouteRecommendations, type RecommendationView } from './route-recommendations';

type Props = { dep: string; fromName: string; passengers: Passengers };

/**
 * Routes from the departure city (spec §7 routeRecommend/getByDepCityCode), read through the BFF when the search
 * found nothing to fly: each a one-way search on its cheapest day, for the same party. Nothing shows while it
 * loads or when it cannot be read (a suggestion, not the page's answer).
 */
export function DepartureRecommendations({ dep, fromName, passengers }: Props) {
  const t = useTranslations('DepartureRecommend');
  const locale = useLocale();
  const routes = useBffQuery(flightSearch.routeRecommendByDeparture, { dep }, { staleMs: 300_000 }).data?.routes;
  const items: RecommendationView[] = (routes ?? []).map((r) => ({
    fromName: r.depCityName,
    toName: r.arrCityName,
    dateText: formatDayLabel(r.flightDate, locale),
    priceText: formatMoney(r.price, r.currency, locale),
    href: bookingHref(locale, {
      tripType: 'OW',
      legs: [
        {
          from: { code: r.depAirPort, type: r.depType },
          to: { code: r.arrAirPort, type: r.arrType },
          date: r.flightDate,
        },
      ],
      passengers,
    }),
  }));
  return (
    <RouteRecommendations
      items={items}
      headingId="departure-recommend"
      heading={t('heading', { city: fromName })}
      intro={t('intro')}
    />
  );
}
