import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  OrderStatus,
  ProductStatus,
  TicketStatus,
  type CheckInPassengerState,
  type CheckInTrip,
  type UpstreamLanguage,
} from '@/lib/contract';
import {
  cancelCutoffAt,
  checkInClosesAt,
  checkInOpensAt,
  checkInRefusal,
  checkInWindow,
  isSpecialPassengerDocument,
  mayCancel,
  type CheckInPassengerFacts,
} from '@/lib/domain/checkin-rules';
import { GUARDIAN_MIN_AGE, ageOn } from '@/lib/domain/passenger-rules';
import { seatLayout, type SeatOccupant } from '@/lib/domain/seat-rules';
import { sha256 } from '../account/secrets';
import { infantCarriers } from '../booking/ancillary-quote';
import type { OrderRow } from '../booking/lifecycle';
import { displayName, placeNames } from '../booking/display-names';
import { occupiedSeats } from '../booking/seat-map';
import type { Db } from '../db/client';
import { bookingOrder, checkIn, orderAncillary, orderPassenger, orderSegment, orderTicket } from '../db/schema';
import type { FlightInstance } from '../domain/network';
import type { Services } from '../services';

/** The product code of an extra occupied seat (spec §2 /ancillary/occupied): it blocks online check-in. */
export const EXTRA_SEAT_PRODUCT = 'EXTRA_SEAT';

export type SegmentRow = typeof orderSegment.$inferSelect;
export type PassengerRow = typeof orderPassenger.$inferSelect;
export type TicketRow = typeof orderTicket.$inferSelect;
export type CheckInRow = typeof checkIn.$inferSelect;

/** One order with what check-in reads of it. */
export type OrderBundle = {
  order: OrderRow;
  segments: SegmentRow[];
  passengers: PassengerRow[];
  tickets: TicketRow[];
  /** `${psgIndex}:${segIndex}` of passengers with an extra occupied seat. */
  extraSeats: Set<string>;
  /** Every check-in row of the order, cancelled ones included. */
  checkIns: CheckInRow[];
};

/** The orders' segments, passengers, tickets, extra seats and check-ins, in five queries for all of them. */
export async function loadBundles(db: Db, orders: OrderRow[]): Promise<OrderBundle[]> {
  const numbers = orders.map((o) => o.orderNo);
  if (numbers.length === 0) return [];
  const [segments, passengers, tickets, extras, laterExtras, checkIns] = await Promise.all([
    db.select().from(orderSegment).where(inArray(orderSegment.orderNo, numbers)).orderBy(asc(orderSegment.segIndex)),
    db
      .select()
      .from(orderPassenger)
      .where(inArray(orderPassenger.orderNo, numbers))
      .orderBy(asc(orderPassenger.psgIndex)),
    db.select().from(orderTicket).where(inArray(orderTicket.orderNo, numbers)),
    db
      .select()
      .from(orderAncillary)
      .where(and(inArray(orderAncillary.orderNo, numbers), eq(orderAncillary.productCode, EXTRA_SEAT_PRODUCT))),
    // Extra seats bought after booking: items of the orders' paid ancillary orders (order type 3, issue 13 §3).
    db
      .select({
        orderNo: bookingOrder.parentOrderNo,
        psgIndex: orderAncillary.psgIndex,
        segIndex: orderAncillary.segIndex,
      })
      .from(orderAncillary)
      .innerJoin(bookingOrder, eq(bookingOrder.orderNo, orderAncillary.orderNo))
      .where(
        and(
          inArray(bookingOrder.parentOrderNo, numbers),
          inArray(bookingOrder.status, [OrderStatus.PAID, OrderStatus.TICKETED]),
          eq(orderAncillary.productCode, EXTRA_SEAT_PRODUCT),
        ),
      ),
    db.select().from(checkIn).where(inArray(checkIn.orderNo, numbers)).orderBy(asc(checkIn.id)),
  ]);
  return orders.map((order) => {
    const mine = <T extends { orderNo: string }>(rows: T[]) => rows.filter((r) => r.orderNo === order.orderNo);
    return {
      order,
      segments: mine(segments),
      passengers: mine(passengers),
      tickets: mine(tickets),
      extraSeats: new Set(
        [...mine(extras), ...laterExtras.filter((a) => a.orderNo === order.orderNo)].map(
          (a) => `${a.psgIndex}:${a.segIndex}`,
        ),
      ),
      checkIns: mine(checkIns),
    };
  });
}

