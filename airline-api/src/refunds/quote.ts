import { and, eq, inArray } from 'drizzle-orm';
import {
  OrderStatus,
  ResultCode,
  type Currency,
  type RefundItem,
  type RefundLine,
  type RefundQuoteData,
  type RefundType,
  type UpstreamLanguage,
} from '@/lib/contract';
import { refundFee, refundMoney, shareProRata } from '@/lib/domain/change-refund-fees';
import { pointsValue } from '@/lib/domain/fee-rules';
import type { OrderRow } from '../booking/lifecycle';
import { displayName } from '../booking/display-names';
import type { PriceFen } from '../booking/price-parts';
import { loadBundles } from '../check-in/state';
import type { Db } from '../db/client';
import { bookingOrder, orderAncillary } from '../db/schema';
import type { FlightInstance } from '../domain/network';
import { fromFen } from '../domain/money';
import { resolveItems } from '../order-changes/items';
import { flightStatuses } from '../routes/flight-status';
import { paidByKey, paidByOf } from './paid-by';
import type { Services } from '../services';
import { ANCILLARY_ORDER_TYPE } from '../seats/segment';

/**
 * Flight statuses that make a refund involuntary (spec §4 "an involuntary refund request that does not meet the
 * conditions is converted to voluntary"): a delayed, cancelled, diverted or returned flight (spec §4 flight
 * dynamics names "diverted or returned" as one status).
 */
export const INVOLUNTARY_STATUSES = new Set(['DELAYED', 'CANCELLED', 'DIVERTED', 'RETURNED']);

/** The reasons each type offers (RefundReasonSchema; spec §5 'reason required'). */
export const REASONS_OF: Record<RefundType, Set<string>> = {
  VOLUNTARY: new Set(['PLAN_CHANGED', 'DUPLICATE_BOOKING', 'OTHER']),
  INVOLUNTARY: new Set(['FLIGHT_DELAYED', 'FLIGHT_CANCELLED', 'ILLNESS', 'OTHER']),
};

export type Channel = 'GATEWAY' | 'OCEAN' | 'WALLET';

/**
 * What goes back to one order paid for the items, by that order's own payment: the ticket order (fares, taxes,
 * add-ons bought at booking) and each done ancillary order (type 3) of the items' add-ons. `amount` is in the
 * order's currency; `amountFen` the same in fen (what a wallet, kept in fen, is credited); `points` go back to
 * the order's member.
 */
export type Payout = {
  orderNo: string;
  paymentId: string | null;
  channel: Channel | null;
  currency: Currency;
  amount: number;
  amountFen: number;
  points: number;
  memberId: string | null;
};

/** A ticket the refund takes, and the seat it holds (given up at submission). */
export type RefundTicket = { psgIndex: number; segIndex: number; flightId: string; seatNo: string | null };

export type PricedRefund = {
  data: RefundQuoteData;
  payouts: Payout[];
  tickets: RefundTicket[];
};

type AncillaryRow = typeof orderAncillary.$inferSelect;

/** An ancillary order's items with each one's share of the points that paid for it (in fen and in points). */
export function itemsWithPoints(o: OrderRow, items: AncillaryRow[]) {
  const fens = items.map((i) => i.priceFen);
  const totalFen = fens.reduce((n, f) => n + f, 0);
  const total = items.reduce((n, i) => n + fromFen(i.priceFen, o.payCurrency), 0);
  const pointsFen = Math.min(totalFen, pointsValue(o.pointsUsed));
  const pointsMoney = Math.min(total, fromFen(pointsValue(o.pointsUsed), o.payCurrency));
  const fenShares = shareProRata(pointsFen, fens);
  const moneyShares = shareProRata(pointsMoney, fens);
  const pointShares = shareProRata(o.pointsUsed, fens);
  return items.map((item, i) => ({
    item,
    moneyFen: item.priceFen - fenShares[i]!,
    money: fromFen(item.priceFen, o.payCurrency) - moneyShares[i]!,
    points: pointShares[i]!,
  }));
}

/** The done ancillary orders (type 3) of an order and their items: seats and add-ons bought after booking. */
export async function ancillaryOrders(db: Db, orderNo: string) {
  // Only done ones: a paid one not yet applied is settled by the ticketing worker, which refunds it whole when
  // its ticket is no longer usable (booking/ticketing.ts), so counting it here would pay it back twice.
  const orders = await db
    .select()
    .from(bookingOrder)
    .where(
      and(
        eq(bookingOrder.parentOrderNo, orderNo),
        eq(bookingOrder.orderType, ANCILLARY_ORDER_TYPE),
        eq(bookingOrder.status, OrderStatus.TICKETED),
      ),
    );
  if (orders.length === 0) return [];
  const items = await db
    .select()
    .from(orderAncillary)
    .where(
      inArray(
        orderAncillary.orderNo,
        orders.map((o) => o.orderNo),
      ),
    );
  return orders.map((o) => ({
    order: o,
    items: itemsWithPoints(
      o,
      items.filter((i) => i.orderNo === o.orderNo),
    ),
  }));
}

