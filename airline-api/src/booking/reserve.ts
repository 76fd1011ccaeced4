import { randomInt, randomUUID } from 'node:crypto';
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  OrderStatus,
  ProductStatus,
  ResultCode,
  TicketStatus,
  type ReserveData,
  type UpstreamLanguage,
} from '@/lib/contract';
import { PAYMENT_WINDOW_MS } from '@/lib/domain/fee-rules';
import { canSaveAnother } from '@/lib/domain/saved-passenger-rules';
import { isUniqueViolation } from '../account/members';
import { sha256 } from '../account/secrets';
import type { MemberRow } from '../account/tokens';
import {
  bookingOrder,
  member,
  memberCoupon,
  orderAncillary,
  orderPassenger,
  orderSegment,
  orderTicket,
  pointsRecord,
  savedPassenger,
  seatAssignment,
} from '../db/schema';
import { SALES_CUTOFF_MS } from '../domain/shopping';
import { localDate } from '../domain/time-zone';
import { ApiError } from '../errors';
import { oncePerKey, recordKey } from '../order-changes/idempotency';
import type { Services } from '../services';
import { checkHolds } from './hold-limits';
import { asDb } from './lifecycle';
import { pricePartsIn, type PriceFen } from './price-parts';
import { quoteBooking, type Quote, type ReserveInput } from './quote';
import { takeSeats } from './seat-inventory';
import { storedPassenger } from './stored-passenger';

