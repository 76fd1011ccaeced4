import { eq } from 'drizzle-orm';
import type { Currency } from '@/lib/contract';
import { refundFee, refundMoney, shareProRata } from '@/lib/domain/change-refund-fees';
import type { OrderRow } from '../booking/order-row';
import type { PriceFen } from '../booking/price-parts';
import type { OrderBundle } from '../check-in/state';
import type { Db } from '../db/client';
import { orderAncillary } from '../db/schema';
import { fromFen } from '../domain/money';
import type { FlightInstance } from '../domain/network';
import type { ResolvedItem } from '../order-changes/items';

/** Insurance comes back only before its flight departs; every other add-on always. */
export const refundableNow = (kind: string, flight: FlightInstance, nowMs: number) =>
  kind !== 'INSURANCE' || nowMs < flight.depUtcMs;

/**
 * The order a refunded ticket was booked on (the root of its changes) as a refund counts from it: its fares, each
 * with its share of the order's coupon and points deductions, pro rata, and the add-ons bought with it. A child or
 * infant added later (decision 25) was paid by its own addition order, which had no deductions.
 */
export async function rootOrderOf(db: Db, root: OrderRow, rootBundle: OrderBundle) {
  const added = new Set(rootBundle.passengers.filter((p) => p.addedByOrderNo).map((p) => p.psgIndex));
  const fares = rootBundle.tickets
    .filter((t) => !added.has(t.psgIndex))
    .sort((a, b) => a.psgIndex - b.psgIndex || a.segIndex - b.segIndex);
  const weights = fares.map((t) => t.fareFen);
  const price = root.priceFen as PriceFen;
  // Add-ons bought with the root order travel with the passenger through a change.
  const addOns = await db.select().from(orderAncillary).where(eq(orderAncillary.orderNo, root.orderNo));
  return {
    fares,
    addOns,
    pointShares: shareProRata(price.pointsUsed ?? root.pointsUsed, weights),
    /** The coupon and the points' money in `currency`, shared over the fares. */
    sharesIn: (currency: Currency) => ({
      coupon: shareProRata(fromFen(price.couponDeduction ?? 0, currency), weights),
      pointsMoney: shareProRata(fromFen(price.pointsDeduction ?? 0, currency), weights),
    }),
  };
}

export type RootOrder = Awaited<ReturnType<typeof rootOrderOf>>;
type Shares = ReturnType<RootOrder['sharesIn']>;

/** How an item is counted: its passenger's index on the root order, whether the refund is involuntary, and now. */
export type PartContext = { rootPsgIndex: number; involuntary: boolean; nowMs: number };

/**
 * One item's ticket money and points in `currency` (the line, or its fen for a wallet): the fare less the fee of
 * lib/domain/change-refund-fees (none when involuntary), the taxes and its add-ons bought with the root order, less
 * its coupon share; its points share comes back as points, never as money.
 */
export function ticketPart(r: ResolvedItem, currency: Currency, root: RootOrder, share: Shares, ctx: PartContext) {
  const c = (fen: number) => fromFen(fen, currency);
  const psgIndex = ctx.rootPsgIndex;
  const at = root.fares.findIndex((t) => t.psgIndex === psgIndex && t.segIndex === r.ticket.segIndex);
  const fare = c(r.ticket.fareFen);
  const fee = ctx.involuntary
    ? { fee: 0, rate: null, onlyTaxes: false }
    : refundFee({
        type: r.passenger.type,
        fareFamily: r.segment.fareFamily,
        fareMinor: fare,
        depMs: r.flight.depUtcMs,
        nowMs: ctx.nowMs,
      });
  const taxes = c(r.ticket.airportTaxFen) + c(r.ticket.fuelTaxFen) + c(r.ticket.otherTaxFen);
  const ancillaries = root.addOns
    // An add-on refunded alone (decision 26) has come back already.
    .filter(
      (a) =>
        a.refundNo === null &&
        a.psgIndex === psgIndex &&
        a.segIndex === r.segment.segIndex &&
        refundableNow(a.kind, r.flight, ctx.nowMs),
    )
    .reduce((n, a) => n + c(a.priceFen), 0);
  const back = refundMoney({
    fare,
    fee: fee.fee,
    onlyTaxes: fee.onlyTaxes,
    taxes,
    ancillaries,
    pointsShareMoney: at < 0 ? 0 : share.pointsMoney[at]!,
    pointsShare: at < 0 ? 0 : root.pointShares[at]!,
    couponShare: at < 0 ? 0 : share.coupon[at]!,
  });
  return { fare, fee, taxes, ancillaries, ...back };
}

export type TicketPart = ReturnType<typeof ticketPart>;
