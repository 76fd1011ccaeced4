import type { FareFamily } from '@/lib/contract';
import { FARE_FAMILIES, familyCapacity, simulatedSold } from './fares';
import type { FlightInstance } from './network';

export type Seats = { capacity: number; sold: number };
/** Sold seats by `${flightId}|${family}` for the flights that have an inventory row. */
export type SoldMap = Map<string, Seats>;

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
