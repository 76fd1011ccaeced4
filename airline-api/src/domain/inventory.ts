import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { FareFamily } from '@/lib/contract';
import type { Db } from '../db/client';
import { flightInventory } from '../db/schema';
import { FARE_FAMILIES, familyCapacity, simulatedSold } from './fares';
import type { FlightInstance } from './network';

export type Seats = { capacity: number; sold: number };
/** Sold seats by `${flightId}|${family}` for the flights that have an inventory row. */
export type SoldMap = Map<string, Seats>;

/** Reads the inventory rows of some routes over a date range (one query per search). */
export async function readInventory(
  db: Db,
  deps: string[],
  arrs: string[],
  from: string,
  to: string,
): Promise<SoldMap> {
  const rows = await db
    .select({
      flightId: flightInventory.flightId,
      fareFamily: flightInventory.fareFamily,
      capacity: flightInventory.capacity,
      sold: flightInventory.sold,
    })
    .from(flightInventory)
    .where(
      and(
        inArray(flightInventory.depAirport, deps),
        inArray(flightInventory.arrAirport, arrs),
        between(flightInventory.flightDate, from, to),
      ),
    );
  const map: SoldMap = new Map();
  for (const r of rows) map.set(`${r.flightId}|${r.fareFamily}`, { capacity: r.capacity, sold: r.sold });
  return map;
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

/**
 * Takes `count` seats of a fare family, or returns false when not enough are left. One conditional
 * UPDATE does the check and the decrement, so concurrent bookings cannot oversell.
 */
export async function takeSeats(db: Db, flight: FlightInstance, family: FareFamily, count: number): Promise<boolean> {
  const capacity = familyCapacity(flight.schedule.aircraft, family);
  await db
    .insert(flightInventory)
    .values({
      flightId: flight.flightId,
      fareFamily: family,
      flightDate: flight.date,
      depAirport: flight.route.depAirport,
      arrAirport: flight.route.arrAirport,
      capacity,
      sold: simulatedSold(flight.flightId, family, capacity),
    })
    .onConflictDoNothing();
  const updated = await db
    .update(flightInventory)
    .set({ sold: sql`${flightInventory.sold} + ${count}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(flightInventory.flightId, flight.flightId),
        eq(flightInventory.fareFamily, family),
        sql`${flightInventory.sold} + ${count} <= ${flightInventory.capacity}`,
      ),
    )
    .returning({ sold: flightInventory.sold });
  return updated.length === 1;
}

/** Gives seats back (cancelled or refunded booking). */
export async function releaseSeats(db: Db, flightId: string, family: FareFamily, count: number): Promise<void> {
  await db
    .update(flightInventory)
    .set({ sold: sql`greatest(${flightInventory.sold} - ${count}, 0)`, updatedAt: sql`now()` })
    .where(and(eq(flightInventory.flightId, flightId), eq(flightInventory.fareFamily, family)));
}
