import { and, eq, inArray } from 'drizzle-orm';
import {
  OrderStatus,
  ProductStatus,
  type AddOnOffBlock,
  type Currency,
  type OrderAddOnOfferPassenger,
} from '@/lib/contract';
import {
  EXTRA_SEATS_PER_PASSENGER,
  addOnBlock,
  baggageBandFits,
  baggageRoomKg,
  type AddOnFacts,
} from '@/lib/domain/add-on-rules';
import { displayName } from '../booking/display-names';
import { INSURANCE, baggageBands, mealsFor } from '../booking/products';
import { notFound } from '../check-in/access';
import { EXTRA_SEAT_PRODUCT, activeCheckIn, usableTicket, type TicketRow } from '../check-in/state';
import type { Db } from '../db/client';
import { bookingOrder, orderAncillary } from '../db/schema';
import { toFare } from '../domain/fares';
import { fromFen } from '../domain/money';
import type { Services } from '../services';
import { ticketOf, type SeatSegment } from './segment';

/** The fare family's free checked baggage, as searchflight shows it on the fare. */
export const freeBaggageKg = (family: SeatSegment['segment']['fareFamily']) =>
  toFare('', family, 0, { airportFee: 0, fuelSurcharge: 0 }, 0, 'CNY', false).checkedBaggageKg;

/** Add-ons a passenger already holds on the segment: from the booking, and from paid add-on orders. */
export type HeldAddOns = {
  baggageKg: number;
  meal: boolean;
  priority: boolean;
  insurance: Set<string>;
  /** Extra occupied seats (decision 30). */
  extraSeats: number;
};

/**
 * What each passenger (by index) holds on the segment: the parent order's items and those of its paid ancillary
 * orders for the segment, less any refunded on its own or being refunded (decision 26), and less `except` (the
 * order being applied, so it does not count itself).
 */
export async function heldAddOns(
  s: Services,
  seg: SeatSegment,
  except?: string,
  db: Db = s.db,
): Promise<Map<number, HeldAddOns>> {
  const parent = seg.order.orderNo;
  const children = await db
    .select({ orderNo: bookingOrder.orderNo })
    .from(bookingOrder)
    .where(
      and(
        eq(bookingOrder.parentOrderNo, parent),
        eq(bookingOrder.parentSegIndex, seg.segIndex),
        inArray(bookingOrder.status, [OrderStatus.PAID, OrderStatus.TICKETED]),
      ),
    );
  const orders = [parent, ...children.map((c) => c.orderNo)].filter((n) => n !== except);
  const rows = await db
    .select()
    .from(orderAncillary)
    .where(and(inArray(orderAncillary.orderNo, orders), eq(orderAncillary.segIndex, seg.segIndex)));
  const bands = baggageBands(seg.flight);
  const held = new Map<number, HeldAddOns>();
  for (const r of rows) {
    if (r.psgIndex === null || r.refundNo) continue;
    const h = held.get(r.psgIndex) ?? {
      baggageKg: 0,
      meal: false,
      priority: false,
      insurance: new Set<string>(),
      extraSeats: 0,
    };
    if (r.productCode === EXTRA_SEAT_PRODUCT) h.extraSeats += 1;
    else if (r.kind === 'BAGGAGE') h.baggageKg += bands.find((b) => b.productCode === r.productCode)?.weightKg ?? 0;
    if (r.kind === 'MEAL') h.meal = true;
    if (r.kind === 'PRIORITY') h.priority = true;
    if (r.kind === 'INSURANCE') h.insurance.add(r.productCode);
    held.set(r.psgIndex, h);
  }
  return held;
}

/** A passenger of the segment as the add-on rules read them (infants included: they may have insurance). */
export type AddOnPassengerState = {
  passengerId: string;
  passengerIndex: number;
  type: 'ADT' | 'CHD' | 'INF';
  name: string;
  ticket: TicketRow | undefined;
  checkedIn: boolean;
  seatNo: string | null;
};

export function addOnPassengers(seg: SeatSegment): AddOnPassengerState[] {
  return seg.bundle.passengers.map((p) => {
    const ticket = ticketOf(seg, p.psgIndex);
    const active = activeCheckIn(seg.bundle, p.psgIndex, seg.segIndex);
    return {
      passengerId: p.passengerId,
      passengerIndex: p.psgIndex,
      type: p.type,
      name: displayName(p),
      ticket,
      checkedIn: !!active,
      seatNo: active?.seatNo ?? ticket?.seatNo ?? null,
    };
  });
}

export type AddOnBlocks = {
  baggage: AddOnOffBlock | null;
  meal: AddOnOffBlock | null;
  priority: AddOnOffBlock | null;
  insurance: AddOnOffBlock | null;
  extraSeat: AddOnOffBlock | null;
};

