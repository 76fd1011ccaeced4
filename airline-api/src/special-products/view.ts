import { and, asc, eq } from 'drizzle-orm';
import { ResultCode, type ProductOrderData, type ProductUnit, type UpstreamLanguage } from '@/lib/contract';
import { expireDue } from '../booking/lifecycle';
import { maskCertificate } from '../booking/display-names';
import type { OrderTypeView } from '../booking/order-types';
import { fareOnlyPriceFen, type PriceFen } from '../booking/price-parts';
import { bookingOrder, productUnit, type UnitBeneficiary } from '../db/schema';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { productRow, productSummary, type ProductRow } from './catalogue';
import { PRODUCT_ORDER_TYPES } from './holdings';

/** What a product order keeps of itself in its price record: the product and whom it is for. */
export type ProductRecord = { productId: string; nameZh: string; nameEn: string; beneficiaries: string[] };
export type ProductPriceFen = PriceFen & { product: ProductRecord };

export const nameOf = (b: UnitBeneficiary) => b.name || [b.surname, b.givenName].filter(Boolean).join('/');

/** The stored price parts of a product order: its price is the fare line, nothing else is charged. */
export function productRecord(p: ProductRow, list: UnitBeneficiary[], totalFen: number): ProductPriceFen {
  return {
    ...fareOnlyPriceFen(totalFen),
    product: { productId: p.id, nameZh: p.nameZh, nameEn: p.nameEn, beneficiaries: list.map(nameOf) },
  };
}

/** How product orders show in the order views: one product per beneficiary, named in the list. */
const productOrderView: OrderTypeView = {
  carries: (o) => {
    const record = (o.priceFen as ProductPriceFen).product;
    return record ? { productCount: record.beneficiaries.length, passengerNames: record.beneficiaries } : null;
  },
};
export const PRODUCT_ORDER_VIEWS = PRODUCT_ORDER_TYPES.map((t) => [t, productOrderView] as const);

/**
 * One of the member's product orders with its units (spec §2 /member/specialProduct/{orderNumber}; §3 times
 * exchanged, remaining times, bound user, exchange dates, confirm deadline). Another member's order is not found.
 */
export async function productOrder(
  s: Services,
  memberId: string,
  orderNo: string,
  language: UpstreamLanguage,
): Promise<ProductOrderData> {
  await expireDue(s, orderNo);
  const [o] = await s.db
    .select()
    .from(bookingOrder)
    .where(and(eq(bookingOrder.orderNo, orderNo), eq(bookingOrder.memberId, memberId)));
  const record = o && (o.priceFen as Partial<ProductPriceFen>).product;
  if (!o || !record || !PRODUCT_ORDER_TYPES.includes(o.orderType)) throw new ApiError(ResultCode.ORDER_NOT_FOUND);
  const [p, units] = await Promise.all([
    productRow(s.db, record.productId),
    s.db.select().from(productUnit).where(eq(productUnit.orderNo, orderNo)).orderBy(asc(productUnit.seq)),
  ]);
  return {
    orderNo,
    orderType: o.orderType,
    orderStatus: o.status,
    createdAt: o.createdAt.toISOString(),
    paymentDeadline: o.paymentDeadline.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    cancelReason: o.cancelReason,
    amountFen: o.amountFen,
    boundMember: o.contact && typeof o.contact === 'object' ? String((o.contact as { name?: string }).name ?? '') : '',
    product: productSummary(s, p, language, s.clock.now()),
    units: units.map(unitView),
  };
}

/** A card as the member sees it: the beneficiary's name, the document masked, its flights used and left. */
export function unitView(u: typeof productUnit.$inferSelect): ProductUnit {
  return {
    unitId: u.id,
    beneficiaryName: nameOf(u.beneficiary),
    certificate: maskCertificate(u.beneficiary.certificateNumber),
    times: u.times,
    used: u.used,
    remaining: Math.max(0, u.times - u.used),
    status: u.status,
  };
}
