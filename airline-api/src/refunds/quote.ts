import {
  ResultCode,
  type Currency,
  type RefundItem,
  type RefundLine,
  type RefundQuoteData,
  type RefundType,
  type UpstreamLanguage,
} from '@/lib/contract';
import type { OrderRow } from '../booking/lifecycle';
import { displayName } from '../booking/display-names';
import { loadBundles } from '../check-in/state';
import type { Db } from '../db/client';
import { fromFen } from '../domain/money';
import { resolveItems, type ResolvedItem } from '../order-changes/items';
import { flightStatuses } from '../routes/flight-status';
import type { Services } from '../services';
import { addOnOrders } from './later-add-ons';
import { paidByKey, paidByOf, type PaidBy } from './paid-by';
import { payoutBook, type Payout, type PayoutBook } from './payouts';
import { refundableNow, rootOrderOf, ticketPart, type TicketPart } from './ticket-part';

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

/** A ticket the refund takes, and the seat it holds (given up at submission). */
export type RefundTicket = { psgIndex: number; segIndex: number; flightId: string; seatNo: string | null };

export type PricedRefund = {
  data: RefundQuoteData;
  payouts: Payout[];
  tickets: RefundTicket[];
};

/**
 * Prices a refund of `items` of `order` (spec §7 /modAndRef/api/refund/; decision 23). Each line is
 * the item's ticket part (refunds/ticket-part.ts: the fare less the fee, the taxes, the add-ons bought with the
 * order, the deductions shared pro rata) and its add-ons bought in done add-on orders (insurance only before
 * departure). Amounts are in the order's pay currency, each part converted as the order's price parts are
 * (booking/price-parts.ts), so nothing comes back beyond what was paid; each paying order gets back its own share.
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
  const nowMs = s.clock.now();
  const involuntary = await involuntaryNow(db === s.db ? s : { ...s, db }, resolved, requestedType, language);

  // Who paid for each item: the ticket order it was booked on (or the addition that added the passenger), and the
  // fare differences of the date changes on the way (decision 23, "A changed ticket's refund").
  const paidBy = await paidByOf(
    db,
    order,
    resolved.map((r) => r.item),
  );
  const payerOf = (r: ResolvedItem) => paidBy.get(paidByKey(r.item.passengerId, r.item.segmentIndex))!;
  const rootRow = payerOf(resolved[0]!).root;
  const [rootBundle] = rootRow.orderNo === order.orderNo ? [bundle!] : await loadBundles(db, [rootRow]);
  const root = await rootOrderOf(db, rootRow, rootBundle!);
  const later = await addOnOrders(db, order.orderNo);
  // After a change, the add-ons bought later for the original ticket follow it (decision 46): they come back with
  // the new ticket, as the booking's add-ons do; those the change refunded carry their refund number already.
  const laterOfRoot = rootRow.orderNo === order.orderNo ? [] : await addOnOrders(db, rootRow.orderNo);

  const payCurrency = order.payCurrency;
  const payShares = root.sharesIn(payCurrency);
  const fenShares = payCurrency === 'CNY' ? payShares : root.sharesIn('CNY');
  const book = payoutBook();
  book.of(order);
  const lines: RefundLine[] = resolved.map((r) => {
    const ctx = { rootPsgIndex: payerOf(r).rootPsgIndex, involuntary, nowMs };
    const part = ticketPart(r, payCurrency, root, payShares, ctx);
    const fen = payCurrency === 'CNY' ? part.money : ticketPart(r, 'CNY', root, fenShares, ctx).money;
    payBack(book, payerOf(r), part, fen, payCurrency);
    // Add-ons bought after booking for this passenger and segment: back by their own order's payment.
    const own = laterAddOns(book, later, r.passenger.psgIndex, r, payCurrency, nowMs);
    const followed = laterAddOns(book, laterOfRoot, payerOf(r).rootPsgIndex, r, payCurrency, nowMs);
    const bought = { money: own.money + followed.money, points: own.points + followed.points };
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
      ancillaries: part.ancillaries + bought.money,
      total: part.money + bought.money,
      points: part.points + bought.points,
    };
  });

  const refundType: RefundType = involuntary ? 'INVOLUNTARY' : 'VOLUNTARY';
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
    payouts: book.all(),
    tickets: resolved.map((r) => ({
      psgIndex: r.ticket.psgIndex,
      segIndex: r.ticket.segIndex,
      flightId: r.segment.flightId,
      seatNo: r.ticket.seatNo,
    })),
  };
}

/** Involuntary only when asked so and every item's flight is delayed, cancelled or diverted now. */
async function involuntaryNow(
  s: Services,
  resolved: ResolvedItem[],
  requestedType: RefundType,
  language: UpstreamLanguage,
): Promise<boolean> {
  const flights = [...new Map(resolved.map((r) => [r.flight.flightId, r.flight])).values()];
  const statuses = await flightStatuses(s, flights, language);
  const hit = new Set(flights.filter((_, i) => INVOLUNTARY_STATUSES.has(statuses[i]!.status)).map((f) => f.flightId));
  return requestedType === 'INVOLUNTARY' && resolved.every((r) => hit.has(r.flight.flightId));
}

/**
 * An item's ticket money back by the orders that paid it: the fare part first by the date changes, newest first,
 * each up to the difference it was paid; what is left of the fare, the taxes and the add-ons by the order it was
 * booked on (or its addition), with the points. The fen (a wallet's) are split in the same proportion.
 */
function payBack(book: PayoutBook, payer: PaidBy, part: TicketPart, fen: number, payCurrency: Currency): void {
  let fareLeft = part.fee.onlyTaxes ? 0 : Math.max(0, part.money - part.taxes - part.ancillaries);
  let fenLeft = fen;
  let moneyLeft = part.money;
  for (const change of payer.changes) {
    const give = Math.min(fareLeft, change.difference);
    if (give <= 0) continue;
    const giveFen = payCurrency === 'CNY' ? give : Math.round((fen * give) / Math.max(1, part.money));
    const payout = book.of(change.order);
    payout.amount += give;
    payout.amountFen += giveFen;
    fareLeft -= give;
    moneyLeft -= give;
    fenLeft -= giveFen;
  }
  const rest = book.of(payer.addition ?? payer.root);
  rest.amount += moneyLeft;
  rest.amountFen += fenLeft;
  rest.points += part.points;
}

/** The item's add-ons bought in done add-on orders (for `psgIndex` there), each back by its own order; their money and points. */
function laterAddOns(
  book: PayoutBook,
  later: Awaited<ReturnType<typeof addOnOrders>>,
  psgIndex: number,
  r: ResolvedItem,
  payCurrency: Currency,
  nowMs: number,
): { money: number; points: number } {
  let money = 0;
  let points = 0;
  for (const { order: o, items: bought } of later) {
    const mine = bought.filter(
      (b) =>
        b.item.refundNo === null &&
        b.item.psgIndex === psgIndex &&
        b.item.segIndex === r.segment.segIndex &&
        refundableNow(b.item.kind, r.flight, nowMs),
    );
    if (mine.length === 0) continue;
    const payout = book.of(o);
    for (const b of mine) {
      payout.amount += b.money;
      payout.amountFen += b.moneyFen;
      payout.points += b.points;
      money += o.payCurrency === payCurrency ? b.money : fromFen(b.moneyFen, payCurrency);
      points += b.points;
    }
  }
  return { money, points };
}
