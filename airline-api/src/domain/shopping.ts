import {
  ResultCode,
  type Currency,
  type Fare,
  type Flight,
  type FlightCondition,
  type UpstreamLanguage,
} from '@/lib/contract';
import { ApiError } from '../errors';
import { addDays, dayNumber } from './dates';
import { FARE_FAMILIES, INTL_OTHER_TAX_FEN, taxesFen, toFare } from './fares';
import { flightFaresFen, seatsOf, type SoldMap } from './inventory';
import { fromFen } from './money';
import type { FlightInstance, Network, RouteEntry } from './network';

/** Sales close this long before departure. */
export const SALES_CUTOFF_MS = 60 * 60_000;
/** The longest calendar range one call may ask for. */
export const MAX_CALENDAR_DAYS = 62;

export type ResolvedLeg = {
  condition: FlightCondition;
  deps: string[];
  arrs: string[];
  routes: RouteEntry[];
  depZone: string;
};

export function resolveLeg(network: Network, condition: FlightCondition): ResolvedLeg {
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

/** Lowest adult total in fen (fare, fees and other taxes) among the families with `seats` seats left, or null. */
export function lowestTotalFen(
  flight: FlightInstance,
  sold: SoldMap,
  todayAtOrigin: string,
  seats: number,
): number | null {
  const fares = flightFaresFen(flight, todayAtOrigin, sold);
  const taxes = taxesFen(flight.route.distanceKm, flight.route.international);
  let best: number | null = null;
  for (const family of FARE_FAMILIES) {
    const s = seatsOf(flight, family, sold);
    if (s.capacity - s.sold < seats) continue;
    const total = fares[family] + taxes.airportFee + taxes.fuelSurcharge + otherTaxFen(flight);
    if (best === null || total < best) best = total;
  }
  return best;
}

/** Converts a CNY total to the currency the way search does (components first, so the numbers agree). */
export function totalIn(flight: FlightInstance, totalFen: number, currency: Currency): number {
  if (currency === 'CNY') return totalFen;
  const t = taxesFen(flight.route.distanceKm, flight.route.international);
  const other = otherTaxFen(flight);
  return (
    fromFen(totalFen - t.airportFee - t.fuelSurcharge - other, currency) +
    fromFen(t.airportFee, currency) +
    fromFen(t.fuelSurcharge, currency) +
    fromFen(other, currency)
  );
}

/** The adult's other taxes on the flight (the international passenger service charge), fen. */
function otherTaxFen(flight: FlightInstance): number {
  return flight.route.international ? INTL_OTHER_TAX_FEN : 0;
}

export function isSellable(flight: FlightInstance, nowMs: number) {
  return flight.depUtcMs - SALES_CUTOFF_MS > nowMs;
}

export function toFlight(
  network: Network,
  f: FlightInstance,
  sold: SoldMap,
  today: string,
  currency: Currency,
): Flight {
  const fen = flightFaresFen(f, today, sold);
  const taxes = taxesFen(f.route.distanceKm, f.route.international);
  const fares: Fare[] = FARE_FAMILIES.map((family) => {
    const s = seatsOf(f, family, sold);
    return toFare(
      f.flightId,
      family,
      fen[family],
      taxes,
      Math.max(0, s.capacity - s.sold),
      currency,
      f.route.international,
    );
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
    depTimeZone: network.airport(s.depAirport)?.timeZone ?? 'Asia/Shanghai',
    arrTimeZone: network.airport(s.arrAirport)?.timeZone ?? 'Asia/Shanghai',
    durationMinutes: s.durationMinutes,
    fares,
  };
}

/** A date window clamped to today..horizon and at most MAX_CALENDAR_DAYS long. */
export function clampWindow(network: Network, today: string, begin: string, end: string): [string, string] {
  const from = begin < today ? today : begin;
  let to = end > network.horizon ? network.horizon : end;
  if (dayNumber(to) - dayNumber(from) + 1 > MAX_CALENDAR_DAYS) to = addDays(from, MAX_CALENDAR_DAYS - 1);
  return [from, to];
}

export function cityName(network: Network, code: string, language: UpstreamLanguage): string {
  const c = network.cityOf(code);
  if (!c) return code;
  return language === 'zh_CN' ? c.cityNameZh : c.cityNameEn;
}
