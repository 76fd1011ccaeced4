import { and, between, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fareSale, flightInventory } from '../db/schema';
import { saleKey, type SoldMap } from '../domain/inventory';

/**
 * Reads the inventory rows of some routes over a date range (one query per search), and the fare sales of the
 * same routes and dates, which price the flights as they sell now (domain/inventory.ts flightFaresFen).
 */
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
  const sales = await db
    .select({
      depAirport: fareSale.depAirport,
      arrAirport: fareSale.arrAirport,
      flightDate: fareSale.flightDate,
      percentOff: fareSale.percentOff,
    })
    .from(fareSale)
    .where(
      and(
        inArray(fareSale.depAirport, deps),
        inArray(fareSale.arrAirport, arrs),
        between(fareSale.flightDate, from, to),
      ),
    );
  const map: SoldMap = new Map();
  for (const r of rows) map.set(`${r.flightId}|${r.fareFamily}`, { capacity: r.capacity, sold: r.sold });
  if (sales.length)
    map.sales = new Map(sales.map((s) => [saleKey(s.depAirport, s.arrAirport, s.flightDate), s.percentOff]));
  return map;
}