/** `YQ` + the Beijing date + 8 random digits: 16 digits, not guessable from its neighbours. */
export function newOrderNo(nowMs: number): string {
  const day = localDate(nowMs, 'Asia/Shanghai').replaceAll('-', '');
  return `YQ${day}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

async function answerFor(s: Services, orderNo: string): Promise<ReserveData> {
  const [o] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
  if (!o) throw new ApiError(ResultCode.INTERNAL, 'order of an idempotency key is gone');
  return {
    orderNo,
    orderStatus: o.status,
    paymentDeadline: o.paymentDeadline.toISOString(),
    price: pricePartsIn(o.priceFen as PriceFen, o.payCurrency),
  };
}

/**
 * POST reserve: idempotent by key; holds seats until the payment deadline; never oversells. Given the visitor's address
 * (as limits count it: holderAddress), never beyond what it, the member and the contact phone may hold unpaid
 * (decision 51); without one (the sandbox's own callers, the seed) the order is not held to those limits.
 */
export async function reserve(
  s: Services,
  body: ReserveInput,
  buyer: MemberRow | null,
  key: string,
  language: UpstreamLanguage = 'zh_CN',
  address: string | null = null,
): Promise<ReserveData> {
  const hash = sha256(JSON.stringify({ body, memberId: buyer?.id ?? null }));
  const orderNo = await oncePerKey(s, key, hash, 'orderNo', async () => {
    const quote = await quoteBooking(s, body, buyer);
    const made = await createOrder(s, body, buyer, quote, language, address);
    await recordKey(s.db, key, 'orderNo', made);
    return made;
  });
  return answerFor(s, orderNo);
}

async function createOrder(
  s: Services,
  body: ReserveInput,
  buyer: MemberRow | null,
  q: Quote,
  language: UpstreamLanguage,
  address: string | null,
): Promise<string> {
  const now = s.clock.now();
  const firstDep = q.segments[0]!.flight.depUtcMs;
  const deadline = Math.min(now + PAYMENT_WINDOW_MS, firstDep - SALES_CUTOFF_MS);
  const orderNo = newOrderNo(now);
  const seatedCount = body.passengers.filter((p) => p.type !== 'INF').length;
  try {
    await s.db.transaction(async (tx) => {
      const flightIds = q.segments.map((sg) => sg.flight.flightId);
      const holders = address && { address, memberId: buyer?.id ?? null, mobile: body.contact.mobile };
      if (holders) await checkHolds(asDb(tx), holders, flightIds, seatedCount, now);
      await tx.insert(bookingOrder).values({
        orderNo,
        memberId: buyer?.id ?? null,
        orderType: 1,
        status: OrderStatus.PENDING_PAYMENT,
        channelNo: body.channelNo,
        payCurrency: body.currency,
        payAmount: q.payAmount,
        priceFen: q.priceFen,
        amountFen: q.amountFen,
        pointsUsed: q.deductions.points,
        contact: body.contact,
        contactMobile: body.contact.mobile,
        visitorAddress: address,
        language,
        mailing: body.ancillaries.mailing ?? null,
        createdAt: new Date(now),
        paymentDeadline: new Date(deadline),
      });
      for (const sg of q.segments) {
        if (!(await takeSeats(asDb(tx), sg.flight, sg.family, seatedCount)))
          throw new ApiError(ResultCode.NO_INVENTORY, sg.flight.flightId);
      }
      await tx.insert(orderSegment).values(
        q.segments.map((sg) => ({
          orderNo,
          segIndex: sg.segIndex,
          flightId: sg.flight.flightId,
          fareFamily: sg.family,
          seats: seatedCount,
        })),
      );
      const ids = body.passengers.map(() => randomUUID());
      await tx.insert(orderPassenger).values(
        body.passengers.map((p, i) => {
          const guardian = q.guardians[i];
          return {
            orderNo,
            psgIndex: i,
            passengerId: ids[i]!,
            type: p.type,
            ...storedPassenger(p),
            // The chosen guardian of a child or infant (decision 50).
            guardianPassengerId: guardian === null || guardian === undefined ? null : ids[guardian]!,
          };
        }),
      );
      const seatOf = (p: number, sg: number) =>
        q.seats.find((x) => x.psgIndex === p && x.segIndex === sg)?.seatNo ?? null;
      await tx.insert(orderTicket).values(
        q.fares.flatMap((perSeg, p) =>
          perSeg.map((f, sg) => ({
            orderNo,
            psgIndex: p,
            segIndex: sg,
            fareFen: f.fare,
            airportTaxFen: f.airportTax,
            fuelTaxFen: f.fuelTax,
            otherTaxFen: f.otherTax,
            ticketStatus: TicketStatus.PENDING_ISSUE,
            productStatus: ProductStatus.AWAITING_TICKETING,
            seatNo: seatOf(p, sg),
          })),
        ),
      );
      if (q.lines.length) await tx.insert(orderAncillary).values(q.lines.map((l) => ({ orderNo, ...l })));
      if (q.seats.length)
        await tx.insert(seatAssignment).values(
          q.seats.map((x) => ({
            flightId: x.flightId,
            seatNo: x.seatNo,
            orderNo,
            psgIndex: x.psgIndex,
            withInfant: x.withInfant,
          })),
        );
      if (buyer) await spendDeductions(asDb(tx), buyer, orderNo, q, now);
      if (buyer) await savePassengers(asDb(tx), buyer.id, body, now);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(ResultCode.SEAT_OCCUPIED, 'seat taken meanwhile');
    throw err;
  }
  return orderNo;
}

async function spendDeductions(tx: ReturnType<typeof asDb>, buyer: MemberRow, orderNo: string, q: Quote, now: number) {
  const { couponIds, points } = q.deductions;
  if (couponIds.length) {
    const used = await tx
      .update(memberCoupon)
      .set({ status: 'USED', usedOrderNo: orderNo })
      .where(
        and(inArray(memberCoupon.id, couponIds), eq(memberCoupon.memberId, buyer.id), eq(memberCoupon.status, 'INI')),
      )
      .returning({ id: memberCoupon.id });
    if (used.length !== couponIds.length) throw new ApiError(ResultCode.COUPON_NOT_USABLE, 'used meanwhile');
  }
  if (couponIds.length || points) {
    const spent = await tx
      .update(member)
      .set({
        points: sql`${member.points} - ${points}`,
        coupons: sql`greatest(${member.coupons} - ${couponIds.length}, 0)`,
      })
      .where(and(eq(member.id, buyer.id), gte(member.points, points)))
      .returning({ id: member.id });
    if (!spent.length) throw new ApiError(ResultCode.POINTS_INVALID, 'pointsInsufficient');
  }
  if (points)
    await tx
      .insert(pointsRecord)
      .values({ memberId: buyer.id, delta: -points, reason: 'ORDER_DEDUCTION', orderNo, createdAt: new Date(now) });
}

async function savePassengers(tx: ReturnType<typeof asDb>, memberId: string, body: ReserveInput, now: number) {
  for (const p of body.passengers.filter((x) => x.save)) {
    const { save: _save, guardian: _guardian, ...data } = p;
    const number = p.certificateNumber.toUpperCase();
    // A new document beyond the maximum is not saved (the booking goes on); a known one is refreshed.
    const [known] = await tx
      .select({ id: savedPassenger.id })
      .from(savedPassenger)
      .where(
        and(
          eq(savedPassenger.memberId, memberId),
          eq(savedPassenger.certificateType, p.certificateType),
          eq(savedPassenger.certificateNumber, number),
        ),
      );
    if (!known) {
      const [saved] = await tx.select({ n: count() }).from(savedPassenger).where(eq(savedPassenger.memberId, memberId));
      if (!canSaveAnother(saved?.n ?? 0)) continue;
    }
    await tx
      .insert(savedPassenger)
      .values({
        id: randomUUID(),
        memberId,
        data: { ...data, certificateNumber: number },
        certificateType: p.certificateType,
        certificateNumber: number,
        updatedAt: new Date(now),
      })
      .onConflictDoUpdate({
        target: [savedPassenger.memberId, savedPassenger.certificateType, savedPassenger.certificateNumber],
        // Merged, so what the member centre keeps beside the booking's fields (e-mail, issuing country) stays.
        set: { data: sql`${savedPassenger.data} || excluded.data`, updatedAt: new Date(now) },
      });
  }
}
