import { and, asc, eq } from 'drizzle-orm';
import {
  ProductStatus,
  type Contact,
  type MailingAddress,
  type OrderDetail,
  type TripFlightStatus,
  type UpstreamLanguage,
} from '@/lib/contract';
import { checkIn, orderAncillary, orderPassenger, orderSegment, orderTicket, refundRecord } from '../db/schema';
import { usableTicket } from '../check-in/state';
import { statusesOf } from '../check-in/trips';
import { certificateTypeName } from '../domain/certificate-types';
import { fromFen } from '../domain/money';
import type { Services } from '../services';
import { maskCertificate, placeNames } from './display-names';
import { orderHeading, type OrderRow } from './order-row';
import { pricePartsIn, type PriceFen } from './price-parts';
import { productName } from './product-names';

type CheckedIn = { psgIndex: number; segIndex: number; seatNo: string };

/**
 * The coupons (`psgIndex:segIndex`) checked in on a flight that has since left as planned (on time, late or early):
 * flown. A cancelled, diverted or returned flight's coupons are not: their travellers keep the choices.
 */
function boardedCoupons(
  checkedIn: CheckedIn[],
  segments: { segIndex: number; flightId: string }[],
  statuses: Map<string, TripFlightStatus>,
): Set<string> {
  const left = new Set(
    segments
      .filter((sg) => {
        const st = statuses.get(sg.flightId);
        return !!st && (st.phase === 'DEPARTED' || st.phase === 'ARRIVED') && !isIrregularRoute(st.status);
      })
      .map((sg) => sg.segIndex),
  );
  return new Set(checkedIn.filter((c) => left.has(c.segIndex)).map((c) => `${c.psgIndex}:${c.segIndex}`));
}

/** A flight that did not take its travellers where their ticket goes (or not at all). */
const isIrregularRoute = (status: TripFlightStatus['status']) =>
  status === 'CANCELLED' || status === 'DIVERTED' || status === 'RETURNED';

/** The order as its owner reads it, with every name in `language` (the request's). */
export async function orderDetail(
  s: Services,
  o: OrderRow,
  language: UpstreamLanguage = 'zh_CN',
): Promise<OrderDetail> {
  const type = s.orderTypes.get(o.orderType);
  const [segments, passengers, tickets, ancillaries, refunds] = await Promise.all([
    s.db.select().from(orderSegment).where(eq(orderSegment.orderNo, o.orderNo)).orderBy(asc(orderSegment.segIndex)),
    // An order whose passengers live on another (an addition, decision 25) shows them, and their tickets there.
    type?.passengers
      ? type.passengers(s.db, o)
      : s.db
          .select()
          .from(orderPassenger)
          .where(eq(orderPassenger.orderNo, o.orderNo))
          .orderBy(asc(orderPassenger.psgIndex)),
    type?.tickets
      ? type.tickets(s.db, o)
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
  // A flight some ticket can still fly carries its status: the order's page tells a delay or a cancellation.
  const flown = segments.filter((sg) => tickets.some((t) => t.segIndex === sg.segIndex && usableTicket(t)));
  const statuses = await statusesOf(
    s,
    flown.map((sg) => s.network.flight(sg.flightId)),
    language,
  );
  // Who is checked in: the seat check-in gave (where none was bought), and a coupon flown once the flight left.
  const seated: CheckedIn[] = await s.db
    .select({ psgIndex: checkIn.psgIndex, segIndex: checkIn.segIndex, seatNo: checkIn.seatNo })
    .from(checkIn)
    .where(and(eq(checkIn.orderNo, o.orderNo), eq(checkIn.status, 'CHECKED_IN')));
  const boarded = boardedCoupons(seated, flown, statuses);
  const checkInSeat = (psgIndex: number, segIndex: number) =>
    seated.find((c) => c.psgIndex === psgIndex && c.segIndex === segIndex)?.seatNo ?? null;
  // A feature's order type may be due other than its stored parts (a change's total, an addition's sum).
  const stored = pricePartsIn(o.priceFen as PriceFen, o.payCurrency);
  return {
    ...orderHeading(o),
    paidAt: o.paidAt?.toISOString() ?? null,
    paymentChannel: o.paymentChannel,
    cancelReason: o.cancelReason,
    ticketing: o.ticketing,
    price: type?.price ? type.price(o, stored) : stored,
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
        ...(statuses.has(sg.flightId) && { flightStatus: statuses.get(sg.flightId) }),
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
      // Who the child or infant travels with (decision 50).
      guardianPassengerId: p.type === 'ADT' ? null : p.guardianPassengerId,
    })),
    tickets: tickets.map((t) => ({
      passengerIndex: t.psgIndex,
      segIndex: t.segIndex,
      ticketNo: t.ticketNo,
      ticketStatus: t.ticketStatus,
      // A coupon checked in on a flight that has left is used (spec §4 product status 3), not "ready to fly".
      productStatus:
        t.productStatus === ProductStatus.USABLE && boarded.has(`${t.psgIndex}:${t.segIndex}`)
          ? ProductStatus.USED
          : t.productStatus,
      seatNo: checkInSeat(t.psgIndex, t.segIndex) ?? t.seatNo,
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
