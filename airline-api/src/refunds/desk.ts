import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  OrderStatus,
  ProductStatus,
  ResultCode,
  TicketStatus,
  type RefundApplication,
  type RefundItem,
} from '@/lib/contract';
import { addCalendarDays, addWorkingDays } from '@/lib/domain/change-refund-fees';
import { timesRestored } from '@/lib/domain/special-product-rules';
import { asDb } from '../booking/lifecycle';
import { releaseSeats } from '../booking/seat-inventory';
import { EXTRA_SEAT_PRODUCT } from '../check-in/state';
import { ADD_ON_ORDER_TYPE } from '../seats/segment';
import { giveBackExchangedFlight } from '../special-products/holdings';
import type { Db } from '../db/client';
import {
  bookingOrder,
  member,
  orderAncillary,
  orderPassenger,
  orderSegment,
  orderTicket,
  pointsRecord,
  refundApplication,
  refundRecord,
} from '../db/schema';
import { specialDayName } from '../domain/holidays';
import { localDate } from '../domain/time-zone';
import { ApiError } from '../errors';
import { queueRefundNotice } from '../notices/events';
import { retakeSeat, type FreedSeat } from '../order-changes/ticket-holds';
import type { Services } from '../services';
import { rejectAddOns } from './add-on-desk';
import { moveWallet } from '../wallet/ledger';
import type { Payout } from './payouts';
import { applicationByNo, type ApplicationRow } from './view';

/** Spec §9: the money arrives 7 to 15 working days after approval; with a printed itinerary 3 to 7 days. */
export const DUE_WORKING_DAYS = { from: 7, by: 15 } as const;
export const DUE_DAYS_WITH_ITINERARY = { from: 3, by: 7 } as const;

/** The mainland's public holidays and festivals the airline keeps (domain/holidays.ts) are not working days. */
const isHoliday = (isoDate: string) => specialDayName(isoDate, 'zh_CN') !== null;

/** The dates the money is due between, from the approval's date in the airline's zone. */
export function dueDates(approvedMs: number, mailedItinerary: boolean): { dueFrom: string; dueBy: string } {
  const day = localDate(approvedMs, 'Asia/Shanghai');
  if (mailedItinerary)
    return {
      dueFrom: addCalendarDays(day, DUE_DAYS_WITH_ITINERARY.from),
      dueBy: addCalendarDays(day, DUE_DAYS_WITH_ITINERARY.by),
    };
  return {
    dueFrom: addWorkingDays(day, DUE_WORKING_DAYS.from, isHoliday),
    dueBy: addWorkingDays(day, DUE_WORKING_DAYS.by, isHoliday),
  };
}

const notAt = (status: string) => new ApiError(ResultCode.BAD_REQUEST, `the application is ${status}`);

/** Moves the application from `from` to its next state in a conditional update; the row as it was, else an error. */
async function claim(
  tx: Db,
  refundNo: string,
  from: ApplicationRow['status'],
  set: Partial<typeof refundApplication.$inferInsert>,
): Promise<ApplicationRow> {
  const [row] = await tx
    .update(refundApplication)
    .set(set)
    .where(and(eq(refundApplication.refundNo, refundNo), eq(refundApplication.status, from)))
    .returning();
  if (row) return row;
  const [now] = await tx.select().from(refundApplication).where(eq(refundApplication.refundNo, refundNo));
  throw now ? notAt(now.status) : new ApiError(ResultCode.NOT_FOUND);
}

/** The application's tickets (by passenger index) moved from REFUNDING to a new status. */
async function setTickets(tx: Db, row: ApplicationRow, set: Partial<typeof orderTicket.$inferInsert>): Promise<void> {
  const passengers = await tx.select().from(orderPassenger).where(eq(orderPassenger.orderNo, row.orderNo));
  for (const item of row.items as RefundItem[]) {
    const p = passengers.find((x) => x.passengerId === item.passengerId);
    if (!p) continue;
    await tx
      .update(orderTicket)
      .set(set)
      .where(
        and(
          eq(orderTicket.orderNo, row.orderNo),
          eq(orderTicket.psgIndex, p.psgIndex),
          eq(orderTicket.segIndex, item.segmentIndex),
          eq(orderTicket.ticketStatus, TicketStatus.REFUNDING),
        ),
      );
  }
}

/**
 * The seats a paid-back ticket refund gives back to its flights' fare families: one for each refunded passenger who
 * took a seat (an infant rides on a lap and took none, as booking counts them), and one for each extra seat the
 * passenger bought on that flight after booking, which took a seat when applied (decision 30).
 */
async function releaseRefundedSeats(tx: Db, row: ApplicationRow): Promise<void> {
  // One after another: a transaction is one connection (node-postgres only queues a second query, deprecated).
  const passengers = await tx.select().from(orderPassenger).where(eq(orderPassenger.orderNo, row.orderNo));
  const segments = await tx.select().from(orderSegment).where(eq(orderSegment.orderNo, row.orderNo));
  const laterExtras = await tx
    .select({ psgIndex: orderAncillary.psgIndex, segIndex: orderAncillary.segIndex })
    .from(orderAncillary)
    .innerJoin(bookingOrder, eq(bookingOrder.orderNo, orderAncillary.orderNo))
    .where(
      and(
        eq(bookingOrder.parentOrderNo, row.orderNo),
        eq(bookingOrder.orderType, ADD_ON_ORDER_TYPE),
        // Applied ones only: a seat is taken when the order is applied (seats/apply.ts).
        eq(bookingOrder.status, OrderStatus.TICKETED),
        eq(orderAncillary.productCode, EXTRA_SEAT_PRODUCT),
        isNull(orderAncillary.refundNo),
      ),
    );
  for (const item of row.items as RefundItem[]) {
    const p = passengers.find((x) => x.passengerId === item.passengerId);
    const sg = segments.find((x) => x.segIndex === item.segmentIndex);
    if (!p || !sg) continue;
    const extras = laterExtras.filter((x) => x.psgIndex === p.psgIndex && x.segIndex === sg.segIndex).length;
    const seats = (p.type === 'INF' ? 0 : 1) + extras;
    if (seats > 0) await releaseSeats(tx, sg.flightId, sg.fareFamily, seats);
  }
}

