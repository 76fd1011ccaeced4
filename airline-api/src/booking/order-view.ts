import { and, asc, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import {
  OrderStatus,
  type Contact,
  type MailingAddress,
  type MyOrdersQuerySchema,
  type OrderDetail,
  type OrderSummary,
  type PriceParts,
  type UpstreamLanguage,
} from '@/lib/contract';
import type { z } from 'zod';
import { bookingOrder, orderAncillary, orderPassenger, orderSegment, orderTicket, refundRecord } from '../db/schema';
import { certificateTypeName } from '../domain/certificate-types';
import { fromFen } from '../domain/money';
import { addedPassengers, addedTickets } from '../add-people/holdings';
import type { AddPeoplePriceFen } from '../add-people/view';
import type { ReschedulePriceFen } from '../reschedule/view';
import { RESCHEDULE_ORDER_TYPE } from '../reschedule/moved';
import type { Services } from '../services';
import { expireDue, type OrderRow } from './lifecycle';
import { pricePartsIn, type PriceFen } from './price-parts';
import { productName } from './product-names';

const DAY_MS = 86_400_000;
/** Spec §4 order type 3, "additional service" (seats and add-ons bought after booking, seats/segment.ts). */
const ANCILLARY_TYPE = 3;
/** Spec §4 order type 5: a child or an infant added to a ticket order (add-people/, decision 25). */
const ADD_PEOPLE_ORDER_TYPE = 5;

/** First 3 and last 4 characters: enough to recognise a document, not to copy it. */
export function maskCertificate(n: string): string {
  return n.length <= 7 ? `${n.slice(0, 1)}***` : `${n.slice(0, 3)}${'*'.repeat(n.length - 7)}${n.slice(-4)}`;
}

export function displayName(p: { name: string | null; surname: string | null; givenName: string | null }): string {
  return p.name ?? [p.surname, p.givenName].filter(Boolean).join('/');
}

/** An airport's city and own name in a language ('Guangzhou', 'Guangzhou Baiyun International Airport'). */
export function placeNames(s: Services, code: string, language: UpstreamLanguage): { city: string; airport: string } {
  const a = s.network.airport(code);
  if (!a) return { city: code, airport: code };
  const en = language === 'en_US';
  return {
    city: (en ? a.cityNameEn : a.cityNameZh) || code,
    airport: (en ? a.airportNameEn : a.airportNameZh) || (en ? a.nameEn : a.nameZh) || code,
  };
}

/**
 * The order's price parts. A rescheduled order (type 2, issue 14 §1) is due its change's total: the fare
 * difference, shown as its fare, and the fee, its change fee (its quote is in reschedule/view.ts), in the currency
 * it was quoted in.
 */
function priceOf(o: OrderRow): PriceParts {
  const parts = pricePartsIn(o.priceFen as PriceFen, o.payCurrency);
  // An addition (type 5) is due the sum of its segments' prices, each converted on its own (add-people/commit.ts).
  if (o.orderType === ADD_PEOPLE_ORDER_TYPE) return { ...parts, actualAmount: o.payAmount };
  if (o.orderType !== RESCHEDULE_ORDER_TYPE) return parts;
  // The change's fare difference as its fare and its fee as the change fee (spec §3 price parts), as quoted.
  const quote = (o.priceFen as ReschedulePriceFen).reschedule;
  const fee = quote?.fee ?? 0;
  return { ...parts, ticketFare: o.payAmount - fee, changeFee: fee, actualAmount: o.payAmount };
}

/** The order as its owner reads it, with every name in `language` (the request's). */
export async function orderDetail(
  s: Services,
  o: OrderRow,
  language: UpstreamLanguage = 'zh_CN',
): Promise<OrderDetail> {
  const [segments, passengers, tickets, ancillaries, refunds] = await Promise.all([
    s.db.select().from(orderSegment).where(eq(orderSegment.orderNo, o.orderNo)).orderBy(asc(orderSegment.segIndex)),
    // An addition (type 5, issue 14 §3) shows the passenger it put on its parent order, and their tickets there.
    o.orderType === ADD_PEOPLE_ORDER_TYPE
      ? addedPassengers(s.db, o)
      : s.db
          .select()
          .from(orderPassenger)
          .where(eq(orderPassenger.orderNo, o.orderNo))
          .orderBy(asc(orderPassenger.psgIndex)),
    o.orderType === ADD_PEOPLE_ORDER_TYPE
      ? addedTickets(s.db, o)
      : s.db
          .select()
          .from(orderTicket)
          .where(eq(orderTicket.orderNo, o.orderNo))
          .orderBy(asc(orderTicket.psgIndex), asc(orderTicket.segIndex)),
    s.db.select().from(orderAncillary).where(eq(orderAncillary.orderNo, o.orderNo)).orderBy(asc(orderAncillary.id)),
    // The whole payment given back because ticketing failed; refund applications have their own list (refunds/).
    s.db
      .select()
      .from(refundRecord)
      .where(and(eq(refundRecord.orderNo, o.orderNo), eq(refundRecord.reason, 'TICKETING_FAILED'))),
  ]);
  const refund = refunds[0];
  return {
    orderNo: o.orderNo,
    orderType: o.orderType,
    orderStatus: o.status,
    createdAt: o.createdAt.toISOString(),
    paymentDeadline: o.paymentDeadline.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    paymentChannel: o.paymentChannel,
    cancelReason: o.cancelReason,
    ticketing: o.ticketing,
    price: priceOf(o),
    segments: segments.map((sg) => {
      const f = s.network.flight(sg.flightId);
      const dep = f ? new Date(f.depUtcMs).toISOString() : new Date(0).toISOString();
      const from = placeNames(s, f?.route.depAirport ?? '', language);
      const to = placeNames(s, f?.route.arrAirport ?? '', language);
      return {
        segIndex: sg.segIndex,
        flightId: sg.flightId,
        flightNo: f?.schedule.flightNo ?? sg.flightId.split('-')[0]!,
        aircraft: f?.schedule.aircraft ?? 'A320',
        fareFamily: sg.fareFamily,
        depAirport: f?.route.depAirport ?? '',
        arrAirport: f?.route.arrAirport ?? '',
        depCityName: from.city,
        depAirportName: from.airport,
        arrCityName: to.city,
        arrAirportName: to.airport,
        depTime: dep,
        arrTime: f ? new Date(f.arrUtcMs).toISOString() : dep,
        depTimeZone: (f && s.network.airport(f.route.depAirport)?.timeZone) || 'Asia/Shanghai',
        arrTimeZone: (f && s.network.airport(f.route.arrAirport)?.timeZone) || 'Asia/Shanghai',
        flightDate: f?.date ?? sg.flightId.slice(-10),
      };
    }),
    passengers: passengers.map((p) => ({
      index: p.psgIndex,
      passengerId: p.passengerId,
      type: p.type,
      name: p.name,
      surname: p.surname,
      givenName: p.givenName,
      gender: p.gender,
      birthday: p.birthday,
      certificateType: p.certificateType as OrderDetail['passengers'][number]['certificateType'],
      certificateTypeName: certificateTypeName(p.certificateType, language),
      certificateNumber: maskCertificate(p.certificateNumber),
    })),
    tickets: tickets.map((t) => ({
      passengerIndex: t.psgIndex,
      segIndex: t.segIndex,
      ticketNo: t.ticketNo,
      ticketStatus: t.ticketStatus,
      productStatus: t.productStatus,
      seatNo: t.seatNo,
    })),
    // A ticket order's own items; an extra seat (EXTRA_SEAT, decision 30) is only ever an add-on order's item.
    ancillaries: ancillaries
      .flatMap((a) => (a.kind === 'EXTRA_SEAT' ? [] : [{ ...a, kind: a.kind }]))
      .map((a) => ({
        kind: a.kind,
        passengerIndex: a.psgIndex,
        segIndex: a.segIndex,
        productCode: a.productCode,
        name: productName(a.kind, a.productCode, language),
        amount: fromFen(a.priceFen, o.payCurrency),
      })),
    mailing: (o.mailing as MailingAddress | null) ?? null,
    contact: o.contact as Contact,
    refund: refund
      ? {
          amount: refund.amount,
          currency: refund.currency,
          channel: refund.channel,
          reason: 'TICKETING_FAILED' as const,
          createdAt: refund.createdAt.toISOString(),
        }
      : null,
    isMember: o.memberId !== null,
  };
}

type ListQuery = z.output<typeof MyOrdersQuerySchema>;
const UNPAID = [OrderStatus.PENDING_PAYMENT, OrderStatus.PAYMENT_FAILED, OrderStatus.PREPAYMENT_PENDING];
const PAID = [OrderStatus.PAID, OrderStatus.TICKETED, OrderStatus.FINISHED, OrderStatus.DEPOSIT_PAID];

/**
 * A member's orders: tab, period (within 3 months = the last 90 days, older up to 365 days, archive beyond),
 * order types, pages; newest first, names in `language`. This member's unpaid orders past their deadline are
 * expired first, as a read of one order does, so the list never offers to pay an order that can no longer be paid.
 */
export async function listOrders(
  s: Services,
  memberId: string,
  q: ListQuery,
  language: UpstreamLanguage = 'zh_CN',
): Promise<{ total: number; list: OrderSummary[] }> {
  // Only this member's: the worker sweeps everyone's, and a list read must not do that work for all members.
  await expireDue(s, undefined, memberId);
  const now = s.clock.now();
  const m3 = new Date(now - 90 * DAY_MS);
  const y1 = new Date(now - 365 * DAY_MS);
  const where = and(
    eq(bookingOrder.memberId, memberId),
    q.tab === 'UNPAID'
      ? inArray(bookingOrder.status, UNPAID)
      : q.tab === 'PAID'
        ? inArray(bookingOrder.status, PAID)
        : undefined,
    q.period === 'M3'
      ? gte(bookingOrder.createdAt, m3)
      : q.period === 'OVER_M3'
        ? and(lt(bookingOrder.createdAt, m3), gte(bookingOrder.createdAt, y1))
        : lt(bookingOrder.createdAt, y1),
    q.orderType ? eq(bookingOrder.orderType, q.orderType) : undefined,
    q.orderTypes ? inArray(bookingOrder.orderType, q.orderTypes) : undefined,
  );
  const [total] = await s.db.select({ n: count() }).from(bookingOrder).where(where);
  const rows = await s.db
    .select()
    .from(bookingOrder)
    .where(where)
    .orderBy(desc(bookingOrder.createdAt), desc(bookingOrder.orderNo))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  return { total: total?.n ?? 0, list: await summariesOf(s, rows, language) };
}

/** The rows of one page, with their segments, passengers and ticket counts read in three queries, not per row. */
async function summariesOf(s: Services, rows: OrderRow[], language: UpstreamLanguage): Promise<OrderSummary[]> {
  const numbers = rows.map((o) => o.orderNo);
  if (numbers.length === 0) return [];
  // An ancillary order (type 3, issue 13 §3) has no flights or passengers of its own: it shows its parent
  // order's segment and the passengers of its items, and counts its items as products.
  const ancillary = rows.filter((o) => o.orderType === ANCILLARY_TYPE && o.parentOrderNo);
  const related = [...new Set([...numbers, ...ancillary.map((o) => o.parentOrderNo!)])];
  const [segments, passengers, tickets, items] = await Promise.all([
    s.db
      .select()
      .from(orderSegment)
      .where(inArray(orderSegment.orderNo, related))
      .orderBy(asc(orderSegment.orderNo), asc(orderSegment.segIndex)),
    s.db
      .select()
      .from(orderPassenger)
      .where(inArray(orderPassenger.orderNo, related))
      .orderBy(asc(orderPassenger.orderNo), asc(orderPassenger.psgIndex)),
    s.db
      .select({ orderNo: orderTicket.orderNo, n: count() })
      .from(orderTicket)
      .where(inArray(orderTicket.orderNo, numbers))
      .groupBy(orderTicket.orderNo),
    ancillary.length
      ? s.db
          .select({ orderNo: orderAncillary.orderNo, psgIndex: orderAncillary.psgIndex })
          .from(orderAncillary)
          .where(
            inArray(
              orderAncillary.orderNo,
              ancillary.map((o) => o.orderNo),
            ),
          )
      : Promise.resolve([]),
  ]);
  const ticketCount = new Map(tickets.map((t) => [t.orderNo, t.n]));
  return rows.map((o) => {
    const parent = o.orderType === ANCILLARY_TYPE ? o.parentOrderNo : null;
    const own = parent
      ? segments.filter((sg) => sg.orderNo === parent && sg.segIndex === o.parentSegIndex)
      : segments.filter((sg) => sg.orderNo === o.orderNo);
    const mine = items.filter((i) => i.orderNo === o.orderNo);
    const names = parent
      ? passengers.filter((p) => p.orderNo === parent && mine.some((i) => i.psgIndex === p.psgIndex))
      : passengers.filter((p) => p.orderNo === o.orderNo);
    // An addition (type 5, issue 14 §3) keeps who it added in its price record; the passenger is on its parent.
    const added = o.orderType === ADD_PEOPLE_ORDER_TYPE ? (o.priceFen as AddPeoplePriceFen).addPeople : null;
    const first = own[0] && s.network.flight(own[0].flightId);
    const from = placeNames(s, first?.route.depAirport ?? '', language);
    const to = placeNames(s, first?.route.arrAirport ?? '', language);
    return {
      orderNo: o.orderNo,
      orderType: o.orderType,
      orderStatus: o.status,
      createdAt: o.createdAt.toISOString(),
      paymentDeadline: o.paymentDeadline.toISOString(),
      amount: o.payAmount,
      currency: o.payCurrency,
      productCount: parent ? mine.length : added ? added.lines.length : (ticketCount.get(o.orderNo) ?? 0),
      depAirport: first?.route.depAirport ?? '',
      arrAirport: first?.route.arrAirport ?? '',
      depCityName: from.city,
      depAirportName: from.airport,
      arrCityName: to.city,
      arrAirportName: to.airport,
      depTime: new Date(first?.depUtcMs ?? 0).toISOString(),
      depTimeZone: (first && s.network.airport(first.route.depAirport)?.timeZone) || 'Asia/Shanghai',
      segmentCount: own.length,
      passengerNames: added ? [added.name] : names.map(displayName),
      ticketing: o.ticketing,
      cancelReason: o.cancelReason,
    };
  });
}
