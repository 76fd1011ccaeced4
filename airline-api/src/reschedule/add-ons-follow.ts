import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { OrderRow } from '../booking/order-row';
import { mealsFor } from '../booking/products';
import type { Db } from '../db/client';
import { addOnTransfer, orderAncillary, orderPassenger, orderSegment, orderTicket, serviceRequest } from '../db/schema';
import type { Services } from '../services';
import { newRequestNo } from '../service-requests/requests';
import { addOnOrderRows } from '../refunds/later-add-ons';
import { ALWAYS_MOVES, mealOutcome, type FollowKind, type FollowOutcome } from './add-on-rules';
import { refundNotFollowed, type NotFollowed } from './add-ons-refund';
import { replacedTickets } from './moved';
import { reseat, type Target } from './reseat';

type AddOnRow = typeof orderAncillary.$inferSelect;
type Transfer = typeof addOnTransfer.$inferInsert;

const ADD_ON_KINDS = ['BAGGAGE', 'MEAL', 'INSURANCE', 'PRIORITY', 'SEAT'] as const;

/** The add-ons attached to the replaced tickets: of the ticket order, of its done add-on orders, or moved in earlier. */
async function attachedAddOns(tx: Db, parentNo: string, targets: Target[]) {
  const addOnOrders = await addOnOrderRows(tx, parentNo);
  const payers = [parentNo, ...addOnOrders.map((o) => o.orderNo)];
  const rows = await tx
    .select()
    .from(orderAncillary)
    .where(
      and(
        inArray(orderAncillary.orderNo, payers),
        inArray(orderAncillary.kind, [...ADD_ON_KINDS]),
        isNull(orderAncillary.refundNo),
      ),
    );
  const own = rows.flatMap((row) => {
    const t = targets.find((x) => x.psgIndex === row.psgIndex && x.segIndex === row.segIndex);
    return t ? [{ row, target: t }] : [];
  });
  // Moved to this (rescheduled) order by an earlier change: followed by passenger and segment.
  const movedIn = await tx
    .select()
    .from(addOnTransfer)
    .where(and(eq(addOnTransfer.rescheduleOrderNo, parentNo), eq(addOnTransfer.outcome, 'MOVED')));
  const ids = movedIn.flatMap((m) => (m.addOnId === null ? [] : [m.addOnId]));
  const earlier = ids.length
    ? await tx
        .select()
        .from(orderAncillary)
        .where(and(inArray(orderAncillary.id, ids), isNull(orderAncillary.refundNo)))
    : [];
  const followed = earlier.flatMap((row) => {
    const m = movedIn.find((x) => x.addOnId === row.id)!;
    const t = targets.find((x) => x.passengerId === m.passengerId && x.segIndex === m.segIndex);
    return t ? [{ row, target: t }] : [];
  });
  return [...own, ...followed];
}

/** The seat a SEAT add-on bought, when the passenger still held it on the old ticket (the latest bought). */
function heldSeats(found: { row: AddOnRow; target: Target }[]) {
  const seats = found.filter((f) => f.row.kind === 'SEAT').sort((a, b) => a.row.id - b.row.id);
  return seats.filter((f) => {
    const mine = seats.filter((x) => x.target === f.target);
    return (
      mine[mine.length - 1] === f && !!f.target.oldSeatNo && (f.row.seatNo ?? f.target.oldSeatNo) === f.target.oldSeatNo
    );
  });
}

/** The replaced tickets with where each went. */
async function targetsOf(tx: Db, o: OrderRow): Promise<Target[]> {
  const replaced = await replacedTickets(tx, o);
  if (replaced.length === 0) return [];
  const parentNo = replaced[0]!.orderNo;
  // One after another: a transaction is one connection, and node-postgres does not take a second query on a
  // connection still running one (it only queues it, deprecated).
  const theirs = await tx.select().from(orderPassenger).where(eq(orderPassenger.orderNo, parentNo));
  const mine = await tx.select().from(orderPassenger).where(eq(orderPassenger.orderNo, o.orderNo));
  const segments = await tx.select().from(orderSegment).where(eq(orderSegment.orderNo, o.orderNo));
  const oldTickets = await tx.select().from(orderTicket).where(eq(orderTicket.orderNo, parentNo));
  return replaced.flatMap((r) => {
    const passengerId = theirs.find((p) => p.psgIndex === r.psgIndex)?.passengerId;
    const now = mine.find((p) => p.passengerId === passengerId);
    const seg = segments.find((sg) => sg.segIndex === r.segIndex);
    const old = oldTickets.find((t) => t.psgIndex === r.psgIndex && t.segIndex === r.segIndex);
    if (!passengerId || !now || !seg) return [];
    return [{ ...r, passengerId, newPsgIndex: now.psgIndex, toFlightId: seg.flightId, oldSeatNo: old?.seatNo ?? null }];
  });
}

