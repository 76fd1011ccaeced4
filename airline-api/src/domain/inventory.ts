import type { FareFamily } from '@/lib/contract';
import { FARE_FAMILIES, faresFen, familyCapacity, simulatedSold } from './fares';
import type { FlightInstance } from './network';

export type Seats = { capacity: number; sold: number };
/**
 * Sold seats by `${flightId}|${family}` for the flights that have an inventory row, and the fare sales of the
 * same routes and dates read with them (percent off by saleKey), which price the flights as they are sold now.
 */
export type SoldMap = Map<string, Seats> & { sales?: ReadonlyMap<string, number> };

/** The key of a fare sale: a route and a local departure date. */
export function saleKey(depAirport: string, arrAirport: string, date: string): string {
  return `${depAirport}-${arrAirport}|${date}`;
}

/** The percent a sale takes off the flight's fares (0 without one). */
export function saleOf(flight: FlightInstance, sold: SoldMap): number {
  return sold.sales?.get(saleKey(flight.route.depAirport, flight.route.arrAirport, flight.date)) ?? 0;
}

/** The flight's three fares as they sell now: its load, and any sale on its route and date. */
export function flightFaresFen(
  flight: FlightInstance,
  todayAtOrigin: string,
  sold: SoldMap,
): Record<FareFamily, number> {
  return faresFen(flight, todayAtOrigin, loadRatio(flight, sold), saleOf(flight, sold));
}

/** Seats of one family of a flight: its row when there is one, the simulated prior load otherwise. */
export function seatsOf(flight: FlightInstance, family: FareFamily, sold: SoldMap): Seats {
  const row = sold.get(`${flight.flightId}|${family}`);
  if (row) return row;
  const capacity = familyCapacity(flight.schedule.aircraft, family);
  return { capacity, sold: simulatedSold(flight.flightId, family, capacity) };
}

/** Share of the whole cabin sold, 0..1. */
export function loadRatio(flight: FlightInstance, sold: SoldMap): number {
  let cap = 0;
  let taken = 0;
  for (const family of FARE_FAMILIES) {
    const s = seatsOf(flight, family, sold);
    cap += s.capacity;
    taken += s.sold;
  }
  return cap === 0 ? 1 : taken / cap;
}