/** The facts lib/domain/add-on-rules reads of a passenger on the segment now. */
export function addOnFacts(seg: SeatSegment, p: AddOnPassengerState, held: HeldAddOns | undefined): AddOnFacts {
  const bands = baggageBands(seg.flight);
  return {
    type: p.type,
    departureMs: seg.flight.depUtcMs,
    ticketUsable: usableTicket(p.ticket),
    flown: p.ticket?.productStatus === ProductStatus.USED,
    checkedIn: p.checkedIn,
    freeBaggageKg: freeBaggageKg(seg.segment.fareFamily),
    boughtBaggageKg: held?.baggageKg ?? 0,
    smallestBandKg: Math.min(...bands.map((b) => b.weightKg)),
    mealHeld: held?.meal ?? false,
    mealsServed: mealsFor(seg.flight).length,
    priorityHeld: held?.priority ?? false,
    insuranceLeft: INSURANCE.filter((i) => !held?.insurance.has(i.productCode)).length,
    international: seg.flight.route.international,
    seatChosen: !!p.ticket?.seatNo,
    extraSeatsHeld: held?.extraSeats ?? 0,
    flightCancelled: seg.cancelled,
  };
}

/**
 * Why a passenger cannot buy each add-on now (lib/domain/add-on-rules addOnBlock, decision 28): an infant, on
 * board, a ticket not usable, past the kind's sale end (baggage within 2 hours of departure, a meal or priority
 * once check-in has closed, insurance at departure), checked in (priority), the baggage limit, bought already,
 * no meals served.
 */
export function addOnBlocks(s: Services, seg: SeatSegment, p: AddOnPassengerState, held?: HeldAddOns): AddOnBlocks {
  const facts = addOnFacts(seg, p, held);
  const now = s.clock.now();
  return {
    baggage: addOnBlock('BAGGAGE', facts, now),
    meal: addOnBlock('MEAL', facts, now),
    priority: addOnBlock('PRIORITY', facts, now),
    insurance: addOnBlock('INSURANCE', facts, now),
    extraSeat: addOnBlock('EXTRA_SEAT', facts, now),
  };
}

/**
 * Whether a paid add-on can still be given when its order is applied (decision 28): the ticket usable and not flown;
 * priority boarding not checked in nor held; a meal or the insurance product not held by another order meanwhile;
 * the baggage within the limit with what is held now. Time is not asked again: the order was paid before the item's
 * sale end (its payment deadline).
 */
export function addOnStillFits(
  seg: SeatSegment,
  p: AddOnPassengerState,
  held: HeldAddOns | undefined,
  item: { kind: string; productCode: string },
): boolean {
  const f = addOnFacts(seg, p, held);
  if (f.flown || !f.ticketUsable) return false;
  switch (item.kind) {
    case 'BAGGAGE': {
      const band = baggageBands(seg.flight).find((b) => b.productCode === item.productCode);
      return !!band && p.type !== 'INF' && baggageBandFits(f.freeBaggageKg, f.boughtBaggageKg, band.weightKg);
    }
    case 'MEAL':
      return !f.mealHeld;
    case 'PRIORITY':
      return !f.checkedIn && !f.priorityHeld;
    case 'INSURANCE':
      return !held?.insurance.has(item.productCode);
    case 'EXTRA_SEAT':
      // Decision 30: not checked in, no seat chosen online meanwhile, within the per-passenger limit.
      return p.type !== 'INF' && !f.checkedIn && !f.seatChosen && f.extraSeatsHeld < EXTRA_SEATS_PER_PASSENGER;
    default:
      return true;
  }
}

/**
 * What an extra occupied seat costs a passenger (fen; decision 30): the fare of their own ticket on the segment (the
 * seat is the same seat of the same fare; taxes are the passenger's, not the seat's). Null for an infant (no seat).
 */
export function extraSeatFen(p: AddOnPassengerState): number | null {
  return p.type === 'INF' || !p.ticket ? null : p.ticket.fareFen;
}

/** A passenger's line of the offer: free and bought baggage, the room left, the blocks and the insurance held. */
export function passengerOffer(
  s: Services,
  seg: SeatSegment,
  p: AddOnPassengerState,
  held: HeldAddOns | undefined,
  currency: Currency,
): OrderAddOnOfferPassenger {
  const facts = addOnFacts(seg, p, held);
  return {
    passengerId: p.passengerId,
    type: p.type,
    freeBaggageKg: facts.freeBaggageKg,
    boughtBaggageKg: facts.boughtBaggageKg,
    baggageRoomKg: p.type === 'INF' ? 0 : baggageRoomKg(facts.freeBaggageKg, facts.boughtBaggageKg),
    ...addOnBlocks(s, seg, p, held),
    insuranceHeld: [...(held?.insurance ?? [])].sort(),
    extraSeatPrice: extraSeatFen(p) === null ? null : fromFen(extraSeatFen(p)!, currency),
  };
}

/** The passengers an offer is for: those asked (all when none is named); an unknown id is NOT_FOUND. */
export function offerPassengers(seg: SeatSegment, ids: string[]): AddOnPassengerState[] {
  const all = addOnPassengers(seg);
  if (ids.length === 0) return all;
  return ids.map(
    (id) =>
      all.find((p) => p.passengerId === id) ??
      (() => {
        throw notFound();
      })(),
  );
}
