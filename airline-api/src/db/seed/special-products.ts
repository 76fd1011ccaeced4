import type { Db } from '../client';
import { specialProduct } from '../schema';
import { seedPackages } from './special-products-packages';
import { seedSales } from './special-products-sales';

/**
 * The products on sale, relative to the first start (decision 67): every kind and every state of spec §4 has one,
 * so the catalogue pages show them all on a fresh machine. Sales open and close at 10:00 Beijing time.
 */
export const specialProducts = (nowMs: number) => [...seedPackages(nowMs), ...seedSales(nowMs)];

/** Adds the products a database does not have yet (by id); those there are left as they are. */
export async function seedSpecialProducts(db: Db, nowMs: number): Promise<void> {
  await db.insert(specialProduct).values(specialProducts(nowMs)).onConflictDoNothing();
}
