import { and, asc, eq, sql } from 'drizzle-orm';
import {
  OrderStatus,
  ResultCode,
  type AncillaryOrder,
  type CheckInData,
  type OrderAncillaryKind,
  type UpstreamLanguage,
} from '@/lib/contract';
import { pointsValue } from '@/lib/domain/fee-rules';
import { SEAT_CHANGES_ALLOWED } from '@/lib/domain/seat-selection-rules';
import { PAYABLE, asDb, type OrderRow } from '../booking/lifecycle';
import { displayName } from '../booking/display-names';
import { baggageBands } from '../booking/products';
import { friendOrders, sourceOf, type CheckInScope } from '../check-in/access';
import { checkInPassengers } from '../check-in/operations';
import { activeCheckIn, isCheckInOrder, loadBundles, usableTicket } from '../check-in/state';
import {
  bookingOrder,
  member,
  orderAncillary,
  orderPassenger,
  orderSegment,
  orderTicket,
  seatAssignment,
} from '../db/schema';
import { fromFen } from '../domain/money';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { addOnPassengers, addOnStillFits, heldAddOns } from './add-on-state';
import type { SeatSegment } from './segment';
import { mailingState } from '../add-ons/extras';
import { takeSeats } from '../booking/seat-inventory';
import { freeMailingsLeft } from '@/lib/domain/add-on-rules';

/** The check-in asked with an ancillary order, and how it went once the order was applied. */
export type CheckInRequestJson = { passengerIds: string[]; clauseAgreed: boolean };
export type CheckInResultJson = { done: boolean; failureCode: string | null };

export type ApplyOutcome =
  /** Applied now: the seats are the passengers', and the check-in asked ran (its passes, or its refusal). */
  | { applied: true; checkIn: CheckInData | null; error: ApiError | null }
  /**
   * Not applied: not a paid order waiting (applied already, or elsewhere), or one that no longer fits, which the
   * caller refunds as a failed ticketing is (booking/ticketing.ts refundFailed).
   */
  | { applied: false; noLongerFits: boolean };

class NoLongerFits extends Error {}

/** The scope the order's check-in runs in: its member's, when they may act on the parent order; else the order's own. */
async function orderScope(s: Services, o: OrderRow, parent: OrderRow): Promise<CheckInScope> {
  if (o.memberId) {
    const [m] = await s.db.select().from(member).where(eq(member.id, o.memberId));
    if (m) {
      const scope: CheckInScope = { kind: 'member', member: m, friendOrders: await friendOrders(s, m.id) };
      if (sourceOf(scope, parent)) return scope;
    }
  }
  return { kind: 'visitor', orderNos: new Set([parent.orderNo]) };
}

/**
 * Applies a paid ancillary order (issue 13 §3): each seat moves to its passenger (the previous seat is freed,
 * the held seat becomes the parent order's, the ticket's seat changes, counted as a change when the passenger
 * had one), the add-ons stay as the order's items (the views read them), and the order is done (TICKETED,
 * ISSUED). Then the check-in asked with it runs, in `scope` or the order's own; a refused check-in does not undo
 * the seats, and its code is kept on the order. An order that no longer fits (the parent not ticketed, a ticket
 * not usable, a passenger checked in or out of changes meanwhile) is left as it was, for the caller to refund.
 */
