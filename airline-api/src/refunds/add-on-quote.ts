import { asc, eq, inArray } from 'drizzle-orm';
import {
  ResultCode,
  type BookingAddOnKind,
  type AddOnRefundBlock,
  type AddOnRefundItem,
  type AddOnRefundLine,
  type AddOnRefundQuoteData,
  type Currency,
  type UpstreamLanguage,
} from '@/lib/contract';
import type { OrderRow } from '../booking/lifecycle';
import { displayName } from '../booking/display-names';
import { productName } from '../booking/product-names';
import { EXTRA_SEAT_PRODUCT, activeCheckIn, loadBundles, usableTicket } from '../check-in/state';
import type { Db } from '../db/client';
import { orderAncillary, refundApplication } from '../db/schema';
import { fromFen } from '../domain/money';
import { ApiError } from '../errors';
import { OWN_CHANNELS } from '../order-changes/items';
import type { Services } from '../services';
import { ADD_ON_ORDER_TYPE } from '../seats/segment';
import { addOnBlock, refundClosesAt } from './add-on-rules';
import { addOnOrders } from './later-add-ons';
import { payoutBook, type Channel, type Payout } from './payouts';

type AddOnRow = typeof orderAncillary.$inferSelect;

/**
 * One add-on of an order as a refund of it alone reads it (decision 26): the row, the order that paid for it and
 * what comes back by that order (`money` in its own currency, `moneyFen`, `points`), its line in the ticket
 * order's currency, its block and window.
 */
export type OrderAddOn = {
  row: AddOnRow;
  paidBy: OrderRow;
  money: number;
  moneyFen: number;
  points: number;
  line: AddOnRefundLine;
  block: AddOnRefundBlock | null;
  closesAt: number | null;
  /** The passenger's index and the segment (the ticket's key), and the seat's flight, when for a passenger. */
  psgIndex: number | null;
  segIndex: number | null;
  flightId: string | null;
};

/** Where each block sends a refusal of the quote or the commit. */
const REFUSAL: Record<AddOnRefundBlock, Exclude<ResultCode, '0'>> = {
  REFUNDING: ResultCode.ADD_ON_REFUND_IN_PROGRESS,
  REFUNDED: ResultCode.ADD_ON_REFUND_IN_PROGRESS,
  OTHER_CHANNEL: ResultCode.ORDER_OTHER_CHANNEL,
  TICKET_NOT_USABLE: ResultCode.ADD_ON_REFUND_NOT_ALLOWED,
  CHECKED_IN: ResultCode.REFUND_CHECKED_IN,
  SEAT_NOT_HELD: ResultCode.ADD_ON_REFUND_NOT_ALLOWED,
  TOO_LATE: ResultCode.ADD_ON_REFUND_CLOSED,
};

export const refusalOf = (block: AddOnRefundBlock, detail: string) => new ApiError(REFUSAL[block], detail);

/** Where the applications of these add-ons stand: REFUNDING until paid back, then REFUNDED (a rejection clears it). */
async function refundStates(db: Db, refundNos: string[]): Promise<Map<string, 'REFUNDING' | 'REFUNDED'>> {
  if (refundNos.length === 0) return new Map();
  const rows = await db
    .select({ refundNo: refundApplication.refundNo, status: refundApplication.status })
    .from(refundApplication)
    .where(inArray(refundApplication.refundNo, refundNos));
  return new Map(rows.map((r) => [r.refundNo, r.status === 'PAID_BACK' ? 'REFUNDED' : 'REFUNDING']));
}

/**
 * The add-ons of a ticket order (or a rescheduled one) that a refund of them alone could name, in the order they
 * were bought: its own items (bought with the booking) and the items of its done add-on orders (type 3, bought
 * later; a paid one not yet applied is the ticketing worker's to settle). An extra occupied seat is not among
 * them: it is the ticket's, and comes back with it. The money of each is what it cost, less its share of the
 * points that paid its add-on order (refunds/later-add-ons.ts itemsWithPoints), which comes back as points; add-ons
 * bought with the booking were paid in money alone (the order's coupon and points are shared over its fares).
 * An add-on order itself is NOT_FOUND, as for seats (decision 22).
 */
