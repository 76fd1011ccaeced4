import { ResultCode, type Currency, type RouteRecommendation, type UpstreamLanguage } from '@/lib/contract';
import { addDays } from '../domain/dates';
import { airportsOf, neighbours, routesBetween } from '../domain/nearby';
import type { CityEntry, RouteEntry } from '../domain/network';
import { cityName, clampWindow } from '../domain/shopping';
import { localDate } from '../domain/time-zone';
import { ApiError } from '../errors';
import type { ShoppingContext } from './context';
import { lowestByRoute } from './lowest-by-route';

/** Recommendations scan a month of flights on many routes; they may be a minute old. */
const CACHE_MS = 60_000;

const caches = new WeakMap<ShoppingContext, Map<string, { at: number; list: RouteRecommendation[] }>>();

async function cached(ctx: ShoppingContext, key: string, compute: () => Promise<RouteRecommendation[]>) {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new Map()));
  const now = ctx.clock.now();
  const hit = cache.get(key);
  if (hit && now - hit.at >= 0 && now - hit.at < CACHE_MS) return hit.list;
  const list = await compute();
  if (cache.size > 5_000) cache.clear();
  cache.set(key, { at: now, list });
  return list;
}

function cityOrThrow(ctx: ShoppingContext, code: string): CityEntry {
  const c = ctx.network.cityOf(code);
  if (!c) throw new ApiError(ResultCode.BAD_REQUEST, 'unknown city');
  return c;
}

function toRecommendation(
  ctx: ShoppingContext,
  x: { route: RouteEntry; date: string; price: number },
  language: UpstreamLanguage,
  currency: Currency,
): RouteRecommendation {
  return {
    depAirPort: x.route.depAirport,
    arrAirPort: x.route.arrAirport,
    depCityName: cityName(ctx.network, x.route.depAirport, language),
    arrCityName: cityName(ctx.network, x.route.arrAirport, language),
    price: x.price,
    currency,
    flightDate: x.date,
  };
}

/** Cheapest route per city pair (an AREA has several airports). */
function cheapestPerCityPair(ctx: ShoppingContext, list: { route: RouteEntry; date: string; price: number }[]) {
  const best = new Map<string, (typeof list)[number]>();
  for (const x of list) {
    const key = `${ctx.network.cityOf(x.route.depAirport)?.code}-${ctx.network.cityOf(x.route.arrAirport)?.code}`;
    const cur = best.get(key);
    if (!cur || x.price < cur.price) best.set(key, x);
  }
  return [...best.values()];
}

/** What routeRecommendNear asks: a route, a date window, how many, in which currency and language. */
type NearQuery = {
  depAirportCode: string;
  arrAirportCode: string;
  beginDate: string;
  endDate: string;
  size: number;
  currency: Currency;
  language: UpstreamLanguage;
};

/**
 * Routes near the asked one: from the departure city to the arrival's neighbours and from the departure's
 * neighbours to the arrival, nearest substitutes first, with their lowest price in the window.
 */
export async function recommendNear(ctx: ShoppingContext, body: NearQuery): Promise<RouteRecommendation[]> {
  return cached(ctx, `near:${JSON.stringify(body)}`, () => computeNear(ctx, body));
}

async function computeNear(ctx: ShoppingContext, body: NearQuery): Promise<RouteRecommendation[]> {
  if (body.endDate < body.beginDate) throw new ApiError(ResultCode.BAD_REQUEST, 'date range');
  const dep = cityOrThrow(ctx, body.depAirportCode);
  const arr = cityOrThrow(ctx, body.arrAirportCode);
  const exclude = new Set([dep.code, arr.code]);
  const rank = new Map<RouteEntry, number>();
  neighbours(ctx.network, arr, exclude).forEach((n, i) =>
    routesBetween(ctx.network, dep, n).forEach((r) => rank.set(r, i * 2)),
  );
  neighbours(ctx.network, dep, exclude).forEach((n, i) =>
    routesBetween(ctx.network, n, arr).forEach((r) => rank.has(r) || rank.set(r, i * 2 + 1)),
  );
  const today = localDate(ctx.clock.now(), dep.timeZone);
  const [from, to] = clampWindow(ctx.network, today, body.beginDate, body.endDate);
  const priced = cheapestPerCityPair(ctx, await lowestByRoute(ctx, [...rank.keys()], from, to, body.currency));
  return priced
    .sort((a, b) => (rank.get(a.route) ?? 0) - (rank.get(b.route) ?? 0) || a.price - b.price)
    .slice(0, body.size)
    .map((x) => toRecommendation(ctx, x, body.language, body.currency));
}

/** Cheapest destinations from a city over the coming month, cheapest first. */
export async function recommendByDeparture(
  ctx: ShoppingContext,
  q: { depCityCode: string; size: number; currency: Currency; language: UpstreamLanguage },
): Promise<RouteRecommendation[]> {
  cityOrThrow(ctx, q.depCityCode);
  return cached(ctx, `dep:${q.depCityCode}:${q.size}:${q.currency}:${q.language}`, () => computeByDeparture(ctx, q));
}

async function computeByDeparture(
  ctx: ShoppingContext,
  q: { depCityCode: string; size: number; currency: Currency; language: UpstreamLanguage },
): Promise<RouteRecommendation[]> {
  const dep = cityOrThrow(ctx, q.depCityCode);
  const routes = airportsOf(dep).flatMap((a) => ctx.network.routesFrom(a));
  const today = localDate(ctx.clock.now(), dep.timeZone);
  const [from, to] = clampWindow(ctx.network, today, addDays(today, 1), addDays(today, 30));
  const priced = cheapestPerCityPair(ctx, await lowestByRoute(ctx, routes, from, to, q.currency));
  return priced
    .sort((a, b) => a.price - b.price || a.route.arrAirport.localeCompare(b.route.arrAirport))
    .slice(0, q.size)
    .map((x) => toRecommendation(ctx, x, q.language, q.currency));
}