/** The same traveller across bookings: their document, hashed (the number itself is not copied). */
export const travellerKey = (p: PassengerRow) => sha256(`${p.certificateType}:${p.certificateNumber.toUpperCase()}`);

/** An issued ticket that can still fly (spec §4: issued, usable). */
export const usableTicket = (t: TicketRow | undefined): t is TicketRow & { ticketNo: string } =>
  !!t?.ticketNo && t.ticketStatus === TicketStatus.ISSUED && t.productStatus === ProductStatus.USABLE;

export const isCheckInOrder = (o: OrderRow) => o.status === OrderStatus.TICKETED;

/** What the flight's rules read: the seats taken, how many are free, and travellers' online check-ins. */
export type FlightFacts = { occupied: SeatOccupant[]; freeSeats: number; onlineCheckIns: Map<string, number> };

export async function flightFacts(db: Db, flight: FlightInstance, keys: string[]): Promise<FlightFacts> {
  const occupied = await occupiedSeats(db, flight);
  const counts = keys.length
    ? await db
        .select({ key: checkIn.travellerKey, n: count() })
        .from(checkIn)
        .where(
          and(
            eq(checkIn.flightId, flight.flightId),
            eq(checkIn.channel, 'ONLINE'),
            inArray(checkIn.travellerKey, keys),
          ),
        )
        .groupBy(checkIn.travellerKey)
    : [];
  return {
    occupied,
    freeSeats: seatLayout(flight.schedule.aircraft).length - new Set(occupied.map((o) => o.seatNo)).size,
    onlineCheckIns: new Map(counts.map((c) => [c.key, c.n])),
  };
}

/** The passenger's active check-in on a segment. */
export const activeCheckIn = (b: OrderBundle, psgIndex: number, segIndex: number) =>
  b.checkIns.find((c) => c.psgIndex === psgIndex && c.segIndex === segIndex && c.status === 'CHECKED_IN');

/** Adults of 18 or over on the flight date may be a child's guardian (spec §9 guardian 18 or over). */
export const isGuardian = (p: PassengerRow, flightDate: string) =>
  p.type === 'ADT' && ageOn(p.birthday, flightDate) >= GUARDIAN_MIN_AGE;

/** A passenger as lib/domain/checkin-rules reads them on one segment. */
export function passengerFacts(
  b: OrderBundle,
  p: PassengerRow,
  segIndex: number,
  facts: FlightFacts,
): CheckInPassengerFacts {
  const carriers = infantCarriers(b.passengers.map((x) => x.type));
  const ticket = b.tickets.find((t) => t.psgIndex === p.psgIndex && t.segIndex === segIndex);
  return {
    type: p.type,
    withInfant: carriers.has(p.psgIndex),
    special: isSpecialPassengerDocument(p.certificateType),
    extraSeat: b.extraSeats.has(`${p.psgIndex}:${segIndex}`),
    onlineCheckIns: facts.onlineCheckIns.get(travellerKey(p)) ?? 0,
    hasSeat: !!ticket?.seatNo,
  };
}

/**
 * One segment of one order as check-in shows it (spec §3 trip record, §7 selectSeatAndCheckInState): the
 * window, openSeat, and each passenger with a usable ticket, their seat, pass and the reason they cannot
 * check in online if there is one. Null when the flight is not in the network or no ticket is usable.
 */
