import type { CityType, UpstreamLanguage } from '@/lib/contract';
import { departsInWindow, type FareSeen } from '@/lib/domain/low-price-reminder-rules';
import { dayNumber, isoFromDayNumber } from '../domain/dates';
import { FARE_FAMILIES, INTL_OTHER_TAX_FEN, fullFareFen, taxesFen } from '../domain/fares';
import { flightFaresFen, seatsOf } from '../domain/inventory';
import type { FlightInstance, RouteEntry } from '../domain/network';
import { isSellable } from '../domain/shopping';
import { localDate, localTime } from '../domain/time-zone';
import type { ShoppingContext } from '../shopping/context';
import { readInventory } from '../shopping/read-inventory';

/** What a reminder watches: the flights between two places, in a local time window, between two local dates. */
export type Watch = {
  depCode: string;
  depCodeType: CityType;
  arrCode: string;
  arrCodeType: CityType;
  earliestTime: string;
  latestTime: string;
  startDate: string;
  endDate: string;
};

export type WatchedRoutes = { deps: string[]; arrs: string[]; routes: RouteEntry[]; depZone: string };

/** Why the places of a watch cannot be watched, as the form's field errors say it. */
export type PlaceProblem = { dep?: 'cityUnknown'; arr?: 'cityUnknown' | 'sameCity' | 'routeNotOpen' };

/** The routes between the two places (a group or a city stands for its airports), or what is wrong with them. */
export function watchedRoutes(ctx: ShoppingContext, w: Watch): WatchedRoutes | PlaceProblem {
  const { network } = ctx;
  const deps = network.airportsOf(w.depCode, w.depCodeType);
  const arrs = network.airportsOf(w.arrCode, w.arrCodeType);
  if (!deps || !arrs) return { ...(deps ? {} : { dep: 'cityUnknown' }), ...(arrs ? {} : { arr: 'cityUnknown' }) };
  const depCity = network.cityOf(w.depCode)?.code;
  if (w.depCode === w.arrCode || (depCity && depCity === network.cityOf(w.arrCode)?.code)) return { arr: 'sameCity' };
  const routes: RouteEntry[] = [];
  for (const d of deps)
    for (const a of arrs) {
      const r = network.route(d, a);
      if (r) routes.push(r);
    }
  if (routes.length === 0) return { arr: 'routeNotOpen' };
  const depZone = network.entry(w.depCode, w.depCodeType)?.timeZone ?? 'Asia/Shanghai';
  return { deps, arrs, routes, depZone };
}

export const isPlaceProblem = (x: WatchedRoutes | PlaceProblem): x is PlaceProblem => !('routes' in x);

/** One matching flight's cheapest fare with a seat left, as it sells now. */
export type SeenFlight = FareSeen & { flight: FlightInstance; depTimeLocal: string };

/**
 * Every sellable flight the watch covers, each with its cheapest fare family that has a seat for one adult, priced
 * as search prices it now (load and fare sales), in fen. The dates are the departure airport's, from today there
 * (never before) to the end date and the schedule's horizon.
 */
export async function seenFlights(ctx: ShoppingContext, w: Watch, where: WatchedRoutes): Promise<SeenFlight[]> {
  const nowMs = ctx.clock.now();
  const today = localDate(nowMs, where.depZone);
  const from = w.startDate < today ? today : w.startDate;
  const to = w.endDate > ctx.network.horizon ? ctx.network.horizon : w.endDate;
  if (to < from) return [];
  const sold = await readInventory(ctx.db, where.deps, where.arrs, from, to);
  const out: SeenFlight[] = [];
  for (let day = dayNumber(from); day <= dayNumber(to); day += 1) {
    const date = isoFromDayNumber(day);
    for (const route of where.routes) {
      const taxes = taxesFen(route.distanceKm, route.international);
      const other = route.international ? INTL_OTHER_TAX_FEN : 0;
      const full = fullFareFen(route);
      for (const f of ctx.network.flightsOn(route, date)) {
        if (!isSellable(f, nowMs)) continue;
        const zone = ctx.network.airport(route.depAirport)?.timeZone ?? where.depZone;
        const depTimeLocal = localTime(f.depUtcMs, zone);
        if (!departsInWindow(depTimeLocal, w.earliestTime, w.latestTime)) continue;
        const fares = flightFaresFen(f, localDate(nowMs, zone), sold);
        let best: number | null = null;
        for (const family of FARE_FAMILIES) {
          const seats = seatsOf(f, family, sold);
          if (seats.capacity - seats.sold < 1) continue;
          if (best === null || fares[family] < best) best = fares[family];
        }
        if (best === null) continue;
        out.push({
          flight: f,
          depTimeLocal,
          fareFen: best,
          totalFen: best + taxes.airportFee + taxes.fuelSurcharge + other,
          fullFareFen: full,
        });
      }
    }
  }
  return out;
}

/** The cheapest of the flights seen (by the one-adult total), or null. */
export function cheapest(seen: SeenFlight[]): SeenFlight | null {
  let best: SeenFlight | null = null;
  for (const s of seen)
    if (
      !best ||
      s.totalFen < best.totalFen ||
      (s.totalFen === best.totalFen && s.flight.depUtcMs < best.flight.depUtcMs)
    )
      best = s;
  return best;
}

/** A place as the member chose it (a group, a city or an airport), in a language. */
export function placeName(ctx: ShoppingContext, code: string, type: CityType, language: UpstreamLanguage): string {
  const e = ctx.network.entry(code, type);
  if (!e) return code;
  return language === 'zh_CN' ? e.nameZh : e.nameEn;
}