export async function orderAddOns(
  s: Services,
  order: OrderRow,
  language: UpstreamLanguage,
  db: Db = s.db,
): Promise<{ currency: Currency; addOns: OrderAddOn[] }> {
  if (order.orderType === ADD_ON_ORDER_TYPE) throw new ApiError(ResultCode.NOT_FOUND, 'an add-on order');
  const [bundle] = await loadBundles(db, [order]);
  const own = await db
    .select()
    .from(orderAncillary)
    .where(eq(orderAncillary.orderNo, order.orderNo))
    .orderBy(asc(orderAncillary.id));
  const later = await addOnOrders(db, order.orderNo);
  const currency = order.payCurrency;
  const now = s.clock.now();
  const states = await refundStates(db, [
    ...new Set([...own, ...later.flatMap((l) => l.items.map((i) => i.item))].flatMap((r) => r.refundNo ?? [])),
  ]);
  const ownChannel = OWN_CHANNELS.has(order.channelNo);
  const flights = bundle!.segments.map((sg) => ({ segIndex: sg.segIndex, flight: s.network.flight(sg.flightId) }));
  const firstDeparture = Math.min(...flights.map((f) => f.flight?.depUtcMs ?? Infinity));
  // Seats bought later, newest last: the latest of a passenger and segment is the one the ticket holds now.
  const laterSeats = later
    .flatMap((l) => l.items.map((i) => i.item))
    .filter((i) => i.kind === 'SEAT' && i.seatNo)
    .sort((a, b) => a.id - b.id);

  const addOn = (row: AddOnRow, paidBy: OrderRow, money: number, moneyFen: number, points: number): OrderAddOn => {
    const kind = row.kind as BookingAddOnKind;
    const passenger = bundle!.passengers.find((p) => p.psgIndex === row.psgIndex) ?? null;
    const segIndex = row.segIndex;
    const segment = bundle!.segments.find((sg) => sg.segIndex === segIndex) ?? null;
    const flight = segment ? s.network.flight(segment.flightId) : undefined;
    const perPassenger = row.psgIndex !== null && segIndex !== null;
    const ticket = perPassenger
      ? bundle!.tickets.find((t) => t.psgIndex === row.psgIndex && t.segIndex === segIndex)
      : undefined;
    const mine = laterSeats.filter((x) => x.psgIndex === row.psgIndex && x.segIndex === segIndex);
    const seatNo = kind !== 'SEAT' ? null : row.orderNo === order.orderNo ? (ticket?.seatNo ?? null) : row.seatNo;
    const seatHeld =
      kind === 'SEAT' &&
      !!ticket?.seatNo &&
      (row.orderNo === order.orderNo ? mine.length === 0 : mine[mine.length - 1]?.id === row.id) &&
      ticket.seatNo === seatNo;
    const departure = kind === 'MAILING' ? firstDeparture : (flight?.depUtcMs ?? -Infinity);
    const closesAt = Number.isFinite(departure) ? refundClosesAt(kind, departure) : null;
    const block = addOnBlock(
      {
        kind,
        refund: row.refundNo ? (states.get(row.refundNo) ?? 'REFUNDING') : null,
        ownChannel,
        perPassenger,
        ticketUsable: usableTicket(ticket),
        checkedIn: perPassenger && !!activeCheckIn(bundle!, row.psgIndex!, segIndex!),
        seatHeld,
        closesAt: closesAt ?? -Infinity,
      },
      now,
    );
    return {
      row,
      paidBy,
      money,
      moneyFen,
      points,
      line: {
        addOnId: String(row.id),
        paidByOrderNo: paidBy.orderNo,
        kind,
        productCode: row.productCode,
        name: productName(kind, row.productCode, language),
        passengerId: passenger?.passengerId ?? null,
        passengerName: passenger ? displayName(passenger) : null,
        segmentIndex: segIndex,
        seatNo: seatHeld || row.orderNo !== order.orderNo ? seatNo : null,
        amount: paidBy.payCurrency === currency ? money : fromFen(moneyFen, currency),
        points,
      },
      block,
      closesAt,
      psgIndex: perPassenger ? row.psgIndex : null,
      segIndex: perPassenger ? segIndex : null,
      flightId: segment?.flightId ?? null,
    };
  };

  const addOns = [
    ...own
      .filter((row) => row.productCode !== EXTRA_SEAT_PRODUCT)
      .map((row) => addOn(row, order, fromFen(row.priceFen, currency), row.priceFen, 0)),
    ...later.flatMap(({ order: paidBy, items }) =>
      items
        .filter((i) => i.item.productCode !== EXTRA_SEAT_PRODUCT)
        .map((i) => addOn(i.item, paidBy, i.money, i.moneyFen, i.points)),
    ),
  ];
  return { currency, addOns };
}