/**
 * Prices a refund of `items` of `order` (spec §7 /modAndRef/api/refund/; issue 14 §2; decision 23). Each line is
 * the fare less the fee of lib/domain/change-refund-fees (none when involuntary), the taxes, and the item's
 * add-ons (those bought with the order and in done ancillary orders; insurance only before departure). The
 * order's coupon and points deductions are shared over all its fares pro rata: the coupon share is kept, the
 * points share comes back as points, never as money. Amounts are in the order's pay currency, each part
 * converted as the order's price parts are (booking/price-parts.ts), so nothing comes back beyond what was paid.
 */
export async function priceRefund(
  s: Services,
  order: OrderRow,
  items: RefundItem[],
  requestedType: RefundType,
  language: UpstreamLanguage,
  db: Db = s.db,
): Promise<PricedRefund> {
  const [bundle] = await loadBundles(db, [order]);
  // Spec §4, §5: usable tickets, no check-in, a child with the guardian, the site's own channel.
  const resolved = resolveItems(s, bundle!, items, {
    notAllowed: ResultCode.REFUND_NOT_ALLOWED,
    guardian: ResultCode.REFUND_GUARDIAN_REQUIRED,
  });
  const now = s.clock.now();

  // Involuntary only when every item's flight is delayed, cancelled or diverted now; otherwise voluntary.
  const flights = [...new Map(resolved.map((r) => [r.flight.flightId, r.flight])).values()];
  const statuses = await flightStatuses(db === s.db ? s : { ...s, db }, flights, language);
  const hit = new Set(flights.filter((_, i) => INVOLUNTARY_STATUSES.has(statuses[i]!.status)).map((f) => f.flightId));
  const involuntary = requestedType === 'INVOLUNTARY' && resolved.every((r) => hit.has(r.flight.flightId));
  const refundType: RefundType = involuntary ? 'INVOLUNTARY' : 'VOLUNTARY';

  // Who paid for each item: the ticket order it was booked on (or the addition that added the passenger), and the
  // fare differences of the date changes on the way (decision 23, "A changed ticket's refund").
  const paidBy = await paidByOf(
    db,
    order,
    resolved.map((r) => r.item),
  );
  const payerOf = (r: (typeof resolved)[number]) => paidBy.get(paidByKey(r.item.passengerId, r.item.segmentIndex))!;
  const root = payerOf(resolved[0]!).root;
  const [rootBundle] = root.orderNo === order.orderNo ? [bundle!] : await loadBundles(db, [root]);

  // The root order's deductions over all its fares (every passenger and segment booked with it), pro rata. A child
  // or infant added later (issue 14 §3) was paid by its own addition order, which had no deductions.
  const added = new Set(rootBundle!.passengers.filter((p) => p.addedByOrderNo).map((p) => p.psgIndex));
  const all = rootBundle!.tickets
    .filter((t) => !added.has(t.psgIndex))
    .sort((a, b) => a.psgIndex - b.psgIndex || a.segIndex - b.segIndex);
  const weights = all.map((t) => t.fareFen);
  const price = root.priceFen as PriceFen;
  const pointsUsed = price.pointsUsed ?? root.pointsUsed;
  const shares = (currency: Currency) => ({
    coupon: shareProRata(fromFen(price.couponDeduction ?? 0, currency), weights),
    pointsMoney: shareProRata(fromFen(price.pointsDeduction ?? 0, currency), weights),
  });
  const pointShares = shareProRata(pointsUsed, weights);
  // Add-ons bought with the root order travel with the passenger through a change; insurance only before departure.
  const own = await db.select().from(orderAncillary).where(eq(orderAncillary.orderNo, root.orderNo));
  const later = await ancillaryOrders(db, order.orderNo);
  const insured = (kind: string, flight: FlightInstance) => kind !== 'INSURANCE' || now < flight.depUtcMs;

  /** One item's ticket money and points in `currency` (the line, or its fen for a wallet). */
  const parentPart = (r: (typeof resolved)[number], currency: Currency, share: ReturnType<typeof shares>) => {
    const c = (fen: number) => fromFen(fen, currency);
    const psgIndex = payerOf(r).rootPsgIndex;
    const at = all.findIndex((t) => t.psgIndex === psgIndex && t.segIndex === r.ticket.segIndex);
    const fare = c(r.ticket.fareFen);
    const fee = involuntary
      ? { fee: 0, rate: null, onlyTaxes: false }
      : refundFee({
          type: r.passenger.type,
          fareFamily: r.segment.fareFamily,
          fareMinor: fare,
          depMs: r.flight.depUtcMs,
          nowMs: now,
        });
    const taxes = c(r.ticket.airportTaxFen) + c(r.ticket.fuelTaxFen) + c(r.ticket.otherTaxFen);
    const ancillaries = own
      // An add-on refunded alone (decision 26) has come back already.
      .filter(
        (a) =>
          a.refundNo === null &&
          a.psgIndex === psgIndex &&
          a.segIndex === r.segment.segIndex &&
          insured(a.kind, r.flight),
      )
      .reduce((n, a) => n + c(a.priceFen), 0);
    const back = refundMoney({
      fare,
      fee: fee.fee,
      onlyTaxes: fee.onlyTaxes,
      taxes,
      ancillaries,
      pointsShareMoney: at < 0 ? 0 : share.pointsMoney[at]!,
      pointsShare: at < 0 ? 0 : pointShares[at]!,
      couponShare: at < 0 ? 0 : share.coupon[at]!,
    });
    return { fare, fee, taxes, ancillaries, ...back };
  };

  const payCurrency = order.payCurrency;
  const payShares = shares(payCurrency);
  const fenShares = payCurrency === 'CNY' ? payShares : shares('CNY');
  const payouts = new Map<string, Payout>();
  const payoutFor = (o: OrderRow): Payout => {
    const payout = payouts.get(o.orderNo) ?? {
      orderNo: o.orderNo,
      paymentId: o.paymentId,
      channel: o.paymentChannel,
      currency: o.payCurrency,
      amount: 0,
      amountFen: 0,
      points: 0,
      memberId: o.memberId,
    };
    payouts.set(o.orderNo, payout);
    return payout;
  };
  payoutFor(order);
  /**
   * An item's ticket money back by the orders that paid it: the fare part first by the date changes, newest first,
   * each up to the difference it was paid; what is left of the fare, the taxes and the add-ons by the order it was
   * booked on (or its addition), with the points. The fen (a wallet's) are split in the same proportion.
   */
  const payBack = (r: (typeof resolved)[number], part: ReturnType<typeof parentPart>, fen: number) => {
    const payer = payerOf(r);
    let fareLeft = part.fee.onlyTaxes ? 0 : Math.max(0, part.money - part.taxes - part.ancillaries);
    let fenLeft = fen;
    let moneyLeft = part.money;
    for (const change of payer.changes) {
      const give = Math.min(fareLeft, change.difference);
      if (give <= 0) continue;
      const giveFen = payCurrency === 'CNY' ? give : Math.round((fen * give) / Math.max(1, part.money));
      const payout = payoutFor(change.order);
      payout.amount += give;
      payout.amountFen += giveFen;
      fareLeft -= give;
      moneyLeft -= give;
      fenLeft -= giveFen;
    }
    const rest = payoutFor(payer.addition ?? payer.root);
    rest.amount += moneyLeft;
    rest.amountFen += fenLeft;
    rest.points += part.points;
  };
  const laterPayouts = payouts;
  const lines: RefundLine[] = resolved.map((r) => {
    const part = parentPart(r, payCurrency, payShares);
    payBack(r, part, payCurrency === 'CNY' ? part.money : parentPart(r, 'CNY', fenShares).money);
    // Add-ons bought after booking for this passenger and segment: back by their own order's payment.
    let laterMoney = 0;
    let laterPoints = 0;
    for (const { order: o, items: bought } of later) {
      const mine = bought.filter(
        (b) =>
          b.item.refundNo === null &&
          b.item.psgIndex === r.passenger.psgIndex &&
          b.item.segIndex === r.segment.segIndex &&
          insured(b.item.kind, r.flight),
      );
      if (mine.length === 0) continue;
      const payout = laterPayouts.get(o.orderNo) ?? {
        orderNo: o.orderNo,
        paymentId: o.paymentId,
        channel: o.paymentChannel,
        currency: o.payCurrency,
        amount: 0,
        amountFen: 0,
        points: 0,
        memberId: o.memberId,
      };
      for (const b of mine) {
        payout.amount += b.money;
        payout.amountFen += b.moneyFen;
        payout.points += b.points;
        laterMoney += o.payCurrency === payCurrency ? b.money : fromFen(b.moneyFen, payCurrency);
        laterPoints += b.points;
      }
      laterPayouts.set(o.orderNo, payout);
    }
    return {
      passengerId: r.passenger.passengerId,
      segmentIndex: r.segment.segIndex,
      passengerType: r.passenger.type,
      name: displayName(r.passenger),
      fare: part.fare,
      fee: part.fee.fee,
      feeRate: part.fee.onlyTaxes ? null : part.fee.rate,
      onlyTaxes: part.fee.onlyTaxes,
      taxes: part.taxes,
      ancillaries: part.ancillaries + laterMoney,
      total: part.money + laterMoney,
      points: part.points + laterPoints,
    };
  });

  return {
    data: {
      currency: payCurrency,
      requestedType,
      refundType,
      converted: requestedType === 'INVOLUNTARY' && !involuntary,
      lines,
      totalAmount: lines.reduce((n, l) => n + l.total, 0),
      totalPoints: lines.reduce((n, l) => n + l.points, 0),
      channel: order.paymentChannel ?? 'GATEWAY',
    },
    payouts: [...payouts.values()],
    tickets: resolved.map((r) => ({
      psgIndex: r.ticket.psgIndex,
      segIndex: r.ticket.segIndex,
      flightId: r.segment.flightId,
      seatNo: r.ticket.seatNo,
    })),
  };
}
