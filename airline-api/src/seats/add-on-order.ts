import { and, eq, gte, sql } from 'drizzle-orm';
import { OrderStatus, ResultCode, type ClaimAccount, type OrderAddOnKind, type UpstreamLanguage } from '@/lib/contract';
import { addOnSaleEndsAt } from '@/lib/domain/add-on-rules';
import { PAYMENT_WINDOW_MS, pointsValue } from '@/lib/domain/fee-rules';
import type { AddressEntry } from '@/lib/domain/member-book-rules';
import { isUniqueViolation } from '../account/members';
import { certificationOf } from '../account/real-name-gate';
import type { MemberRow } from '../account/tokens';
import { asDb } from '../booking/lifecycle';
import type { PriceFen } from '../booking/price-parts';
import { newOrderNo } from '../booking/reserve';
import type { Db } from '../db/client';
import { ancillarySession, bookingOrder, member, orderAncillary, pointsRecord, seatAssignment } from '../db/schema';
import { fromFen } from '../domain/money';
import { ApiError } from '../errors';
import type { Services } from '../services';
import type { CheckInRequestJson } from './add-on-order-view';
import { supersedeSeatOrders } from './one-seat-order';
import type { Line, ReserveBody } from './reserve-lines';
import { ADD_ON_ORDER_TYPE, type SeatSegment } from './segment';

/** What a reserve has checked and priced: its lines, their fen, the check-in asked, the claim account, the address. */
export type NewAddOnOrder = {
  lines: Line[];
  totalFen: number;
  checkIn: CheckInRequestJson | null;
  claim: ClaimAccount | null;
  mailingAddress: AddressEntry | null;
};

/** The booking's price parts know seats, not extra seats: an extra seat's fen is counted with the seats there. */
const partOf = (kind: OrderAddOnKind) => (kind === 'EXTRA_SEAT' ? 'SEAT' : kind);

function priceFenOf(lines: Line[], pointsFen: number, points: number): PriceFen {
  const ancillaries: PriceFen['ancillaries'] = {};
  for (const l of lines) ancillaries[partOf(l.kind)] = (ancillaries[partOf(l.kind)] ?? 0) + l.fen;
  return {
    ticketFare: 0,
    airportTax: 0,
    fuelTax: 0,
    otherTax: 0,
    ancillaries,
    couponDeduction: 0,
    pointsDeduction: pointsFen,
    pointsUsed: points,
    lines: { fares: [], ancillaries: lines.map((l) => ({ kind: partOf(l.kind), fen: l.fen })) },
  };
}

/**
 * The add-on order (type 3) of the parent order's segment, in one transaction that uses the offer's session up:
 * its items, the seats it holds (seat_assignment rows of the add-on order, freed when it expires) and the points
 * spent. Paid at once when nothing is due; otherwise it waits while every item is still on sale: 30 minutes, never
 * past the first item's sale end (decision 28). A seat taken meanwhile is SEAT_OCCUPIED.
 */
