import { and, between, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { flightInventory } from '../db/schema';
import type { SoldMap } from '../domain/inventory';

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
