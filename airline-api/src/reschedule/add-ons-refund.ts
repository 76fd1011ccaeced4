import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AddOnRefundLine, BookingAddOnKind } from '@/lib/contract';
import { displayName } from '../booking/display-names';
import type { OrderRow } from '../booking/order-row';
import { productName } from '../booking/product-names';
import type { Db } from '../db/client';
import { bookingOrder, orderAncillary, orderPassenger, refundApplication } from '../db/schema';
import { fromFen } from '../domain/money';
import { dueDates } from '../refunds/desk';
import { newRefundNo } from '../refunds/file-application';
import { itemsWithPoints } from '../refunds/later-add-ons';
import { payoutBook, type Channel, type Payout } from '../refunds/payouts';
import { ADD_ON_ORDER_TYPE } from '../seats/segment';
import type { Services } from '../services';

type AddOnRow = typeof orderAncillary.$inferSelect;

/** An add-on a change could not carry to the new flight (decision 46), and whom it was for. */
export type NotFollowed = { row: AddOnRow; passengerId: string; seatNo: string | null };

/** What came back, per paying order's share: in its own currency and fen, and its points (as decision 26 reads it). */
async function shareOf(tx: Db, row: AddOnRow, paidBy: OrderRow) {
  if (paidBy.orderType !== ADD_ON_ORDER_TYPE)
    return { money: fromFen(row.priceFen, paidBy.payCurrency), moneyFen: row.priceFen, points: 0 };
  const items = await tx.select().from(orderAncillary).where(eq(orderAncillary.orderNo, paidBy.orderNo));
  const mine = itemsWithPoints(paidBy, items).find((i) => i.item.id === row.id)!;
  return { money: mine.money, moneyFen: mine.moneyFen, points: mine.points };
}

/**
 * The add-ons a change could not carry are refunded in full in one add-on refund application of the ticket order
 * (decision 26's kind ADD_ON, its lines and payouts per paying order), approved at once: the airline's change, not
 * the traveller's wish, so nothing is asked and no desk decides; the desk's pay-back then moves the money and the
 * ledger reads it as any add-on refund. Each add-on is marked with the application (refund_no), so neither the ticket
 * refund nor a refund of it alone counts it again. Answers the application's number and each add-on's amount.
 */
export async function refundNotFollowed(
  s: Services,
  tx: Db,
  ticketOrderNo: string,
  list: NotFollowed[],
): Promise<{ refundNo: string | null; amountOf: Map<number, number> }> {
  const amountOf = new Map<number, number>();
  if (list.length === 0) return { refundNo: null, amountOf };
  const payers = [...new Set([ticketOrderNo, ...list.map((n) => n.row.orderNo)])];
  const orders = await tx.select().from(bookingOrder).where(inArray(bookingOrder.orderNo, payers));
  const order = orders.find((o) => o.orderNo === ticketOrderNo)!;
  const passengers = await tx.select().from(orderPassenger).where(eq(orderPassenger.orderNo, ticketOrderNo));
  const language = order.language;
  const currency = order.payCurrency;
  const nowMs = s.clock.now();
  const refundNo = newRefundNo(nowMs);
  const book = payoutBook();
  const lines: AddOnRefundLine[] = [];
  for (const n of list) {
    const paidBy = orders.find((o) => o.orderNo === n.row.orderNo)!;
    const share = await shareOf(tx, n.row, paidBy);
    const payout = book.of(paidBy);
    payout.amount += share.money;
    payout.amountFen += share.moneyFen;
    payout.points += share.points;
    const passenger = passengers.find((p) => p.passengerId === n.passengerId);
    const kind = n.row.kind as BookingAddOnKind;
    const amount = paidBy.payCurrency === currency ? share.money : fromFen(share.moneyFen, currency);
    amountOf.set(n.row.id, amount);
    lines.push({
      addOnId: String(n.row.id),
      paidByOrderNo: paidBy.orderNo,
      kind,
      productCode: n.row.productCode,
      name: productName(kind, n.row.productCode, language),
      passengerId: n.passengerId,
      passengerName: passenger ? displayName(passenger) : null,
      segmentIndex: n.row.segIndex,
      seatNo: n.seatNo,
      amount,
      points: share.points,
    });
  }
  const marked = await tx
    .update(orderAncillary)
    .set({ refundNo })
    .where(
      and(
        inArray(
          orderAncillary.id,
          list.map((n) => n.row.id),
        ),
        isNull(orderAncillary.refundNo),
      ),
    )
    .returning({ id: orderAncillary.id });
  // Read in this transaction with refund_no empty: nothing else can have marked them meanwhile.
  if (marked.length !== list.length) throw new Error('an add-on was refunded meanwhile');
  const biggest = book
    .all()
    .filter((p): p is Payout & { channel: Channel } => p.channel !== null && p.amount > 0)
    .sort((a, b) => b.amountFen - a.amountFen)[0];
  const now = new Date(nowMs);
  await tx.insert(refundApplication).values({
    refundNo,
    orderNo: ticketOrderNo,
    memberId: order.memberId,
    status: 'APPROVED',
    kind: 'ADD_ON',
    type: 'INVOLUNTARY',
    requestedType: 'INVOLUNTARY',
    reason: 'OTHER',
    note: '',
    items: [],
    lines: [],
    addOns: lines,
    seats: [],
    payouts: book.all(),
    currency,
    amount: lines.reduce((sum, l) => sum + l.amount, 0),
    points: lines.reduce((sum, l) => sum + l.points, 0),
    channel: biggest?.channel ?? order.paymentChannel ?? 'GATEWAY',
    submittedAt: now,
    approvedAt: now,
    ...dueDates(nowMs, false),
  });
  return { refundNo, amountOf };
}