/** An add-on as the refund page lists it (contract AddOnRefundItem). */
export function itemView(a: OrderAddOn): AddOnRefundItem {
  return {
    ...a.line,
    block: a.block,
    refundableUntil: a.closesAt === null ? null : new Date(a.closesAt).toISOString(),
    refundNo: a.row.refundNo,
  };
}

export type PricedAddOnRefund = {
  data: AddOnRefundQuoteData;
  /** What goes back to each order that paid for the add-ons, by its own payment (as a ticket refund's). */
  payouts: Payout[];
  addOns: OrderAddOn[];
};

/**
 * Prices a refund of these add-ons alone (spec §7 /modAndRef/api/refund/ancillary; decision 26): each named once
 * (BAD_REQUEST), of this order (NOT_FOUND), and refundable now (its block's code, the order's channel first). No
 * fee: every add-on gives back all the money it took, and its points as points. The payouts add up per paying
 * order: the ticket order for what came with the booking, each add-on order for what it sold.
 */
export async function priceAddOnRefund(
  s: Services,
  order: OrderRow,
  addOnIds: string[],
  language: UpstreamLanguage,
  db: Db = s.db,
): Promise<PricedAddOnRefund> {
  if (!OWN_CHANNELS.has(order.channelNo)) throw new ApiError(ResultCode.ORDER_OTHER_CHANNEL);
  if (new Set(addOnIds).size !== addOnIds.length) throw new ApiError(ResultCode.BAD_REQUEST, 'add-on repeated');
  const { currency, addOns } = await orderAddOns(s, order, language, db);
  const chosen = addOnIds.map((id) => {
    const found = addOns.find((a) => a.line.addOnId === id);
    if (!found) throw new ApiError(ResultCode.NOT_FOUND, 'add-on');
    return found;
  });
  for (const a of chosen) if (a.block) throw refusalOf(a.block, a.line.addOnId);

  const book = payoutBook();
  for (const a of chosen) {
    const payout = book.of(a.paidBy);
    payout.amount += a.money;
    payout.amountFen += a.moneyFen;
    payout.points += a.points;
  }
  const lines = chosen.map((a) => a.line);
  // The route most of the money goes back by; points alone go back by the ticket order's.
  const biggest = book
    .all()
    .filter((p): p is Payout & { channel: Channel } => p.channel !== null && p.amount > 0)
    .sort((a, b) => b.amountFen - a.amountFen)[0];
  return {
    data: {
      currency,
      lines,
      totalAmount: lines.reduce((n, l) => n + l.amount, 0),
      totalPoints: lines.reduce((n, l) => n + l.points, 0),
      channel: biggest?.channel ?? order.paymentChannel ?? 'GATEWAY',
    },
    payouts: book.all(),
    addOns: chosen,
  };
}
