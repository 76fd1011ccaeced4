import type { City } from '@/lib/contract/city';

/**
 * City input data (spec §2 City input, §3 city choice, §9 city search page 8 / hot cities 16).
 * Pure: works on the dictionary's `cities` array, no I/O.
 */
export type CityLanguage = 'zh' | 'en';

/** What the browser needs to show and pick a city, in one language. */
export type CityOption = {
  code: string;
  type: City['type'];
  name: string;
  cityName: string;
  airportName: string | null;
  countryCode: string;
  region: City['region'];
};

export type CityPage = { items: CityOption[]; page: number; total: number };
export type CityAreas = { hot: CityOption[]; china: CityOption[]; international: CityOption[] };

export const CITY_PAGE_SIZE = 8;
export const HOT_CITY_LIMIT = 16;

const TYPE_ORDER: Record<City['type'], number> = { AREA: 0, CITY: 1, AIRPORT: 2 };

export function toCityOption(city: City, lang: CityLanguage): CityOption {
  return {
    code: city.code,
    type: city.type,
    name: lang === 'zh' ? city.nameZh : city.nameEn,
    cityName: lang === 'zh' ? city.cityNameZh : city.cityNameEn,
    airportName: (lang === 'zh' ? city.airportNameZh : city.airportNameEn) ?? null,
    countryCode: city.countryCode,
    region: city.region,
  };
}

/** Lower case without spaces or apostrophes, so "Xi'an", "xi an" and "XIAN" meet. */
export function normalizeCityText(text: string): string {
  return text.toLowerCase().replace(/[\s'’·-]+/g, '');
}

/**
 * 0 exact code, 1 exact name, 2 prefix of the code, a name, the pinyin or its initials, 3 prefix of an
 * alias, 4 contained anywhere (airport names too); null when the entry does not match at all.
 */
export function matchRank(city: City, query: string): number | null {
  const q = normalizeCityText(query);
  if (!q) return null;
  if (city.code.toLowerCase() === q) return 0;
  const names = [city.nameZh, city.nameEn, city.pinyin].map(normalizeCityText);
  if (names.includes(q)) return 1;
  const own = [
    city.code.toLowerCase(),
    ...names,
    normalizeCityText(city.cityNameZh),
    normalizeCityText(city.cityNameEn),
    city.initials.toLowerCase(),
  ];
  if (own.some((f) => f.startsWith(q))) return 2;
  const aliases = (city.alias ?? '').split(/\s+/).filter(Boolean).map(normalizeCityText);
  if (aliases.some((f) => f.startsWith(q))) return 3;
  const everything = [
    ...own,
    ...aliases,
    normalizeCityText(city.airportNameZh ?? ''),
    normalizeCityText(city.airportNameEn ?? ''),
  ];
  return everything.some((f) => f.includes(q)) ? 4 : null;
}

function compareCities(a: City, b: City): number {
  return (
    TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || (a.hotRank ?? 99) - (b.hotRank ?? 99) || a.code.localeCompare(b.code)
  );
}

/** Ranked search (see matchRank), then city groups before cities before airports; pages of 8, 1-based. */
export function searchCities(
  cities: readonly City[],
  query: string,
  page: number,
  lang: CityLanguage,
  pageSize = CITY_PAGE_SIZE,
): CityPage {
  const ranked = cities
    .map((city) => ({ city, rank: matchRank(city, query) }))
    .filter((r): r is { city: City; rank: number } => r.rank !== null)
    .sort((a, b) => a.rank - b.rank || compareCities(a.city, b.city));
  const start = (page - 1) * pageSize;
  return {
    items: ranked.slice(start, start + pageSize).map((r) => toCityOption(r.city, lang)),
    page,
    total: ranked.length,
  };
}

function byDisplayOrder(lang: CityLanguage) {
  return (a: City, b: City) =>
    lang === 'zh' ? a.pinyin.localeCompare(b.pinyin) || compareCities(a, b) : a.nameEn.localeCompare(b.nameEn, 'en');
}

/**
 * The area list: hot cities by hotRank (at most 16), then every city a traveller picks from a list —
 * city groups and single-airport cities; the airports of a group are found by typing.
 */
export function cityAreas(cities: readonly City[], lang: CityLanguage): CityAreas {
  const listed = cities.filter((c) => c.type !== 'AIRPORT');
  const hot = cities
    .filter((c) => c.hotRank !== undefined)
    .sort((a, b) => (a.hotRank ?? 0) - (b.hotRank ?? 0))
    .slice(0, HOT_CITY_LIMIT);
  const sorted = [...listed].sort(byDisplayOrder(lang));
  return {
    hot: hot.map((c) => toCityOption(c, lang)),
    china: sorted.filter((c) => c.region === 'CN').map((c) => toCityOption(c, lang)),
    international: sorted.filter((c) => c.region === 'INTL').map((c) => toCityOption(c, lang)),
  };
}

/**
 * The entry a bare code means (a city-by-IP answer, a URL): the city group before the city before
 * the airport, since SHA is both Shanghai and Hongqiao. With a type, only that entry.
 */
export function findCityOption(
  cities: readonly City[],
  code: string,
  lang: CityLanguage,
  type?: City['type'],
): CityOption | null {
  const found = cities
    .filter((c) => c.code === code.toUpperCase() && (!type || c.type === type))
    .sort(compareCities)[0];
  return found ? toCityOption(found, lang) : null;
}

/** zh-CN shows Chinese names, every other locale English. */
export function cityLanguageOf(locale: string): CityLanguage {
  return locale.startsWith('zh') ? 'zh' : 'en';
}
