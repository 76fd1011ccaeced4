import { dateTimeFormat } from './intl-cache';
/** ISO weekdays (1 = Monday) as the timetable shows them; null means every day. */
export function operatingDays(days: readonly number[], locale: string): string | null {
  const unique = [...new Set(days)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  if (unique.length === 7) return null;
  // 2024-01-01 was a Monday.
  const fmt = dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return unique.map((d) => fmt.format(new Date(Date.UTC(2024, 0, d)))).join(' ');
}

/** The origin a network page shows: the asked one when it exists, else the main base, else the first. */
export function chosenOrigin<T extends { code: string }>(
  origins: readonly T[],
  asked: string | undefined,
  base = 'CAN',
) {
  return origins.find((o) => o.code === asked) ?? origins.find((o) => o.code === base) ?? origins[0];
}

/**
 * How an origin is named on the network pages: the airport's short name when it already says the city
 * ('Shanghai Pudong', '上海浦东'), the city before it when it does not ('Tokyo' + 'Narita'), the city alone
 * when the two are the same. Never the city twice.
 */
export function originLabel({ cityName, name }: { cityName: string; name: string }): string {
  const city = cityName.trim();
  const airport = name.trim();
  if (!city) return airport;
  if (!airport || airport.toLocaleLowerCase().startsWith(city.toLocaleLowerCase())) return airport || city;
  return `${city} ${airport}`;
}