export async function applyAncillaryOrder(s: Services, o: OrderRow, scope?: CheckInScope): Promise<ApplyOutcome> {
  const parentNo = o.parentOrderNo;
  const segIndex = o.parentSegIndex;
  if (parentNo === null || segIndex === null) return { applied: false, noLongerFits: true };
  let parent: OrderRow | undefined;
  try {
    const applied = await s.db.transaction(async (raw) => {
      const tx = asDb(raw);
      const claimed = await tx
        .update(bookingOrder)
        .set({ status: OrderStatus.TICKETED, ticketing: 'ISSUED' })
        .where(
          and(
            eq(bookingOrder.orderNo, o.orderNo),
            eq(bookingOrder.status, OrderStatus.PAID),
            eq(bookingOrder.ticketing, 'PENDING'),
          ),
        )
        .returning();
      if (!claimed.length) return false;
      [parent] = await tx.select().from(bookingOrder).where(eq(bookingOrder.orderNo, parentNo));
      if (!parent || !isCheckInOrder(parent)) throw new NoLongerFits();
      const [bundle] = await loadBundles(tx, [parent]);
      const segment = bundle!.segments.find((x) => x.segIndex === segIndex);
      if (!segment) throw new NoLongerFits();
      const items = await tx.select().from(orderAncillary).where(eq(orderAncillary.orderNo, o.orderNo));
      // Add-ons (issue 15 §2): each must still be the passenger's to have (decision 28), else the order is refunded.
      const addOns = items.filter((i) => i.kind !== 'SEAT' && i.psgIndex !== null);
      if (addOns.length) {
        const flight = s.network.flight(segment.flightId);
        if (!flight) throw new NoLongerFits();
        const seg: SeatSegment = { order: parent, bundle: bundle!, segment, segIndex, flight };
        const held = await heldAddOns(s, seg, o.orderNo, tx);
        const people = addOnPassengers(seg);
        for (const item of addOns) {
          const who = people.find((p) => p.passengerIndex === item.psgIndex);
          if (!who || !addOnStillFits(seg, who, held.get(who.passengerIndex), item)) throw new NoLongerFits();
          // An extra seat takes a seat of the passenger's fare family from the flight (decision 30).
          if (item.kind === 'EXTRA_SEAT' && !(await takeSeats(tx, flight, segment.fareFamily, 1)))
            throw new NoLongerFits();
        }
      }
      // The mailed itinerary (decision 30): still mailable, not mailed by another order meanwhile, and a free one
      // only while the member's free mailing is left.
      const mailing = items.find((i) => i.kind === 'MAILING');
      if (mailing) {
        const now = s.clock.now();
        const state = await mailingState(tx, parent, bundle!.tickets, o.memberId, now, o.orderNo);
        if (state.block) throw new NoLongerFits();
        if (mailing.priceFen === 0 && (!o.memberId || freeMailingsLeft(true, state.used) === 0))
          throw new NoLongerFits();
      }
      for (const item of items.filter((i) => i.kind === 'SEAT' && i.seatNo && i.psgIndex !== null)) {
        const psgIndex = item.psgIndex!;
        const ticket = bundle!.tickets.find((t) => t.psgIndex === psgIndex && t.segIndex === segIndex);
        if (!usableTicket(ticket) || activeCheckIn(bundle!, psgIndex, segIndex)) throw new NoLongerFits();
        // An extra occupied seat bought meanwhile blocks seat selection (spec §4; decision 30).
        if (bundle!.extraSeats.has(`${psgIndex}:${segIndex}`)) throw new NoLongerFits();
        if (ticket.seatNo && ticket.seatChanges >= SEAT_CHANGES_ALLOWED) throw new NoLongerFits();
        if (ticket.seatNo)
          await tx
            .delete(seatAssignment)
            .where(
              and(
                eq(seatAssignment.flightId, segment.flightId),
                eq(seatAssignment.seatNo, ticket.seatNo),
                eq(seatAssignment.orderNo, parentNo),
                eq(seatAssignment.psgIndex, psgIndex),
              ),
            );
        const moved = await tx
          .update(seatAssignment)
          .set({ orderNo: parentNo })
          .where(
            and(
              eq(seatAssignment.flightId, segment.flightId),
              eq(seatAssignment.seatNo, item.seatNo!),
              eq(seatAssignment.orderNo, o.orderNo),
            ),
          )
          .returning();
        if (moved.length !== 1) throw new NoLongerFits();
        await tx
          .update(orderTicket)
          .set({
            seatNo: item.seatNo,
            seatChanges: ticket.seatNo ? sql`${orderTicket.seatChanges} + 1` : orderTicket.seatChanges,
          })
          .where(
            and(
              eq(orderTicket.orderNo, parentNo),
              eq(orderTicket.psgIndex, psgIndex),
              eq(orderTicket.segIndex, segIndex),
            ),
          );
      }
      return true;
    });
    if (!applied) return { applied: false, noLongerFits: false };
  } catch (err) {
    if (!(err instanceof NoLongerFits)) throw err;
    return { applied: false, noLongerFits: true };
  }
  const request = o.checkInRequest as CheckInRequestJson | null;
  if (!request) return { applied: true, checkIn: null, error: null };
  let result: CheckInResultJson;
  let checkIn: CheckInData | null = null;
  let error: ApiError | null = null;
  let unexpected: unknown = null;
  try {
    checkIn = await checkInPassengers(
      s,
      scope ?? (await orderScope(s, o, parent!)),
      {
        orderNo: parentNo,
        segmentIndex: segIndex,
        passengers: request.passengerIds.map((passengerId) => ({ passengerId })),
        clauseAgreed: request.clauseAgreed,
      },
      o.language,
    );
    result = { done: true, failureCode: null };
  } catch (err) {
    if (err instanceof ApiError) error = err;
    else unexpected = err;
    result = { done: false, failureCode: err instanceof ApiError ? err.code : ResultCode.INTERNAL };
  }
  await s.db.update(bookingOrder).set({ checkInResult: result }).where(eq(bookingOrder.orderNo, o.orderNo));
  if (unexpected) throw unexpected;
  return { applied: true, checkIn, error };
}

