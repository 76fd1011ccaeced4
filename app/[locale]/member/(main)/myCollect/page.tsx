import { FavouriteBook, type CityChoice, type KnownPlace } from '@/components/member/book/favourite-book';
import type { BookEntry, City } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { airlineToday } from '@/lib/domain/airline-time';
import { cityAreas, cityLanguageOf, findCityOption, type CityLanguage } from '@/lib/domain/city-search';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { QueryPageProps } from '@/lib/i18n/page-metadata';
import { requireMember } from '@/lib/session';
import { cityDictionary } from '@/lib/upstream/city';
import { BookPage, bookPageMetadata } from '../_book/book-page';

export const generateMetadata = bookPageMetadata('favourite');

/** The cities a route is saved between: city groups and single-airport cities, China first, as the city input lists them. */
function cityChoices(cities: readonly City[], lang: CityLanguage): CityChoice[] {
  const areas = cityAreas(cities, lang);
  return [...areas.china, ...areas.international].map((c) => ({ code: c.code, name: c.name }));
}

/** Each saved route's codes as the dictionary knows them (the group before the city before the airport). */
function placesOf(entries: BookEntry<'favourite'>[], cities: readonly City[], lang: CityLanguage) {
  const places: Record<string, KnownPlace> = {};
  for (const { data } of entries) {
    if (data.type !== 'route') continue;
    for (const code of [data.origin, data.destination]) {
      const found = findCityOption(cities, code, lang);
      if (found) places[code] = { code: found.code, type: found.type, name: found.name };
    }
  }
  return places;
}

/**
 * /member/myCollect (spec §2 member shell): the member's saved routes and pages, read on the server with
 * the city dictionary (spec §7), so the routes show their cities in the page's language and search
 * tomorrow's flights. Without the dictionary the list still shows, with the names as saved.
 */
export default async function MyCollectPage({ params }: QueryPageProps) {
  const locale = await pageLocale(params);
  await requireMember(locale);
  const dictionary = await cityDictionary(await upstreamContextFor(locale));
  const lang = cityLanguageOf(locale);
  const cities = dictionary.ok ? dictionary.data.cities : [];
  const today = airlineToday();
  return (
    <BookPage
      locale={locale}
      kind="favourite"
      path="/member/myCollect"
      render={(list) => (
        <FavouriteBook
          entries={list.list}
          max={list.max}
          today={today}
          cities={dictionary.ok ? cityChoices(cities, lang) : null}
          places={placesOf(list.list, cities, lang)}
        />
      )}
    />
  );
}
