import {
  ResultCode,
  type CalendarPrice,
  type CalendarShoppingQuery,
  type Currency,
  type Fare,
  type Flight,
  type FlightCondition,
  type SearchFlightData,
  type SearchFlightQuery,
  type UpstreamLanguage,
} from '@/lib/contract';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { ApiError } from '../errors';
import { addDays, dayNumber, isoFromDayNumber } from './dates';
import { FARE_FAMILIES, faresFen, taxesFen, toFare } from './fares';
import { loadRatio, readInventory, seatsOf, type SoldMap } from './inventory';
import { specialDayName } from './holidays';
import { fromFen } from './money';
import type { FlightInstance, Network, RouteEntry } from './network';
import { localDate } from './time-zone';

export type ShoppingContext = { db: Db; network: Network; clock: Clock };

/** Sales close this long before departure. */
export const SALES_CUTOFF_MS = 60 * 60_000;
/** The longest calendar range one call may ask for. */
export const MAX_CALENDAR_DAYS = 62;

type ResolvedLeg = {
  condition: FlightCondition;
  deps: string[];
  arrs: string[];
  routes: RouteEntry[];
  depZone: string;
};

function resolveLeg(network: Network, condition: FlightCondition): ResolvedLeg {
  const deps = network.airportsOf(condition.depCode, condition.depCodeType);
  const arrs = network.airportsOf(condition.arrCode, condition.arrCodeType);
  if (!deps || !arrs) throw new ApiError(ResultCode.BAD_REQUEST, 'unknown city');
  const depCity = network.cityOf(condition.depCode);
  if (depCity && depCity.code === network.cityOf(condition.arrCode)?.code) {
    throw new ApiError(ResultCode.BAD_REQUEST, 'departure and arrival are the same city');
  }
  const routes: RouteEntry[] = [];
  for (const d of deps)
    for (const a of arrs) {
      const r = network.route(d, a);
      if (r) routes.push(r);
    }
  if (routes.length === 0) throw new ApiError(ResultCode.ROUTE_NOT_OPEN);
  const depZone = network.entry(condition.depCode, condition.depCodeType)?.timeZone ?? 'Asia/Shanghai';
  return { condition, deps, arrs, routes, depZone };
}

/** Lowest adult total in fen among the families with `seats` seats left, or null. */
function lowestTotalFen(flight: FlightInstance, sold: SoldMap, todayAtOrigin: string, seats: number): number | null {
  const fares = faresFen(flight, todayAtOrigin, loadRatio(flight, sold));
  const taxes = taxesFen(flight.route.distanceKm, flight.route.international);
  let best: number | null = null;
  for (const family of FARE_FAMILIES) {
    const s = seatsOf(flight, family, sold);
    if (s.capacity - s.sold < seats) continue;
    const total = fares[family] + taxes.airportFee + taxes.fuelSurcharge;
    if (best === null || total < best) best = total;
  }
  return best;
}

/** Converts a CNY total to the currency the way search does (components first, so the numbers agree). */
function totalIn(flight: FlightInstance, totalFen: number, currency: Currency): number {
  if (currency === 'CNY') return totalFen;
  const t = taxesFen(flight.route.distanceKm, flight.route.international);
  return (
    fromFen(totalFen - t.airportFee - t.fuelSurcharge, currency) +
    fromFen(t.airportFee, currency) +
    fromFen(t.fuelSurcharge, currency)
  );
}

function isSellable(flight: FlightInstance, nowMs: number) {
  return flight.depUtcMs - SALES_CUTOFF_MS > nowMs;
}

