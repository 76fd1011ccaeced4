import { distanceKm } from './geo';
import type { CityEntry, Network, RouteEntry } from './network';

/** Neighbours are cities of the same country (any INTL city for small countries) within this distance. */
const NEAR_KM = 1200;
const MAX_NEIGHBOURS = 8;

/** Cities near a city, nearest first: same country, or same region abroad, within NEAR_KM. */
export function neighbours(network: Network, of: CityEntry, exclude: Set<string>): CityEntry[] {
  return network.cities
    .filter((c) => c.type !== 'AIRPORT' && c.code === c.cityCode && !exclude.has(c.code) && c.code !== of.code)
    .filter((c) => c.countryCode === of.countryCode || (c.region === 'INTL' && of.region === 'INTL'))
    .map((c) => ({ c, km: distanceKm(of, c) }))
    .filter((x) => x.km <= NEAR_KM)
    .sort((a, b) => a.km - b.km)
    .slice(0, MAX_NEIGHBOURS)
    .map((x) => x.c);
}

export const airportsOf = (c: CityEntry) => (c.airports.length > 0 ? c.airports : [c.code]);

export function routesBetween(network: Network, from: CityEntry, to: CityEntry): RouteEntry[] {
  const out: RouteEntry[] = [];
  for (const d of airportsOf(from))
    for (const a of airportsOf(to)) {
      const r = network.route(d, a);
      if (r) out.push(r);
    }
  return out;
}
