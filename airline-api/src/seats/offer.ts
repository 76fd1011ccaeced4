import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lte } from 'drizzle-orm';
import {
  OrderStatus,
  ProductStatus,
  ResultCode,
  type AncillaryOffBlock,
  type Currency,
  type OrderAncillaryKind,
  type OrderAncillaryOfferData,
  type OrderAncillaryOfferPassenger,
  type UpstreamLanguage,
} from '@/lib/contract';
import {
  EXTRA_SEATS_PER_PASSENGER,
  addOnBlock,
  addOnOnSale,
  baggageBandFits,
  baggageRoomKg,
  type AddOnFacts,
} from '@/lib/domain/add-on-rules';
import { ANCILLARY_OFFER_MS, offerValid } from '@/lib/domain/seat-selection-rules';
import { displayName } from '../booking/display-names';
import { INSURANCE, MAILING, PRIORITY, baggageBands, mealsFor } from '../booking/products';
import { mailingState } from '../add-ons/extras';
import { notFound } from '../check-in/access';
import { EXTRA_SEAT_PRODUCT, activeCheckIn, usableTicket, type TicketRow } from '../check-in/state';
import type { Db } from '../db/client';
import { ancillarySession, bookingOrder, orderAncillary } from '../db/schema';
import { toFare } from '../domain/fares';
import { fromFen } from '../domain/money';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { seatFaresFen } from './fares';
import { CLOSED_CODE, closedReason, ticketOf, type SeatSegment } from './segment';

/** What an offer froze: the kinds on offer and each product's price in fen and in the offer's currency. */
export type FrozenPrices = {
  types: OrderAncillaryKind[];
  seats: { productId: string; seatNo: string; fen: number; price: number }[];
  baggage: { productCode: string; weightKg: number; airportFen: number; fen: number; price: number }[];
  meals: { productCode: string; fen: number; price: number }[];
  priority: { productCode: string; fen: number; price: number };
  /** Insurance products (issue 15 §2); absent from sessions made before insurance was sold after booking. */
  insurance?: { productCode: string; fen: number; price: number }[];
  /** Extra occupied seats by passenger (decision 30): each passenger's own fare on the segment. */
  extraSeats?: { psgIndex: number; fen: number; price: number }[];
  /** The mailed itinerary (decision 30): what is due (0 with a member's free mailing) and the fee it stands for. */
  mailing?: { productCode: string; fen: number; price: number; feeFen: number };
};
export type SessionRow = typeof ancillarySession.$inferSelect;

/**
 * The segment must be open for what is asked: nothing is sold before ticketing; seats are not sold on
 * international flights, on orders of the WeChat mini program or once check-in has closed (spec §8). Add-ons
 * close with check-in too, except insurance, which is sold until departure (decision 28); each passenger's own
 * blocks (addOnBlocks) say the rest.
 */
export function assertOnSale(s: Services, seg: SeatSegment, kinds: readonly OrderAncillaryKind[]): void {
  const closed = closedReason(s, seg);
  if (!closed) return;
  if (kinds.includes('SEAT') || closed === 'notOpen') throw new ApiError(CLOSED_CODE[closed]);
  if (closed !== 'closed') return;
  // Still sold once check-in has closed: insurance until departure; the mailed itinerary (the order's, not the
  // flight's: decision 30) whenever its own rules allow.
  const insuranceOn = addOnOnSale('INSURANCE', seg.flight.depUtcMs, s.clock.now());
  const open = (k: OrderAncillaryKind) => k === 'MAILING' || (k === 'INSURANCE' && insuranceOn);
  if (kinds.length > 0 && kinds.every(open)) return;
  throw new ApiError(ResultCode.ADD_ON_CLOSED);
}

/** The fare family's free checked baggage, as searchflight shows it on the fare. */
export const freeBaggageKg = (family: SeatSegment['segment']['fareFamily']) =>
  toFare('', family, 0, { airportFee: 0, fuelSurcharge: 0 }, 0, 'CNY', false).checkedBaggageKg;

/** Add-ons a passenger already holds on the segment: from the booking, and from paid ancillary orders. */
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
  baggage: AncillaryOffBlock | null;
  meal: AncillaryOffBlock | null;
  priority: AncillaryOffBlock | null;
  insurance: AncillaryOffBlock | null;
  extraSeat: AncillaryOffBlock | null;
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

/** A passenger's line of the offer: free and bought baggage, the room left, the blocks and the insurance held. */
/**
 * What an extra occupied seat costs a passenger (fen; decision 30): the fare of their own ticket on the segment (the
 * seat is the same seat of the same fare; taxes are the passenger's, not the seat's). Null for an infant (no seat).
 */
export function extraSeatFen(p: AddOnPassengerState): number | null {
  return p.type === 'INF' || !p.ticket ? null : p.ticket.fareFen;
}