/** GET calendarshopping: one price per day of a leg, the lowest adult total, null when nothing flies. */
export async function calendarPrices(
  ctx: ShoppingContext,
  q: CalendarShoppingQuery,
  legIndex: number,
): Promise<CalendarPrice[]> {
  const condition = q.flightCondition.find((c) => c.index === legIndex);
  if (!condition) throw new ApiError(ResultCode.BAD_REQUEST, 'no such leg');
  const first = dayNumber(q.startDate);
  const last = dayNumber(q.endDate);
  if (last < first || last - first + 1 > MAX_CALENDAR_DAYS) throw new ApiError(ResultCode.BAD_REQUEST, 'date range');
  const leg = resolveLeg(ctx.network, condition);
  const nowMs = ctx.clock.now();
  const today = localDate(nowMs, leg.depZone);
  const from = Math.max(first, dayNumber(today));
  const to = Math.min(last, dayNumber(ctx.network.horizon));
  const sold =
    from <= to
      ? await readInventory(ctx.db, leg.deps, leg.arrs, isoFromDayNumber(from), isoFromDayNumber(to))
      : new Map();
  const prices: CalendarPrice[] = [];
  for (let day = first; day <= last; day++) {
    const date = isoFromDayNumber(day);
    let price: number | null = null;
    if (day >= from && day <= to) {
      let bestFen: number | null = null;
      let bestFlight: FlightInstance | undefined;
      for (const r of leg.routes) {
        for (const f of ctx.network.flightsOn(r, date)) {
          if (!isSellable(f, nowMs)) continue;
          const total = lowestTotalFen(f, sold, today, q.adultCount);
          if (total !== null && (bestFen === null || total < bestFen)) {
            bestFen = total;
            bestFlight = f;
          }
        }
      }
      if (bestFen !== null && bestFlight) price = totalIn(bestFlight, bestFen, q.currency);
    }
    prices.push({ date, price, isLowest: false, currency: q.currency, specialDay: specialDayName(date, q.language) });
  }
  const lowest = Math.min(...prices.map((p) => p.price ?? Infinity));
  for (const p of prices) p.isLowest = p.price !== null && p.price === lowest;
  return prices;
}

function toFlight(ctx: ShoppingContext, f: FlightInstance, sold: SoldMap, today: string, currency: Currency): Flight {
  const fen = faresFen(f, today, loadRatio(f, sold));
  const taxes = taxesFen(f.route.distanceKm, f.route.international);
  const fares: Fare[] = FARE_FAMILIES.map((family) => {
    const s = seatsOf(f, family, sold);
    return toFare(f.flightId, family, fen[family], taxes, Math.max(0, s.capacity - s.sold), currency);
  });
  const s = f.schedule;
  return {
    flightId: f.flightId,
    flightNo: s.flightNo,
    aircraft: s.aircraft,
    depAirport: s.depAirport,
    arrAirport: s.arrAirport,
    depTerminal: s.depTerminal,
    arrTerminal: s.arrTerminal,
    depTime: new Date(f.depUtcMs).toISOString(),
    arrTime: new Date(f.arrUtcMs).toISOString(),
    depTimeZone: ctx.network.airport(s.depAirport)?.timeZone ?? 'Asia/Shanghai',
    arrTimeZone: ctx.network.airport(s.arrAirport)?.timeZone ?? 'Asia/Shanghai',
    durationMinutes: s.durationMinutes,
    fares,
  };
}

const LEG_COUNT: Record<SearchFlightQuery['tripType'], [number, number]> = { OW: [1, 1], RT: [2, 2], MT: [2, 4] };

