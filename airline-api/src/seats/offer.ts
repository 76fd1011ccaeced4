import { randomUUID } from 'node:crypto';
import { eq, lte } from 'drizzle-orm';
import {
  ResultCode,
  type Currency,
  type OrderAddOnKind,
  type OrderAddOnOfferData,
  type UpstreamLanguage,
} from '@/lib/contract';
import { addOnOnSale } from '@/lib/domain/add-on-rules';
import { ADD_ON_OFFER_MS, offerValid } from '@/lib/domain/seat-selection-rules';
import { INSURANCE, MAILING, PRIORITY, baggageBands, mealsFor } from '../booking/products';
import { mailingState } from '../add-ons/extras';
import { ancillarySession } from '../db/schema';
import { fromFen } from '../domain/money';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { extraSeatFen, offerPassengers, passengerOffer, heldAddOns, addOnPassengers } from './add-on-state';
import { seatFaresFen } from './fares';
import { CLOSED_CODE, closedReason, type SeatSegment } from './segment';

/** What an offer froze: the kinds on offer and each product's price in fen and in the offer's currency. */
export type FrozenPrices = {
  types: OrderAddOnKind[];
  seats: { productId: string; seatNo: string; fen: number; price: number }[];
  baggage: { productCode: string; weightKg: number; airportFen: number; fen: number; price: number }[];
  meals: { productCode: string; fen: number; price: number }[];
  priority: { productCode: string; fen: number; price: number };
  /** Insurance products (decision 28); absent from sessions made before insurance was sold after booking. */
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
export function assertOnSale(s: Services, seg: SeatSegment, kinds: readonly OrderAddOnKind[]): void {
  const closed = closedReason(s, seg);
  if (!closed) return;
  if (kinds.includes('SEAT') || closed === 'notOpen') throw new ApiError(CLOSED_CODE[closed]);
  if (closed !== 'closed') return;
  // Still sold once check-in has closed: insurance until departure; the mailed itinerary (the order's, not the
  // flight's: decision 30) whenever its own rules allow.
  const insuranceOn = addOnOnSale('INSURANCE', seg.flight.depUtcMs, s.clock.now());
  const open = (k: OrderAddOnKind) => k === 'MAILING' || (k === 'INSURANCE' && insuranceOn);
  if (kinds.length > 0 && kinds.every(open)) return;
  throw new ApiError(ResultCode.ADD_ON_CLOSED);
}

/** The products and their prices now, in fen and in `currency`, for the kinds asked. */
async function pricesNow(
  s: Services,
  seg: SeatSegment,
  types: OrderAddOnKind[],
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
  input: { types: OrderAddOnKind[]; passengerIds: string[]; currency: Currency; language: UpstreamLanguage },
  memberId: string | null,
): Promise<OrderAddOnOfferData> {
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
  const expiresAt = new Date(now + ADD_ON_OFFER_MS);
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
  const expired = () => new ApiError(ResultCode.ADD_ON_SESSION_EXPIRED);
  if (!row || !offerValid(row.expiresAt.getTime(), s.clock.now())) throw expired();
  if (row.orderNo !== seg.order.orderNo || row.segIndex !== seg.segIndex) throw expired();
  if (row.memberId !== null && row.memberId !== memberId) throw expired();
  return { ...row, prices: row.prices as FrozenPrices };
}