export function tripOf(
  s: Services,
  b: OrderBundle,
  segIndex: number,
  source: CheckInTrip['source'],
  facts: FlightFacts,
  language: UpstreamLanguage,
): CheckInTrip | null {
  const sg = b.segments.find((x) => x.segIndex === segIndex);
  const flight = sg && s.network.flight(sg.flightId);
  if (!sg || !flight) return null;
  const now = s.clock.now();
  const dep = flight.depUtcMs;
  const international = flight.route.international;
  const window = checkInWindow(dep, now);
  const guardianCheckedIn = b.passengers.some(
    (p) => isGuardian(p, flight.date) && activeCheckIn(b, p.psgIndex, segIndex),
  );
  const passengers: CheckInPassengerState[] = [];
  for (const p of b.passengers) {
    const ticket = b.tickets.find((t) => t.psgIndex === p.psgIndex && t.segIndex === segIndex);
    if (!usableTicket(ticket)) continue;
    const active = activeCheckIn(b, p.psgIndex, segIndex);
    const refusal = active
      ? null
      : checkInRefusal(
          passengerFacts(b, p, segIndex, facts),
          { international, freeSeats: facts.freeSeats },
          { guardianCheckedIn, guardianInRequest: false },
        );
    passengers.push({
      passengerId: p.passengerId,
      passengerIndex: p.psgIndex,
      type: p.type,
      name: displayName(p),
      ticketNo: ticket.ticketNo,
      checkedIn: !!active,
      seatNo: active?.seatNo ?? ticket.seatNo,
      seatBought: !!ticket.seatNo,
      boardingSeq: active?.boardingSeq ?? null,
      refusal,
      onlineCheckIns: facts.onlineCheckIns.get(travellerKey(p)) ?? 0,
      cancellable: !!active && mayCancel(dep, now, international),
    });
  }
  if (passengers.length === 0) return null;
  const from = placeNames(s, flight.route.depAirport, language);
  const to = placeNames(s, flight.route.arrAirport, language);
  return {
    orderNo: b.order.orderNo,
    segIndex,
    flightId: flight.flightId,
    flightNo: flight.schedule.flightNo,
    aircraft: flight.schedule.aircraft,
    fareFamily: sg.fareFamily,
    depAirport: flight.route.depAirport,
    arrAirport: flight.route.arrAirport,
    depCityName: from.city,
    depAirportName: from.airport,
    arrCityName: to.city,
    arrAirportName: to.airport,
    depTime: new Date(dep).toISOString(),
    arrTime: new Date(flight.arrUtcMs).toISOString(),
    depTimeZone: s.network.airport(flight.route.depAirport)?.timeZone || 'Asia/Shanghai',
    arrTimeZone: s.network.airport(flight.route.arrAirport)?.timeZone || 'Asia/Shanghai',
    flightDate: flight.date,
    international,
    window,
    opensAt: new Date(checkInOpensAt(dep)).toISOString(),
    closesAt: new Date(checkInClosesAt(dep)).toISOString(),
    cancelCutoffAt: new Date(cancelCutoffAt(dep, international)).toISOString(),
    openSeat: window === 'open' && !international,
    source,
    passengers,
  };
}

/** Every segment still to depart of these orders, with its check-in state, soonest first. */
export async function tripsOf(
  s: Services,
  bundles: { bundle: OrderBundle; source: CheckInTrip['source'] }[],
  language: UpstreamLanguage,
): Promise<CheckInTrip[]> {
  const now = s.clock.now();
  const trips: CheckInTrip[] = [];
  for (const { bundle, source } of bundles) {
    if (!isCheckInOrder(bundle.order)) continue;
    for (const sg of bundle.segments) {
      const flight = s.network.flight(sg.flightId);
      if (!flight || flight.depUtcMs <= now) continue;
      const facts = await flightFacts(s.db, flight, bundle.passengers.map(travellerKey));
      const trip = tripOf(s, bundle, sg.segIndex, source, facts, language);
      if (trip) trips.push(trip);
    }
  }
  return trips.sort((a, b) => a.depTime.localeCompare(b.depTime) || a.orderNo.localeCompare(b.orderNo));
}
