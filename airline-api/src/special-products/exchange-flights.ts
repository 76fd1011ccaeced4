import { and, eq } from 'drizzle-orm';
import {
  ProductStatus,
  ResultCode,
  type ExchangeFlightsBody,
  type ExchangeFlightsData,
  type ExchangeSeats,
  type UpstreamLanguage,
} from '@/lib/contract';
import { routeAllowed, withinExchange } from '@/lib/domain/special-product-rules';
import { placeNames } from '../booking/display-names';
import type { Db } from '../db/client';
import { productUnit } from '../db/schema';
import { FARE_FAMILIES } from '../domain/fares';
import { seatsOf, type SoldMap } from '../domain/inventory';
import type { FlightInstance } from '../domain/network';
import { isSellable } from '../domain/shopping';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { readInventory } from '../shopping/read-inventory';
import { productRow, type ProductRow } from './catalogue';

export type UnitRow = typeof productUnit.$inferSelect;

/** A card of the member's (another member's is not found) and its product. */
export async function cardOf(db: Db, memberId: string, unitId: string): Promise<{ unit: UnitRow; p: ProductRow }> {
  const [unit] = await db
    .select()
    .from(productUnit)
    .where(and(eq(productUnit.id, unitId), eq(productUnit.memberId, memberId)));
  if (!unit) throw new ApiError(ResultCode.NOT_FOUND, 'card');
  return { unit, p: await productRow(db, unit.productId) };
}

/**
 * Why a card cannot take a flight now (spec §8), or null: a card that is not usable (awaiting payment, refunded) or
 * whose flights are all used ('package exchange limit reached'); a flight off the product's routes or outside its
 * exchange dates, or past its confirm deadline ('not within convertibility time').
 */
export function exchangeRefusal(unit: UnitRow, p: ProductRow, flight: FlightInstance, nowMs: number) {
  if (unit.status === ProductStatus.USED || (unit.status === ProductStatus.USABLE && unit.used >= unit.times))
    return new ApiError(ResultCode.PACKAGE_EXCHANGE_LIMIT);
  if (unit.status !== ProductStatus.USABLE) return new ApiError(ResultCode.NOT_CONVERTIBLE, 'card not usable');
  const { depAirport, arrAirport, international } = flight.route;
  if (!routeAllowed(p.routes, depAirport, arrAirport, international))
    return new ApiError(ResultCode.NOT_CONVERTIBLE, 'route');
  const window = { exchangeFrom: p.exchangeFrom, exchangeTo: p.exchangeTo, confirmByMs: p.confirmBy.getTime() };
  if (!withinExchange(window, flight.date, nowMs)) return new ApiError(ResultCode.NOT_CONVERTIBLE, 'dates');
  return null;
}

/** A flight's seats for a product of `family`: its own family's, else whether any seat at all is left. */
export function exchangeSeats(flight: FlightInstance, p: ProductRow, sold: SoldMap, nowMs: number): ExchangeSeats {
  if (!isSellable(flight, nowMs)) return 'CLOSED';
  const left = (family: (typeof FARE_FAMILIES)[number]) => {
    const s = seatsOf(flight, family, sold);
    return s.capacity - s.sold;
  };
  if (left(p.fareFamily) > 0) return 'AVAILABLE';
  return FARE_FAMILIES.some((f) => left(f) > 0) ? 'NO_INVENTORY' : 'FULL';
}

/**
 * The flights of one route and day a card can take (spec §2 /specialBook/booking), each with its seats. The route
 * and the day are the card's rules: off them, the answer is the refusal a commit would get.
 */
export async function exchangeFlights(
  s: Services,
  memberId: string,
  body: ExchangeFlightsBody,
  language: UpstreamLanguage,
): Promise<ExchangeFlightsData> {
  const { unit, p } = await cardOf(s.db, memberId, body.unitId);
  const route = s.network.route(body.depAirport, body.arrAirport);
  if (!route) return { flights: [] };
  const now = s.clock.now();
  const flights = s.network.flightsOn(route, body.date);
  const refusal = flights[0] ? exchangeRefusal(unit, p, flights[0], now) : null;
  if (refusal) throw refusal;
  const sold = await readInventory(s.db, [route.depAirport], [route.arrAirport], body.date, body.date);
  const dep = placeNames(s, route.depAirport, language);
  const arr = placeNames(s, route.arrAirport, language);
  return {
    flights: flights.map((f) => ({
      flightId: f.flightId,
      flightNo: f.schedule.flightNo,
      depAirport: route.depAirport,
      arrAirport: route.arrAirport,
      depCityName: dep.city,
      arrCityName: arr.city,
      depTime: new Date(f.depUtcMs).toISOString(),
      arrTime: new Date(f.arrUtcMs).toISOString(),
      depTimeZone: s.network.airport(route.depAirport)?.timeZone ?? 'Asia/Shanghai',
      arrTimeZone: s.network.airport(route.arrAirport)?.timeZone ?? 'Asia/Shanghai',
      seats: exchangeSeats(f, p, sold, now),
    })),
  };
}
