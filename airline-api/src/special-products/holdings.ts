import { and, eq, sql } from 'drizzle-orm';
import { OrderStatus, ProductStatus } from '@/lib/contract';
import { cardPriceFen, isProductOrderType } from '@/lib/domain/special-product-rules';
import type { Db } from '../db/client';
import { bookingOrder, productExchange, productUnit, specialProduct } from '../db/schema';
import { payBackProductFen } from './pay-back';

export { PRODUCT_ORDER_TYPES } from '@/lib/domain/special-product-rules';
export const isProductOrder = (o: { orderType: number }) => isProductOrderType(o.orderType);
/**
 * The order that sold a product's cards, not a flight exchanged with one (an order of the same type whose parent is
 * the product order, holding a ticket: special-products/exchange.ts).
 */
export const isProductSale = (o: { orderType: number; parentOrderNo: string | null }) =>
  isProductOrder(o) && !o.parentOrderNo;

/**
 * The flight an exchange took goes back to its card (its ticket failed, or was refunded involuntarily: spec §9
 * restores 1), once: the exchange is marked restored in the same update. A used-up card is usable again. A card
 * refunded meanwhile has no use for a flight: that flight's share of the card's price is paid back instead, on the
 * card order's payment (decision 67), so the member does not lose a flight the airline took away.
 */
export async function giveBackExchangedFlight(tx: Db, exchangeOrderNo: string, nowMs: number): Promise<boolean> {
  const [restored] = await tx
    .update(productExchange)
    .set({ restored: true })
    .where(and(eq(productExchange.orderNo, exchangeOrderNo), eq(productExchange.restored, false)))
    .returning({ unitId: productExchange.unitId });
  if (!restored) return false;
  const [unit] = await tx
    .update(productUnit)
    .set({
      used: sql`case when ${productUnit.status} = ${ProductStatus.REFUNDED} then ${productUnit.used} else greatest(0, ${productUnit.used} - 1) end`,
      status: sql`case when ${productUnit.status} = ${ProductStatus.USED} then ${ProductStatus.USABLE} else ${productUnit.status} end`,
    })
    .where(eq(productUnit.id, restored.unitId))
    .returning();
  if (unit?.status === ProductStatus.REFUNDED) await payBackFlightShare(tx, unit, nowMs);
  return true;
}

/** One flight's share of a refunded card's price (the order's price shared by its cards, rounded down), paid back. */
async function payBackFlightShare(tx: Db, unit: typeof productUnit.$inferSelect, nowMs: number): Promise<void> {
  const [o] = await tx.select().from(bookingOrder).where(eq(bookingOrder.orderNo, unit.orderNo));
  if (!o) return;
  const cards = await tx.select({ id: productUnit.id }).from(productUnit).where(eq(productUnit.orderNo, o.orderNo));
  const shareFen = Math.floor(cardPriceFen(o.amountFen, cards.length) / Math.max(1, unit.times));
  if (shareFen > 0) await payBackProductFen(tx, o, shareFen, nowMs);
}

/**
 * An unpaid product order closed (cancelled, expired, or its payment failed for good): its units retire and go
 * back on sale. Only units still awaiting payment are counted back, so a second pass gives back nothing.
 */
export async function releaseProductUnits(
  tx: Db,
  order: { orderNo: string; orderType: number; parentOrderNo: string | null },
  nowMs: number,
): Promise<void> {
  if (!isProductOrder(order)) return;
  // An exchange whose ticket could not be issued gives its flight back to the card.
  if (order.parentOrderNo) {
    await giveBackExchangedFlight(tx, order.orderNo, nowMs);
    return;
  }
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