/** Approves a submitted application: due dates from now (spec §9). */
export async function approveRefund(s: Services, refundNo: string): Promise<RefundApplication> {
  const [current] = await s.db.select().from(refundApplication).where(eq(refundApplication.refundNo, refundNo));
  if (!current) throw new ApiError(ResultCode.NOT_FOUND);
  const [order] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, current.orderNo));
  const now = s.clock.now();
  await s.db.transaction(async (raw) => {
    const tx = asDb(raw);
    const row = await claim(tx, refundNo, 'SUBMITTED', {
      status: 'APPROVED',
      approvedAt: new Date(now),
      ...dueDates(now, !!order?.mailing),
    });
    // The traveller is told with the approval, in its transaction (decision 47).
    await queueRefundNotice(tx, s, row, 'REFUND_APPROVED');
  });
  return (await applicationByNo(s.db, refundNo))!;
}

/**
 * Rejects a submitted application with the desk's reason: its tickets are issued and usable again, and each
 * seat given up at submission is taken back when it is still free (otherwise the ticket has no seat, and
 * check-in gives one).
 */
export async function rejectRefund(s: Services, refundNo: string, reason: string): Promise<RefundApplication> {
  await s.db.transaction(async (raw) => {
    const tx = asDb(raw);
    const row = await claim(tx, refundNo, 'SUBMITTED', {
      status: 'REJECTED',
      rejectedAt: new Date(s.clock.now()),
      rejectedReason: reason,
    });
    // Add-ons alone (decision 26): they can be refunded again, and a seat comes back when it can.
    if (row.kind === 'ADD_ON') return rejectAddOns(tx, row);
    await setTickets(tx, row, { ticketStatus: TicketStatus.ISSUED });
    for (const seat of row.seats as FreedSeat[]) {
      if (!(await retakeSeat(tx, seat)))
        await tx
          .update(orderTicket)
          .set({ seatNo: null })
          .where(
            and(
              eq(orderTicket.orderNo, seat.orderNo),
              eq(orderTicket.psgIndex, seat.psgIndex),
              eq(orderTicket.segIndex, seat.segIndex),
            ),
          );
    }
  });
  return (await applicationByNo(s.db, refundNo))!;
}

/**
 * Pays an approved application back by the original routes: its tickets are refunded (ticket 7 refund done,
 * product 4 refunded) and their seats go back on sale; each order paid for the items gets a refund record on its own payment (a wallet payment
 * credits the member's balance), and the points paid come back to the member with a points record.
 */
export async function payRefund(s: Services, refundNo: string): Promise<RefundApplication> {
  await s.db.transaction(async (raw) => {
    const tx = asDb(raw);
    const now = new Date(s.clock.now());
    const row = await claim(tx, refundNo, 'APPROVED', { status: 'PAID_BACK', paidAt: now });
    await queueRefundNotice(tx, s, row, 'REFUND_PAID');
    await setTickets(tx, row, { ticketStatus: TicketStatus.REFUND_DONE, productStatus: ProductStatus.REFUNDED });
    if (row.kind !== 'ADD_ON') await releaseRefundedSeats(tx, row);
    // A ticket exchanged with a card gives its flight back when refunded involuntarily (spec §9; decision 67).
    if (row.kind !== 'ADD_ON' && timesRestored(row.type) > 0)
      await giveBackExchangedFlight(tx, row.orderNo, now.getTime());
    for (const p of row.payouts as Payout[]) {
      if (p.amount > 0 && p.paymentId && p.channel) {
        await tx.insert(refundRecord).values({
          orderNo: p.orderNo,
          paymentId: p.paymentId,
          channel: p.channel,
          amount: p.amount,
          currency: p.currency,
          reason: 'REFUND_APPLICATION',
          refundNo,
          createdAt: now,
        });
        // The wallet keeps fen, as its payments debit them (booking/payments.ts payByWallet).
        // Through the wallet's ledger (decision 64), booked once per application, order and payment.
        if (p.channel === 'WALLET' && p.memberId)
          await moveWallet(tx, {
            memberId: p.memberId,
            amountFen: p.amountFen,
            kind: 'REFUND',
            reference: `${refundNo}:${p.orderNo}:${p.paymentId}`,
            nowMs: now.getTime(),
          });
      }
      if (p.points > 0 && p.memberId) {
        await tx
          .update(member)
          .set({ points: sql`${member.points} + ${p.points}` })
          .where(eq(member.id, p.memberId));
        await tx.insert(pointsRecord).values({
          memberId: p.memberId,
          delta: p.points,
          reason: 'ORDER_RETURN',
          orderNo: p.orderNo,
          createdAt: now,
        });
      }
    }
  });
  return (await applicationByNo(s.db, refundNo))!;
}