export function passengerOffer(
  s: Services,
  seg: SeatSegment,
  p: AddOnPassengerState,
  held: HeldAddOns | undefined,
  currency: Currency,
): OrderAncillaryOfferPassenger {
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

/** The products and their prices now, in fen and in `currency`, for the kinds asked. */
async function pricesNow(
  s: Services,
  seg: SeatSegment,
  types: OrderAncillaryKind[],
  currency: Currency,
  mailingFen: { fen: number; feeFen: number } | null,
): Promise<FrozenPrices> {
  const c = (fen: number) => fromFen(fen, currency);
  const extraSeats = types.includes('EXTRA_SEAT')
    ? addOnPassengers(seg).flatMap((p) => {
        const fen = extraSeatFen(p);
        return fen === null ? [] : [{ psgIndex: p.passengerIndex, fen, price: c(fen) }];
      })
    : [];
  const seats = types.includes('SEAT') ? await seatFaresFen(s.db, seg.flight) : [];
  return {
    types,
    seats: seats.map((f) => ({ productId: f.productId, seatNo: f.seatNo, fen: f.fen, price: c(f.fen) })),
    baggage: types.includes('BAGGAGE')
      ? baggageBands(seg.flight).map((b) => ({
          productCode: b.productCode,
          weightKg: b.weightKg,
          airportFen: b.airportFen,
          fen: b.priceFen,
          price: c(b.priceFen),
        }))
      : [],
    meals: types.includes('MEAL')
      ? mealsFor(seg.flight).map((m) => ({ productCode: m.productCode, fen: m.priceFen, price: c(m.priceFen) }))
      : [],
    priority: { productCode: PRIORITY.productCode, fen: PRIORITY.priceFen, price: c(PRIORITY.priceFen) },
    insurance: types.includes('INSURANCE')
      ? INSURANCE.map((i) => ({ productCode: i.productCode, fen: i.priceFen, price: c(i.priceFen) }))
      : [],
    extraSeats,
    ...(mailingFen
      ? {
          mailing: {
            productCode: MAILING.productCode,
            fen: mailingFen.fen,
            price: c(mailingFen.fen),
            feeFen: mailingFen.feeFen,
          },
        }
      : {}),
  };
}

/**
 * Spec §7 flightOrder/{orderNo}/ancillary GET: the seats and add-ons on sale for the segment, each passenger's
 * free and bought baggage and blocks, with the prices frozen for 30 minutes under a new sessionId, bound to the
 * order, the segment and (for a member) the member. Expired sessions are swept as new ones are made.
 */
export async function createOffer(
  s: Services,
  seg: SeatSegment,
  input: { types: OrderAncillaryKind[]; passengerIds: string[]; currency: Currency; language: UpstreamLanguage },
  memberId: string | null,
): Promise<OrderAncillaryOfferData> {
  const types = [...new Set(input.types)];
  assertOnSale(s, seg, types);
  const passengers = offerPassengers(seg, input.passengerIds);
  const mailing = types.includes('MAILING')
    ? await mailingState(s.db, seg.order, seg.bundle.tickets, memberId, s.clock.now())
    : null;
  const prices = await pricesNow(s, seg, types, input.currency, mailing);
  const held = await heldAddOns(s, seg);
  const now = s.clock.now();
  const id = randomUUID();
  const expiresAt = new Date(now + ANCILLARY_OFFER_MS);
  await s.db.delete(ancillarySession).where(lte(ancillarySession.expiresAt, new Date(now)));
  await s.db.insert(ancillarySession).values({
    id,
    orderNo: seg.order.orderNo,
    segIndex: seg.segIndex,
    memberId,
    currency: input.currency,
    prices,
    createdAt: new Date(now),
    expiresAt,
  });
  const en = input.language === 'en_US';
  const meals = mealsFor(seg.flight);
  return {
    sessionId: id,
    expiresAt: expiresAt.toISOString(),
    currency: input.currency,
    seats: prices.seats.map(({ productId, seatNo, price }) => ({ productId, seatNo, price })),
    baggage: prices.baggage.map((b) => ({
      productCode: b.productCode,
      weightKg: b.weightKg,
      airportPrice: fromFen(b.airportFen, input.currency),
      price: b.price,
    })),
    meals: prices.meals.map((m) => {
      const meal = meals.find((x) => x.productCode === m.productCode)!;
      return {
        productCode: m.productCode,
        name: en ? meal.name.en : meal.name.zh,
        description: en ? meal.description.en : meal.description.zh,
        price: m.price,
      };
    }),
    priority: { productCode: prices.priority.productCode, price: prices.priority.price },
    insurance: (prices.insurance ?? []).map((x) => {
      const product = INSURANCE.find((i) => i.productCode === x.productCode)!;
      return {
        productCode: x.productCode,
        name: en ? product.name.en : product.name.zh,
        coverage: en ? product.coverage.en : product.coverage.zh,
        maxPayoutYuan: product.maxPayoutYuan,
        price: x.price,
      };
    }),
    mailing: prices.mailing
      ? {
          productCode: prices.mailing.productCode,
          price: prices.mailing.price,
          fee: fromFen(prices.mailing.feeFen, input.currency),
          block: mailing?.block ?? null,
        }
      : null,
    passengers: passengers.map((p) => passengerOffer(s, seg, p, held.get(p.passengerIndex), input.currency)),
  };
}

/** The session of a reserve call: alive, of this order and segment and, for a member, of this member. */
export async function sessionFor(
  s: Services,
  sessionId: string,
  seg: SeatSegment,
  memberId: string | null,
): Promise<SessionRow & { prices: FrozenPrices }> {
  const [row] = await s.db.select().from(ancillarySession).where(eq(ancillarySession.id, sessionId));
  const expired = () => new ApiError(ResultCode.ANCILLARY_SESSION_EXPIRED);
  if (!row || !offerValid(row.expiresAt.getTime(), s.clock.now())) throw expired();
  if (row.orderNo !== seg.order.orderNo || row.segIndex !== seg.segIndex) throw expired();
  if (row.memberId !== null && row.memberId !== memberId) throw expired();
  return { ...row, prices: row.prices as FrozenPrices };
}
