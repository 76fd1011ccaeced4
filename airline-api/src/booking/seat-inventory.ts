import { and, eq, sql } from 'drizzle-orm';
import type { FareFamily } from '@/lib/contract';
import type { Db } from '../db/client';
import { flightInventory } from '../db/schema';
import { familyCapacity, simulatedSold } from '../domain/fares';
import type { FlightInstance } from '../domain/network';

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
