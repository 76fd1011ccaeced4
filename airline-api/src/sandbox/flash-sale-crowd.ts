import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { count, countDistinct, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ProductStatus } from '@/lib/contract';
import { randomSecret, sha256 } from '../account/secrets';
import { bookingOrder, member, memberBookEntry, memberToken, productUnit, specialProduct } from '../db/schema';
import { parse, sendOk } from '../http';
import type { Services } from '../services';

/** The flash-sale burst benchmark's controls (scripts/bench-flash-sale.mjs; decision 68). Loopback only. */
export const FLASH_CROWD_PATH = '/sandbox/flash-sale/crowd';
export const FLASH_TALLY_PATH = '/sandbox/flash-sale/tally';
/** The products the benchmark sells: a copy of the seed's FLASH-99 on sale now, one per run (FLASH-BENCH-<run>). */
export const BENCH_PRODUCT = 'FLASH-BENCH';
const TallyQuerySchema = z.object({ productId: z.string().regex(/^FLASH-BENCH-[A-Z0-9]{1,12}$/) });

const CrowdBodySchema = z.object({
  buyers: z.number().int().min(1).max(10_000),
  stock: z.number().int().min(1).max(10_000),
});

const DAY_MS = 86_400_000;
const BATCH = 500;

/**
 * POST: the benchmark's product (its stock as asked, nothing sold, on sale from a minute ago) and `buyers` new
 * members, each logged in (a day's token) with one beneficiary in their book. Made in bulk, as no person signs up:
 * thousands of registrations (SMS codes, captcha, scrypt) would measure the sign-up, not the sale.
 * GET tally: what the sale left behind, to check it against the stock (orders, units, oversell, doubles).
 */
export function registerFlashSaleCrowd(app: FastifyInstance, s: Services): void {
  app.post(FLASH_CROWD_PATH, async (req, reply) => {
    const body = parse(CrowdBodySchema, req.body);
    const now = s.clock.now();
    const [template] = await s.db.select().from(specialProduct).where(eq(specialProduct.id, 'FLASH-99'));
    if (!template) throw new Error('the seed has no FLASH-99');
    const run = randomSecret(4)
      .replace(/[^0-9a-z]/gi, '')
      .slice(0, 6)
      .toUpperCase();
    // A product of its own each run: the tally counts this run's sale alone, whatever an earlier run left.
    const productId = `${BENCH_PRODUCT}-${run}`;
    const product = {
      ...template,
      id: productId,
      stock: body.stock,
      sold: 0,
      saleStart: new Date(now - 60_000),
      saleEnd: new Date(now + DAY_MS),
    };
    await s.db
      .insert(specialProduct)
      .values(product)
      .onConflictDoUpdate({ target: specialProduct.id, set: { ...product, id: undefined } });
    const buyers = Array.from({ length: body.buyers }, (_, i) => ({
      memberId: randomUUID(),
      token: randomSecret(32),
      beneficiaryId: randomUUID(),
      certificateNumber: `FB${run}${String(i).padStart(6, '0')}`,
    }));
    for (let i = 0; i < buyers.length; i += BATCH) {
      const batch = buyers.slice(i, i + BATCH);
      await s.db
        .insert(member)
        .values(batch.map((b) => ({ id: b.memberId, name: `BENCH ${b.certificateNumber}`, regTime: new Date(now) })));
      await s.db.insert(memberToken).values(
        batch.map((b) => ({
          tokenHash: sha256(b.token),
          memberId: b.memberId,
          remember: false,
          createdAt: new Date(now),
          expiresAt: new Date(now + DAY_MS),
        })),
      );
      await s.db.insert(memberBookEntry).values(
        batch.map((b) => ({
          id: b.beneficiaryId,
          memberId: b.memberId,
          kind: 'beneficiary' as const,
          data: {
            surname: 'BENCH',
            givenName: b.certificateNumber,
            gender: 'F',
            birthday: '1990-01-01',
            certificateType: 'PP',
            certificateNumber: b.certificateNumber,
            mobile: '13800000000',
          },
          dedupeKey: `PP:${b.certificateNumber}`,
          createdAt: new Date(now),
          updatedAt: new Date(now),
        })),
      );
    }
    return sendOk(req, reply, {
      productId,
      buyers: buyers.map(({ memberId, token, beneficiaryId }) => ({ memberId, token, beneficiaryId })),
    });
  });

  app.get(FLASH_TALLY_PATH, async (req, reply) => {
    const { productId } = parse(TallyQuerySchema, req.query);
    const [p] = await s.db.select().from(specialProduct).where(eq(specialProduct.id, productId));
    const [units] = await s.db
      .select({
        units: count(),
        held: sql<number>`count(*) filter (where ${productUnit.status} <> ${ProductStatus.REFUNDED})`.mapWith(Number),
        orders: countDistinct(productUnit.orderNo),
        members: countDistinct(productUnit.memberId),
      })
      .from(productUnit)
      .where(eq(productUnit.productId, productId));
    // Orders of the product with no unit (a buyer charged for nothing): the order keeps its product in its price record.
    const [bare] = await s.db
      .select({ n: count() })
      .from(bookingOrder)
      .where(
        sql`${bookingOrder.priceFen} -> 'product' ->> 'productId' = ${productId} and not exists (select 1 from ${productUnit} where ${productUnit.orderNo} = ${bookingOrder.orderNo})`,
      );
    const [orders] = await s.db
      .select({ n: count() })
      .from(bookingOrder)
      .where(sql`${bookingOrder.priceFen} -> 'product' ->> 'productId' = ${productId}`);
    return sendOk(req, reply, {
      stock: p?.stock ?? 0,
      sold: p?.sold ?? 0,
      orders: orders?.n ?? 0,
      ordersWithoutUnits: bare?.n ?? 0,
      ...units,
    });
  });
}