/** GET searchflight: the flights of every leg, sorted by departure. */
export async function searchFlights(ctx: ShoppingContext, q: SearchFlightQuery): Promise<SearchFlightData> {
  const conditions = [...q.flightCondition].sort((a, b) => a.index - b.index);
  const [min, max] = LEG_COUNT[q.tripType];
  if (conditions.length < min || conditions.length > max) throw new ApiError(ResultCode.BAD_REQUEST, 'leg count');
  conditions.forEach((c, i) => {
    if (c.index !== i) throw new ApiError(ResultCode.BAD_REQUEST, 'leg index');
    const prev = conditions[i - 1];
    if (prev && c.depDate < prev.depDate) throw new ApiError(ResultCode.BAD_REQUEST, 'leg dates out of order');
  });
  if (q.infantCount > q.adultCount || q.childCount + q.infantCount > q.adultCount * 2) {
    throw new ApiError(ResultCode.BAD_REQUEST, 'too few adults');
  }
  const nowMs = ctx.clock.now();
  const legs = conditions.map((c) => resolveLeg(ctx.network, c));
  for (const leg of legs) {
    const today = localDate(nowMs, leg.depZone);
    if (leg.condition.depDate < today || leg.condition.depDate > ctx.network.horizon) {
      throw new ApiError(ResultCode.DATE_NOT_AVAILABLE);
    }
  }
  const answered = await Promise.all(
    legs.map(async (leg) => {
      const date = leg.condition.depDate;
      const today = localDate(nowMs, leg.depZone);
      const sold = await readInventory(ctx.db, leg.deps, leg.arrs, date, date);
      const flights = leg.routes
        .flatMap((r) => ctx.network.flightsOn(r, date))
        .filter((f) => isSellable(f, nowMs))
        .sort((a, b) => a.depUtcMs - b.depUtcMs || a.schedule.flightNo.localeCompare(b.schedule.flightNo))
        .map((f) => toFlight(ctx, f, sold, today, q.currency));
      return {
        index: leg.condition.index,
        depCode: leg.condition.depCode,
        arrCode: leg.condition.arrCode,
        depDate: date,
        flights,
      };
    }),
  );
  return { legs: answered };
}

export type LowestOnRoute = { route: RouteEntry; date: string; price: number };

/** Lowest one-adult total of each route over a date window (one inventory read for all of them). */
export async function lowestByRoute(
  ctx: ShoppingContext,
  routes: RouteEntry[],
  from: string,
  to: string,
  currency: Currency,
): Promise<LowestOnRoute[]> {
  if (routes.length === 0 || to < from) return [];
  const nowMs = ctx.clock.now();
  const deps = [...new Set(routes.map((r) => r.depAirport))];
  const arrs = [...new Set(routes.map((r) => r.arrAirport))];
  const sold = await readInventory(ctx.db, deps, arrs, from, to);
  const out: LowestOnRoute[] = [];
  for (const r of routes) {
    const zone = ctx.network.airport(r.depAirport)?.timeZone ?? 'Asia/Shanghai';
    const today = localDate(nowMs, zone);
    let best: { fen: number; flight: FlightInstance } | undefined;
    for (let day = dayNumber(from); day <= dayNumber(to); day++) {
      const date = isoFromDayNumber(day);
      if (date < today) continue;
      for (const f of ctx.network.flightsOn(r, date)) {
        if (!isSellable(f, nowMs)) continue;
        const fen = lowestTotalFen(f, sold, today, 1);
        if (fen !== null && (!best || fen < best.fen)) best = { fen, flight: f };
      }
    }
    if (best) out.push({ route: r, date: best.flight.date, price: totalIn(best.flight, best.fen, currency) });
  }
  return out;
}

/** A date window clamped to today..horizon and at most MAX_CALENDAR_DAYS long. */
export function clampWindow(ctx: ShoppingContext, zone: string, begin: string, end: string): [string, string] {
  const today = localDate(ctx.clock.now(), zone);
  const from = begin < today ? today : begin;
  let to = end > ctx.network.horizon ? ctx.network.horizon : end;
  if (dayNumber(to) - dayNumber(from) + 1 > MAX_CALENDAR_DAYS) to = addDays(from, MAX_CALENDAR_DAYS - 1);
  return [from, to];
}

export function cityName(ctx: ShoppingContext, code: string, language: UpstreamLanguage): string {
  const c = ctx.network.cityOf(code);
  if (!c) return code;
  return language === 'zh_CN' ? c.cityNameZh : c.cityNameEn;
}
