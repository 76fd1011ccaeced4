import { and, eq, sql } from 'drizzle-orm';
import { OrderStatus, ResultCode, type CheckInData } from '@/lib/contract';
import { SEAT_CHANGES_ALLOWED } from '@/lib/domain/seat-selection-rules';
import { asDb, type OrderRow } from '../booking/lifecycle';
import { friendOrders, sourceOf, type CheckInScope } from '../check-in/access';
import { checkInPassengers } from '../check-in/operations';
import { activeCheckIn, isCheckInOrder, loadBundles, usableTicket } from '../check-in/state';
import { bookingOrder, member, orderAncillary, orderTicket, seatAssignment } from '../db/schema';
import { ApiError } from '../errors';
import { queueAddOnNotice } from '../notices/events';
import type { Services } from '../services';
import { addOnPassengers, addOnStillFits, heldAddOns } from './add-on-state';
import type { SeatSegment } from './segment';
import type { CheckInRequestJson, CheckInResultJson } from './add-on-order-view';
import type { Db } from '../db/client';
import type { OrderBundle } from '../check-in/state';
import { mailingState } from '../add-ons/extras';
import { takeSeats } from '../booking/seat-inventory';
import { freeMailingsLeft } from '@/lib/domain/add-on-rules';
import { isCancelled } from '../routes/flight-status';

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
 * Applies a paid add-on order (decision 22): each seat moves to its passenger (the previous seat is freed,
 * the held seat becomes the parent order's, the ticket's seat changes, counted as a change when the passenger
 * had one), the add-ons stay as the order's items (the views read them), and the order is done (TICKETED,
 * ISSUED). Then the check-in asked with it runs, in `scope` or the order's own; a refused check-in does not undo
 * the seats, and its code is kept on the order. An order that no longer fits (the parent not ticketed, a ticket
 * not usable, a passenger checked in or out of changes meanwhile) is left as it was, for the caller to refund.
 */
export async function applyAddOnOrder(s: Services, o: OrderRow, scope?: CheckInScope): Promise<ApplyOutcome> {
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
      await assertAddOnsFit(s, tx, o, { order: parent, bundle: bundle!, segment, segIndex }, items);
      await assertMailingFits(s, tx, o, parent, bundle!, items);
      for (const item of items.filter((i) => i.kind === 'SEAT' && i.seatNo && i.psgIndex !== null))
        await moveSeat(tx, bundle!, segment, o.orderNo, item);
      // The traveller is told of the purchase with it (decision 47).
      await queueAddOnNotice(tx, s, o, parent);
      return true;
    });
    if (!applied) return { applied: false, noLongerFits: false };
  } catch (err) {
    if (!(err instanceof NoLongerFits)) throw err;
    return { applied: false, noLongerFits: true };
  }
  return runAskedCheckIn(s, o, parent!, scope);
}

type Items = (typeof orderAncillary.$inferSelect)[];

/** Add-ons (decision 28): each must still be the passenger's to have, else the order is refunded. */
async function assertAddOnsFit(
  s: Services,
  tx: Db,
  o: OrderRow,
  at: Omit<SeatSegment, 'flight' | 'cancelled'>,
  items: Items,
): Promise<void> {
  const addOns = items.filter((i) => i.kind !== 'SEAT' && i.psgIndex !== null);
  if (!addOns.length) return;
  const flight = s.network.flight(at.segment.flightId);
  if (!flight) throw new NoLongerFits();
  // A flight cancelled since the add-ons were chosen gets none of them: they no longer fit, and are paid back.
  const seg: SeatSegment = { ...at, flight, cancelled: await isCancelled(tx, flight) };
  const held = await heldAddOns(s, seg, o.orderNo, tx);
  const people = addOnPassengers(seg);
  for (const item of addOns) {
    const who = people.find((p) => p.passengerIndex === item.psgIndex);
    if (!who || !addOnStillFits(seg, who, held.get(who.passengerIndex), item)) throw new NoLongerFits();
    // An extra seat takes a seat of the passenger's fare family from the flight (decision 30).
    if (item.kind === 'EXTRA_SEAT' && !(await takeSeats(tx, flight, at.segment.fareFamily, 1)))
      throw new NoLongerFits();
  }
}

/**
 * The mailed itinerary (decision 30): still mailable, not mailed by another order meanwhile, and a free one only
 * while the member's free mailing is left.
 */
async function assertMailingFits(
  s: Services,
  tx: Db,
  o: OrderRow,
  parent: OrderRow,
  bundle: OrderBundle,
  items: Items,
): Promise<void> {
  const mailing = items.find((i) => i.kind === 'MAILING');
  if (!mailing) return;
  const state = await mailingState(tx, parent, bundle.tickets, o.memberId, s.clock.now(), o.orderNo);
  if (state.block) throw new NoLongerFits();
  if (mailing.priceFen === 0 && (!o.memberId || freeMailingsLeft(true, state.used) === 0)) throw new NoLongerFits();
}

/**
 * A bought seat moves to its passenger: the previous seat is freed, the held seat becomes the parent order's and
 * the ticket's seat changes, counted as a change when the passenger had one.
 */
async function moveSeat(
  tx: Db,
  bundle: OrderBundle,
  { flightId, segIndex }: { flightId: string; segIndex: number },
  orderNo: string,
  item: Items[number],
): Promise<void> {
  const parentNo = bundle.order.orderNo;
  const psgIndex = item.psgIndex!;
  const ticket = bundle.tickets.find((t) => t.psgIndex === psgIndex && t.segIndex === segIndex);
  if (!usableTicket(ticket) || activeCheckIn(bundle, psgIndex, segIndex)) throw new NoLongerFits();
  // An extra occupied seat bought meanwhile blocks seat selection (spec §4; decision 30).
  if (bundle.extraSeats.has(`${psgIndex}:${segIndex}`)) throw new NoLongerFits();
  if (ticket.seatNo && ticket.seatChanges >= SEAT_CHANGES_ALLOWED) throw new NoLongerFits();
  if (ticket.seatNo)
    await tx
      .delete(seatAssignment)
      .where(
        and(
          eq(seatAssignment.flightId, flightId),
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
        eq(seatAssignment.flightId, flightId),
        eq(seatAssignment.seatNo, item.seatNo!),
        eq(seatAssignment.orderNo, orderNo),
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
      and(eq(orderTicket.orderNo, parentNo), eq(orderTicket.psgIndex, psgIndex), eq(orderTicket.segIndex, segIndex)),
    );
}

/**
 * The check-in asked with the order, once it is applied, in `scope` or the order's own; a refused check-in does not
 * undo the seats, and its code is kept on the order.
 */
async function runAskedCheckIn(
  s: Services,
  o: OrderRow,
  parent: OrderRow,
  scope?: CheckInScope,
): Promise<ApplyOutcome> {
  const request = o.checkInRequest as CheckInRequestJson | null;
  if (!request) return { applied: true, checkIn: null, error: null };
  let result: CheckInResultJson;
  let checkIn: CheckInData | null = null;
  let error: ApiError | null = null;
  let unexpected: unknown = null;
  try {
    checkIn = await checkInPassengers(
      s,
      scope ?? (await orderScope(s, o, parent)),
      {
        orderNo: parent.orderNo,
        segmentIndex: o.parentSegIndex!,
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
