import { OrderStatus } from '@/lib/contract';
import { PAYMENT_WINDOW_MS } from '@/lib/domain/fee-rules';
import type { OrderRow } from '../booking/order-row';
import type { PriceFen } from '../booking/price-parts';
import type { Db } from '../db/client';
import { bookingOrder, ticketingJob } from '../db/schema';
import { SALES_CUTOFF_MS } from '../domain/shopping';

/** A change's own order: its number and type, what is due and what it is priced at, its first flight's departure. */
export type ChildOrder = {
  orderNo: string;
  orderType: number;
  payAmount: number;
  priceFen: PriceFen;
  amountFen: number;
  firstDepMs: number;
};

/**
 * A change's own order (a date change's, type 2; an addition's, type 5) on its parent: the parent's member, channel,
 * currency, contact and language. With nothing due it is paid now and its ticketing job queued to run at once;
 * otherwise it waits for payment under the booking's rule (booking/reserve.ts): 30 minutes, and never past sales
 * close of its first flight.
 */
export async function insertChildOrder(tx: Db, parent: OrderRow, child: ChildOrder, now: number): Promise<void> {
  const free = child.payAmount === 0;
  await tx.insert(bookingOrder).values({
    orderNo: child.orderNo,
    memberId: parent.memberId,
    orderType: child.orderType,
    status: free ? OrderStatus.PAID : OrderStatus.PENDING_PAYMENT,
    channelNo: parent.channelNo,
    payCurrency: parent.payCurrency,
    payAmount: child.payAmount,
    priceFen: child.priceFen,
    amountFen: child.amountFen,
    pointsUsed: 0,
    contact: parent.contact,
    contactMobile: parent.contactMobile,
    language: parent.language,
    createdAt: new Date(now),
    paymentDeadline: new Date(Math.min(now + PAYMENT_WINDOW_MS, child.firstDepMs - SALES_CUTOFF_MS)),
    paidAt: free ? new Date(now) : null,
    ticketing: free ? 'PENDING' : 'NOT_STARTED',
    parentOrderNo: parent.orderNo,
  });
  if (free)
    await tx
      .insert(ticketingJob)
      .values({ orderNo: child.orderNo, status: 'PENDING', runAfter: new Date(now) })
      .onConflictDoNothing();
}