export async function createAddOnOrder(
  s: Services,
  seg: SeatSegment,
  sessionId: string,
  body: ReserveBody,
  language: UpstreamLanguage,
  buyer: MemberRow | null,
  { lines, totalFen, checkIn, claim, mailingAddress }: NewAddOnOrder,
  onCreated: ((tx: Db, orderNo: string) => Promise<void>) | undefined,
): Promise<{ orderNo: string; free: boolean }> {
  // Spec §6, §8: an expired real-name certification limits points until it is renewed (decision 65).
  if (buyer && body.points && (await certificationOf(s, buyer.id)).expired)
    throw new ApiError(ResultCode.REAL_NAME_EXPIRED);
  const total = lines.reduce((n, l) => n + l.price, 0);
  const pointsFen = pointsValue(body.points);
  const payAmount = total - Math.min(total, fromFen(pointsFen, body.currency));
  const now = s.clock.now();
  const orderNo = newOrderNo(now);
  const free = payAmount === 0;
  try {
    await s.db.transaction(async (raw) => {
      const tx = asDb(raw);
      const used = await tx
        .delete(ancillarySession)
        .where(eq(ancillarySession.id, sessionId))
        .returning({ id: ancillarySession.id });
      if (!used.length) throw new ApiError(ResultCode.ADD_ON_SESSION_EXPIRED, 'used meanwhile');
      // One seat order per passenger and segment waits at a time: the new pick supersedes theirs (issue 29 §1).
      const seatHolders = lines.filter((l) => l.kind === 'SEAT' && l.psgIndex !== null).map((l) => l.psgIndex!);
      await supersedeSeatOrders(tx, seg, seatHolders, now);
      await tx.insert(bookingOrder).values({
        orderNo,
        memberId: buyer?.id ?? seg.order.memberId,
        orderType: ADD_ON_ORDER_TYPE,
        status: free ? OrderStatus.PAID : OrderStatus.PENDING_PAYMENT,
        channelNo: seg.order.channelNo,
        payCurrency: body.currency,
        payAmount,
        priceFen: priceFenOf(lines, pointsFen, body.points),
        amountFen: Math.max(0, totalFen - pointsFen),
        pointsUsed: body.points,
        contact: seg.order.contact,
        contactMobile: seg.order.contactMobile,
        language,
        createdAt: new Date(now),
        paymentDeadline: new Date(
          Math.min(
            now + PAYMENT_WINDOW_MS,
            // The mailed itinerary has no sale end of its own (decision 30).
            ...lines.flatMap((l) => (l.kind === 'MAILING' ? [] : [addOnSaleEndsAt(l.kind, seg.flight.depUtcMs)])),
          ),
        ),
        paidAt: free ? new Date(now) : null,
        ticketing: free ? 'PENDING' : 'NOT_STARTED',
        parentOrderNo: seg.order.orderNo,
        parentSegIndex: seg.segIndex,
        checkInRequest: checkIn,
        claimAccount: claim,
        mailing: mailingAddress,
      });
      await insertItems(tx, seg, orderNo, lines);
      if (buyer && body.points) await spendPoints(tx, buyer, body.points, orderNo, now);
      if (onCreated) await onCreated(tx, orderNo);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(ResultCode.SEAT_OCCUPIED, 'seat taken meanwhile');
    throw err;
  }
  return { orderNo, free };
}

/** The order's items, and the seats it holds on the flight. */
async function insertItems(tx: Db, seg: SeatSegment, orderNo: string, lines: Line[]): Promise<void> {
  await tx.insert(orderAncillary).values(
    lines.map((l) => ({
      orderNo,
      kind: l.kind,
      psgIndex: l.psgIndex,
      // The mailed itinerary is the order's, not a segment's (as the booking's mailing is).
      segIndex: l.kind === 'MAILING' ? null : seg.segIndex,
      productCode: l.productCode,
      priceFen: l.fen,
      seatNo: l.seatNo,
    })),
  );
  const seats = lines.filter((l) => l.seatNo);
  if (seats.length)
    await tx.insert(seatAssignment).values(
      seats.map((l) => ({
        flightId: seg.flight.flightId,
        seatNo: l.seatNo!,
        orderNo,
        psgIndex: l.psgIndex!,
        withInfant: l.withInfant,
      })),
    );
}

/** The member's points, taken only while they still hold them, with a points record. */
async function spendPoints(tx: Db, buyer: MemberRow, points: number, orderNo: string, now: number): Promise<void> {
  const spent = await tx
    .update(member)
    .set({ points: sql`${member.points} - ${points}` })
    .where(and(eq(member.id, buyer.id), gte(member.points, points)))
    .returning({ id: member.id });
  if (!spent.length) throw new ApiError(ResultCode.POINTS_INVALID, 'pointsInsufficient');
  await tx.insert(pointsRecord).values({
    memberId: buyer.id,
    delta: -points,
    reason: 'SEAT_DEDUCTION',
    orderNo,
    createdAt: new Date(now),
  });
}