/**
 * Decision 46: a rescheduled order's new tickets were just issued (booking/ticketing.ts, in the same transaction
 * as retireReplacedTickets, before the old seats are freed). Each add-on and open special-service request of the
 * tickets it replaced follows the trip or is refunded in full with its reason, and each outcome is recorded
 * (add_on_transfer) for the pages. Called for the paid date change and the irregular flight's free change alike.
 */
export async function followAddOns(s: Services, tx: Db, o: OrderRow): Promise<void> {
  const targets = await targetsOf(tx, o);
  if (targets.length === 0) return;
  const parentNo = targets[0]!.orderNo;
  const now = new Date(s.clock.now());
  const found = await attachedAddOns(tx, parentNo, targets);
  const seats = new Set(heldSeats(found));
  const transfers: Transfer[] = [];
  const refunds: NotFollowed[] = [];
  const base = (t: Target, kind: FollowKind, productCode: string) => ({
    rescheduleOrderNo: o.orderNo,
    fromOrderNo: parentNo,
    kind,
    productCode,
    passengerId: t.passengerId,
    segIndex: t.segIndex,
    fromFlightId: t.old.flightId,
    toFlightId: t.toFlightId,
    createdAt: now,
  });
  for (const f of found) {
    const kind = f.row.kind as FollowKind;
    if (kind === 'SEAT' && !seats.has(f)) continue; // a seat given up for a later one: nothing to carry
    const t = f.target;
    const newFlight = s.network.flight(t.toFlightId);
    const verdict: FollowOutcome = ALWAYS_MOVES.has(kind)
      ? { outcome: 'MOVED', reason: null }
      : kind === 'MEAL'
        ? mealOutcome(f.row.productCode, newFlight ? mealsFor(newFlight).map((m) => m.productCode) : [])
        : await reseat(s, tx, o.orderNo, t);
    const seat = kind === 'SEAT' ? t.oldSeatNo : null;
    transfers.push({
      ...base(t, kind, f.row.productCode),
      addOnId: f.row.id,
      outcome: verdict.outcome,
      reason: verdict.reason,
      seatNo: seat,
      newSeatNo: kind === 'SEAT' && verdict.outcome === 'MOVED' ? seat : null,
    });
    if (verdict.outcome === 'REFUNDED') refunds.push({ row: f.row, passengerId: t.passengerId, seatNo: seat });
  }
  // A seat chosen free of charge: kept when it can be, else check-in gives one (nothing to pay back).
  for (const t of targets)
    if (t.oldSeatNo && !found.some((f) => f.row.kind === 'SEAT' && f.target === t)) {
      const verdict = await reseat(s, tx, o.orderNo, t);
      if (verdict.outcome === 'MOVED')
        transfers.push({
          ...base(t, 'SEAT', 'SEAT_FREE'),
          outcome: 'MOVED',
          seatNo: t.oldSeatNo,
          newSeatNo: t.oldSeatNo,
        });
    }
  transfers.push(...(await moveRequests(tx, { o, parentNo, targets, now }, base)));
  const refund = await refundNotFollowed(s, tx, parentNo, refunds);
  for (const tr of transfers) {
    const amount = tr.addOnId == null ? undefined : refund.amountOf.get(tr.addOnId);
    if (tr.outcome === 'REFUNDED') Object.assign(tr, { refundNo: refund.refundNo, refundAmount: amount ?? 0 });
  }
  if (transfers.length) await tx.insert(addOnTransfer).values(transfers);
}

/**
 * Open special-service requests (submitted or confirmed) move as new requests of the rescheduled order, submitted
 * again for the new flight's ground handler to confirm; the old ones are withdrawn.
 */
async function moveRequests(
  tx: Db,
  { o, parentNo, targets, now }: { o: OrderRow; parentNo: string; targets: Target[]; now: Date },
  base: (t: Target, kind: FollowKind, productCode: string) => Omit<Transfer, 'outcome'>,
): Promise<Transfer[]> {
  const open = await tx
    .select()
    .from(serviceRequest)
    .where(and(eq(serviceRequest.orderNo, parentNo), inArray(serviceRequest.state, ['SUBMITTED', 'CONFIRMED'])));
  const out: Transfer[] = [];
  for (const r of open) {
    const t = targets.find((x) => x.psgIndex === r.psgIndex && x.segIndex === r.segIndex);
    if (!t) continue;
    const at = now;
    const requestNo = newRequestNo(at.getTime());
    await tx
      .update(serviceRequest)
      .set({ state: 'CANCELLED', cancelledAt: at })
      .where(and(eq(serviceRequest.requestNo, r.requestNo), eq(serviceRequest.state, r.state)));
    await tx.insert(serviceRequest).values({
      ...r,
      requestNo,
      orderNo: o.orderNo,
      psgIndex: t.newPsgIndex,
      state: 'SUBMITTED',
      createdAt: at,
      answeredAt: null,
      deskReason: null,
      cancelledAt: null,
    });
    out.push({ ...base(t, r.kind, r.kind), requestNo: r.requestNo, newRequestNo: requestNo, outcome: 'MOVED' });
  }
  return out;
}
