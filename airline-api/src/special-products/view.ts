import { and, asc, eq } from 'drizzle-orm';
import {
  ContactSchema,
  ResultCode,
  type ProductOrderData,
  type ProductUnit,
  type UnitExchange,
  type UpstreamLanguage,
} from '@/lib/contract';
import { maskContact } from '../account/members';
import { expireDue } from '../booking/lifecycle';
import { maskCertificate } from '../booking/display-names';
import type { OrderTypeView } from '../booking/order-types';
import { fareOnlyPriceFen, type PriceFen } from '../booking/price-parts';
import { bookingOrder, orderTicket, productExchange, productUnit, type UnitBeneficiary } from '../db/schema';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { productRow, productSummary, type ProductRow } from './catalogue';
import { PRODUCT_ORDER_TYPES } from './holdings';
import { presaleDue, presaleView } from './presale';

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

/**
 * How product orders show in the order views: one product per beneficiary, named in the list; a presale while a
 * phase is due asks for that phase's amount (its deposit, then its balance), not its price.
 */
const productOrderView: OrderTypeView = {
  price: (o, stored) => (presaleDue(o) ? { ...stored, ticketFare: o.payAmount, actualAmount: o.payAmount } : stored),
  carries: (o) => {
    const record = (o.priceFen as ProductPriceFen).product;
    return record ? { productCount: record.beneficiaries.length, passengerNames: record.beneficiaries } : null;
  },
};
export const PRODUCT_ORDER_VIEWS = PRODUCT_ORDER_TYPES.map((t) => [t, productOrderView] as const);

/** The flights exchanged with the cards of a product order, in the order they were taken. */
async function exchangesOf(s: Services, productOrderNo: string): Promise<(UnitExchange & { unitId: string })[]> {
  const rows = await s.db
    .select({
      unitId: productExchange.unitId,
      orderNo: productExchange.orderNo,
      flightId: productExchange.flightId,
      ticketStatus: orderTicket.ticketStatus,
      ticketNo: orderTicket.ticketNo,
    })
    .from(productExchange)
    .innerJoin(bookingOrder, eq(bookingOrder.orderNo, productExchange.orderNo))
    .innerJoin(orderTicket, eq(orderTicket.orderNo, productExchange.orderNo))
    .where(eq(bookingOrder.parentOrderNo, productOrderNo))
    .orderBy(asc(productExchange.createdAt));
  return rows.flatMap((r) => {
    const f = s.network.flight(r.flightId);
    if (!f) return [];
    return [
      {
        unitId: r.unitId,
        orderNo: r.orderNo,
        flightNo: f.schedule.flightNo,
        depAirport: f.route.depAirport,
        arrAirport: f.route.arrAirport,
        depTime: new Date(f.depUtcMs).toISOString(),
        depTimeZone: s.network.airport(f.route.depAirport)?.timeZone ?? 'Asia/Shanghai',
        ticketStatus: r.ticketStatus,
        ticketNo: r.ticketNo,
      },
    ];
  });
}

/** The member an order is bound to as shown: the name on the account, else the phone masked ('139****9000'). */
function boundMemberOf(contact: unknown): string {
  const c = ContactSchema.pick({ name: true, mobile: true }).partial().safeParse(contact).data;
  if (c?.name) return c.name;
  return c?.mobile ? maskContact({ cellphone: c.mobile }) : '';
}

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
  const [p, units, exchanges] = await Promise.all([
    productRow(s.db, record.productId),
    s.db.select().from(productUnit).where(eq(productUnit.orderNo, orderNo)).orderBy(asc(productUnit.seq)),
    exchangesOf(s, orderNo),
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
    boundMember: boundMemberOf(o.contact),
    product: productSummary(s, p, language, s.clock.now()),
    units: units.map((u) =>
      unitView(
        u,
        exchanges.filter((x) => x.unitId === u.id).map(({ unitId: _unitId, ...x }) => x),
      ),
    ),
    presale: presaleView(o),
  };
}

/**
 * A card as the member sees it: the beneficiary's name, the document masked, its flights used and left, and the
 * flights exchanged with it (none given: an answer that does not list them).
 */
export function unitView(u: typeof productUnit.$inferSelect, exchanges: UnitExchange[] = []): ProductUnit {
  return {
    unitId: u.id,
    beneficiaryName: nameOf(u.beneficiary),
    certificate: maskCertificate(u.beneficiary.certificateNumber),
    times: u.times,
    used: u.used,
    remaining: Math.max(0, u.times - u.used),
    status: u.status,
    exchanges,
  };
}
