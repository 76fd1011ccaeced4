import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lte } from 'drizzle-orm';
import {
  OrderStatus,
  ResultCode,
  type Currency,
  type OrderAncillaryKind,
  type OrderAncillaryOfferData,
  type UpstreamLanguage,
} from '@/lib/contract';
import { checkInClosesAt } from '@/lib/domain/checkin-rules';
import { baggageOnSale } from '@/lib/domain/fee-rules';
import { ANCILLARY_OFFER_MS, offerValid } from '@/lib/domain/seat-selection-rules';
import { PRIORITY, baggageBands, mealsFor } from '../booking/products';
import { notFound } from '../check-in/access';
import { ancillarySession, bookingOrder, orderAncillary } from '../db/schema';
import { toFare } from '../domain/fares';
import { fromFen } from '../domain/money';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { seatFaresFen } from './fares';
import { CLOSED_CODE, closedReason, seatPassengers, type SeatPassengerState, type SeatSegment } from './segment';

/** What an offer froze: the kinds on offer and each product's price in fen and in the offer's currency. */
export type FrozenPrices = {
  types: OrderAncillaryKind[];
  seats: { productId: string; seatNo: string; fen: number; price: number }[];
  baggage: { productCode: string; weightKg: number; airportFen: number; fen: number; price: number }[];
  meals: { productCode: string; fen: number; price: number }[];
  priority: { productCode: string; fen: number; price: number };
};
export type SessionRow = typeof ancillarySession.$inferSelect;

/**
 * The segment must be open for what is asked: nothing is sold before ticketing or once check-in has closed;
 * seats are not sold on international flights or on orders of the WeChat mini program (spec §8).
 */
export function assertOnSale(s: Services, seg: SeatSegment, withSeats: boolean): void {
  const closed = closedReason(s, seg);
  if (!closed) return;
  if (withSeats || closed === 'notOpen' || closed === 'closed') throw new ApiError(CLOSED_CODE[closed]);
}

/** The fare family's free checked baggage, as searchflight shows it on the fare. */
const freeBaggageKg = (family: SeatSegment['segment']['fareFamily']) =>
  toFare('', family, 0, { airportFee: 0, fuelSurcharge: 0 }, 0, 'CNY', false).checkedBaggageKg;

/** Add-ons a passenger already holds on the segment: from the booking, and from paid ancillary orders. */
export type HeldAddOns = { baggageKg: number; meal: boolean; priority: boolean };

export async function heldAddOns(s: Services, seg: SeatSegment): Promise<Map<number, HeldAddOns>> {
  const parent = seg.order.orderNo;
  const children = await s.db
    .select({ orderNo: bookingOrder.orderNo })
    .from(bookingOrder)
    .where(
      and(
        eq(bookingOrder.parentOrderNo, parent),
        eq(bookingOrder.parentSegIndex, seg.segIndex),
        inArray(bookingOrder.status, [OrderStatus.PAID, OrderStatus.TICKETED]),
      ),
    );
  const rows = await s.db
    .select()
    .from(orderAncillary)
    .where(
      and(
        inArray(orderAncillary.orderNo, [parent, ...children.map((c) => c.orderNo)]),
        eq(orderAncillary.segIndex, seg.segIndex),
      ),
    );
  const bands = baggageBands(seg.flight);
  const held = new Map<number, HeldAddOns>();
  for (const r of rows) {
    if (r.psgIndex === null) continue;
    const h = held.get(r.psgIndex) ?? { baggageKg: 0, meal: false, priority: false };
    if (r.kind === 'BAGGAGE') h.baggageKg += bands.find((b) => b.productCode === r.productCode)?.weightKg ?? 0;
    if (r.kind === 'MEAL') h.meal = true;
    if (r.kind === 'PRIORITY') h.priority = true;
    held.set(r.psgIndex, h);
  }
  return held;
}

export type AddOnBlocks = {
  baggage: 'tooLate' | 'bought' | 'onBoard' | 'noMeals' | null;
  meal: 'tooLate' | 'bought' | 'onBoard' | 'noMeals' | null;
  priority: 'tooLate' | 'bought' | 'onBoard' | 'noMeals' | null;
};

/**
 * Why a passenger cannot buy each add-on now: nothing once check-in has closed; baggage within 2 hours of
 * departure (spec §9); a meal or priority boarding bought already; a meal where the flight serves none.
 */
export function addOnBlocks(s: Services, seg: SeatSegment, held: HeldAddOns | undefined): AddOnBlocks {
  const now = s.clock.now();
  const dep = seg.flight.depUtcMs;
  if (now >= checkInClosesAt(dep)) return { baggage: 'tooLate', meal: 'tooLate', priority: 'tooLate' };
  return {
    baggage: baggageOnSale(dep, now) ? null : 'tooLate',
    meal: held?.meal ? 'bought' : mealsFor(seg.flight).length === 0 ? 'noMeals' : null,
    priority: held?.priority ? 'bought' : null,
  };
}

/** The passengers an offer is for: those asked (all who sit when none is named); an unknown id is NOT_FOUND. */
export function offerPassengers(seg: SeatSegment, ids: string[]): SeatPassengerState[] {
  const all = seatPassengers(seg);
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
): Promise<FrozenPrices> {
  const c = (fen: number) => fromFen(fen, currency);
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
  assertOnSale(s, seg, types.includes('SEAT'));
  const passengers = offerPassengers(seg, input.passengerIds);
  const prices = await pricesNow(s, seg, types, input.currency);
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
    passengers: passengers.map((p) => {
      const h = held.get(p.passengerIndex);
      const blocks = addOnBlocks(s, seg, h);
      return {
        passengerId: p.passengerId,
        freeBaggageKg: freeBaggageKg(seg.segment.fareFamily),
        boughtBaggageKg: h?.baggageKg ?? 0,
        ...blocks,
      };
    }),
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
