import { and, eq, sql } from 'drizzle-orm';
import { OrderStatus, ProductStatus } from '@/lib/contract';
import { isProductOrderType } from '@/lib/domain/special-product-rules';
import type { Db } from '../db/client';
import { bookingOrder, productUnit, specialProduct } from '../db/schema';

export { PRODUCT_ORDER_TYPES } from '@/lib/domain/special-product-rules';
export const isProductOrder = (o: { orderType: number }) => isProductOrderType(o.orderType);

/**
 * An unpaid product order closed (cancelled, expired, or its payment failed for good): its units retire and go
 * back on sale. Only units still awaiting payment are counted back, so a second pass gives back nothing.
 */
export async function releaseProductUnits(tx: Db, order: { orderNo: string; orderType: number }): Promise<void> {
  if (!isProductOrder(order)) return;
  const retired = await tx
    .update(productUnit)
    .set({ status: ProductStatus.REFUNDED })
    .where(and(eq(productUnit.orderNo, order.orderNo), eq(productUnit.status, ProductStatus.AWAITING_TICKETING)))
    .returning({ productId: productUnit.productId });
  if (!retired.length) return;
  await tx
    .update(specialProduct)
    .set({ sold: sql`greatest(0, ${specialProduct.sold} - ${retired.length})` })
    .where(eq(specialProduct.id, retired[0]!.productId));
}

/** A paid product order's units become usable (spec §4 product status 2); the order is complete. */
export async function issueProductUnits(tx: Db, order: { orderNo: string }): Promise<void> {
  await tx
    .update(productUnit)
    .set({ status: ProductStatus.USABLE })
    .where(and(eq(productUnit.orderNo, order.orderNo), eq(productUnit.status, ProductStatus.AWAITING_TICKETING)));
  await tx
    .update(bookingOrder)
    .set({ status: OrderStatus.TICKETED, ticketing: 'ISSUED' })
    .where(eq(bookingOrder.orderNo, order.orderNo));
}