/** Where an ancillary order stands (contract AncillaryOrderState). */
function stateOf(o: OrderRow): AncillaryOrder['state'] {
  if ((PAYABLE as number[]).includes(o.status)) return 'PENDING_PAYMENT';
  if (o.status === OrderStatus.PAID) return 'PAID';
  if (o.status === OrderStatus.TICKETED) return 'DONE';
  return o.cancelReason === 'TICKETING_FAILED' ? 'FAILED' : 'CANCELLED';
}

/** An ancillary order as the confirmation, the result page and the member pages read it. */
export async function ancillaryOrderView(
  s: Services,
  o: OrderRow,
  _language: UpstreamLanguage = 'zh_CN',
): Promise<AncillaryOrder> {
  const parentNo = o.parentOrderNo ?? '';
  const segIndex = o.parentSegIndex ?? 0;
  const [items, passengers, segments] = await Promise.all([
    s.db.select().from(orderAncillary).where(eq(orderAncillary.orderNo, o.orderNo)).orderBy(asc(orderAncillary.id)),
    s.db.select().from(orderPassenger).where(eq(orderPassenger.orderNo, parentNo)),
    s.db
      .select()
      .from(orderSegment)
      .where(and(eq(orderSegment.orderNo, parentNo), eq(orderSegment.segIndex, segIndex))),
  ]);
  const flight = segments[0] && s.network.flight(segments[0].flightId);
  const bands = flight ? baggageBands(flight) : [];
  const currency = o.payCurrency;
  const views = items.map((i) => {
    const p = passengers.find((x) => x.psgIndex === i.psgIndex);
    return {
      passengerId: p?.passengerId ?? '',
      name: p ? displayName(p) : '',
      kind: i.kind as OrderAncillaryKind,
      productCode: i.productCode,
      seatNo: i.seatNo,
      weightKg: i.kind === 'BAGGAGE' ? (bands.find((b) => b.productCode === i.productCode)?.weightKg ?? null) : null,
      price: fromFen(i.priceFen, currency),
    };
  });
  const amount = views.reduce((n, v) => n + v.price, 0);
  const pointsAmount = Math.min(amount, fromFen(pointsValue(o.pointsUsed), currency));
  const request = o.checkInRequest as CheckInRequestJson | null;
  const result = o.checkInResult as CheckInResultJson | null;
  const state = stateOf(o);
  return {
    orderNo: o.orderNo,
    parentOrderNo: parentNo,
    segmentIndex: segIndex,
    flightNo: flight?.schedule.flightNo ?? segments[0]?.flightId.split('-')[0] ?? '',
    flightDate: flight?.date ?? segments[0]?.flightId.slice(-10) ?? '',
    state,
    currency,
    amount,
    pointsUsed: o.pointsUsed,
    pointsAmount,
    payAmount: o.payAmount,
    paymentDeadline: state === 'PENDING_PAYMENT' ? o.paymentDeadline.toISOString() : null,
    items: views,
    checkIn: request
      ? { passengerIds: request.passengerIds, done: result?.done ?? null, failureCode: result?.failureCode ?? null }
      : null,
  };
}
