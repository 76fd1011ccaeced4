import { and, asc, desc, eq } from 'drizzle-orm';
import {
  ProductStatus,
  type AddOnOrderDetail,
  type ClaimAccount,
  type OrderAddOnKind,
  type UpstreamLanguage,
} from '@/lib/contract';
import { maskBankCard, serviceStatus } from '@/lib/domain/add-on-rules';
import { PAYABLE, expireDue, type OrderRow } from '../booking/lifecycle';
import { placeNames } from '../booking/display-names';
import { INSURANCE, mealsFor } from '../booking/products';
import { usableTicket } from '../check-in/state';
import { bookingOrder, orderAncillary, orderSegment, orderTicket } from '../db/schema';
import { COUNTRY, regionChildren } from '../regions/regions';
import { followedTickets } from '../reschedule/followed-tickets';
import { addOnOrderView } from '../seats/add-on-order-view';
import { addOnOrderRows } from '../refunds/later-add-ons';
import { ADD_ON_ORDER_TYPE } from '../seats/segment';
import type { Services } from '../services';
import type { AddressEntry } from '@/lib/domain/member-book-rules';

/** The name of a meal or an insurance product in a language; null for the kinds the page words itself. */
function productName(
  kind: string,
  productCode: string,
  language: UpstreamLanguage,
  meals: ReturnType<typeof mealsFor>,
) {
  const en = language === 'en_US';
  if (kind === 'MEAL') {
    const meal = meals.find((m) => m.productCode === productCode);
    return meal ? (en ? meal.name.en : meal.name.zh) : null;
  }
  if (kind === 'INSURANCE') {
    const product = INSURANCE.find((i) => i.productCode === productCode);
    return product ? (en ? product.name.en : product.name.zh) : null;
  }
  return null;
}

/**
 * An add-on order (type 3) with its items' service request statuses (spec §4; lib/domain/add-on-rules
 * serviceStatus, decision 28), its price parts by kind, its flight and its claim account (the card masked).
 */
export async function addOnOrderDetailView(
  s: Services,
  o: OrderRow,
  language: UpstreamLanguage,
): Promise<AddOnOrderDetail> {
  const base = await addOnOrderView(s, o, language);
  const parentNo = o.parentOrderNo ?? '';
  const segIndex = o.parentSegIndex ?? 0;
  const [rows, tickets, segments] = await Promise.all([
    s.db.select().from(orderAncillary).where(eq(orderAncillary.orderNo, o.orderNo)).orderBy(asc(orderAncillary.id)),
    s.db
      .select()
      .from(orderTicket)
      .where(and(eq(orderTicket.orderNo, parentNo), eq(orderTicket.segIndex, segIndex))),
    s.db
      .select()
      .from(orderSegment)
      .where(and(eq(orderSegment.orderNo, parentNo), eq(orderSegment.segIndex, segIndex))),
  ]);
  const flight = segments[0] ? s.network.flight(segments[0].flightId) : undefined;
  const meals = flight ? mealsFor(flight) : [];
  // An add-on moved by a change follows the new ticket (decision 46).
  const followed = await followedTickets(
    s.db,
    rows.map((r) => r.id),
  );
  const items = base.items.map((item, i) => {
    const row = rows[i];
    const valid = (t: (typeof tickets)[number] | undefined) =>
      usableTicket(t) || t?.productStatus === ProductStatus.USED;
    // The mailed itinerary is the order's (decision 30): it can be given while any ticket of the flight is valid.
    const ticketValid =
      row?.kind === 'MAILING'
        ? tickets.some(valid)
        : row && followed.has(row.id)
          ? valid(followed.get(row.id))
          : valid(tickets.find((t) => t.psgIndex === row?.psgIndex));
    return {
      ...item,
      productName: productName(item.kind, item.productCode, language, meals),
      serviceStatus: serviceStatus({ order: base.state, refunded: !!row?.refundNo, ticketValid }),
    };
  });
  const parts = new Map<OrderAddOnKind, number>();
  for (const item of items) parts.set(item.kind, (parts.get(item.kind) ?? 0) + item.price);
  const claim = o.claimAccount as ClaimAccount | null;
  const province = claim ? regionChildren(COUNTRY).find((r) => r.code === claim.provinceCode) : undefined;
  return {
    ...base,
    items,
    priceParts: [...parts].map(([kind, amount]) => ({ kind, amount })),
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt ? o.paidAt.toISOString() : null,
    depCityName: flight ? placeNames(s, flight.route.depAirport, language).city : '',
    arrCityName: flight ? placeNames(s, flight.route.arrAirport, language).city : '',
    depTime: flight ? new Date(flight.depUtcMs).toISOString() : null,
    depTimeZone: flight ? s.network.airport(flight.route.depAirport)?.timeZone || 'Asia/Shanghai' : null,
    claimAccount: claim
      ? {
          provinceCode: claim.provinceCode,
          provinceName: province ? (language === 'en_US' ? province.nameEn : province.nameZh) : claim.provinceCode,
          bank: claim.bank,
          cardNo: maskBankCard(claim.cardNo),
        }
      : null,
    mailingAddress: (o.mailing as AddressEntry | null) ?? null,
  };
}

/** An add-on order by its number; an unpaid one past its deadline is closed first (it reads as cancelled). */
export async function addOnOrderRow(s: Services, addOnOrderNo: string): Promise<OrderRow | undefined> {
  await expireDue(s, addOnOrderNo);
  const [row] = await s.db
    .select()
    .from(bookingOrder)
    .where(and(eq(bookingOrder.orderNo, addOnOrderNo), eq(bookingOrder.orderType, ADD_ON_ORDER_TYPE)));
  return row;
}

/** The add-on orders of a ticket order (every segment), newest first; unpaid ones past their deadline closed first. */
export async function addOnOrdersOf(
  s: Services,
  parentNo: string,
  language: UpstreamLanguage,
): Promise<AddOnOrderDetail[]> {
  const pending = await addOnOrderRows(s.db, parentNo, PAYABLE);
  for (const p of pending) await expireDue(s, p.orderNo);
  const rows = await s.db
    .select()
    .from(bookingOrder)
    .where(and(eq(bookingOrder.parentOrderNo, parentNo), eq(bookingOrder.orderType, ADD_ON_ORDER_TYPE)))
    .orderBy(desc(bookingOrder.createdAt), desc(bookingOrder.orderNo));
  return Promise.all(rows.map((o) => addOnOrderDetailView(s, o, language)));
}
