import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { City } from '@/lib/contract';
import { cityLanguageOf, toCityOption, type CityOption } from '@/lib/domain/city-search';
import type { Place, SearchCriteria } from '@/lib/domain/search';
import type { Locale } from '@/lib/i18n/routing';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { cityDictionary } from '@/lib/upstream/city';
import { formatDayLabel } from '@/components/flight-results/date-labels';

export type SearchSummary = { routeText: string; detailText: string; cities: CityOption[] };

/**
 * What the "modify search" bar shows of a search: its places ("Beijing → Shanghai", a round trip with ⇄),
 * dates and passengers, and the places as the form's city options so it opens prefilled. Without the city
 * dictionary the places show by their codes.
 */
export async function searchSummary(locale: Locale, criteria: SearchCriteria): Promise<SearchSummary> {
  const [dictionary, t] = await Promise.all([
    upstreamContextFor(locale).then(cityDictionary),
    getTranslations({ locale, namespace: 'Booking' }),
  ]);
  const all: readonly City[] = dictionary.ok ? dictionary.data.cities : [];
  const lang = cityLanguageOf(locale);
  const cities: CityOption[] = [];
  const name = (place: Place | null) => {
    if (!place) return '?';
    const city = all.find((c) => c.code === place.code && c.type === place.type);
    if (!city) return place.code;
    const option = toCityOption(city, lang);
    if (!cities.some((c) => c.code === option.code && c.type === option.type)) cities.push(option);
    return option.name;
  };
  const legs = criteria.legs;
  const first = legs[0];
  const routeText =
    criteria.tripType === 'RT'
      ? `${name(first?.from ?? null)} ⇄ ${name(first?.to ?? null)}`
      : legs.map((l) => `${name(l.from)} → ${name(l.to)}`).join(' · ');
  const dates = legs
    .map((l) => (l.date ? formatDayLabel(l.date, locale) : '?'))
    .join(criteria.tripType === 'RT' ? ' – ' : ', ');
  const { adults, children, infants } = criteria.passengers;
  return { routeText, detailText: `${dates} · ${t('passengers', { adults, children, infants })}`, cities };
}
