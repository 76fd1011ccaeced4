import { ResultCode, type RefundItem, type RescheduleLineSchema, type RescheduleQuoteData } from '@/lib/contract';
import { changeFee } from '@/lib/domain/change-refund-fees';
import type { z } from 'zod';
import { passengerFare, resolveSegments, type BookedSegment } from '../booking/fares';
import type { OrderRow } from '../booking/lifecycle';
import { displayName } from '../booking/display-names';
import { guardiansFor, loadBundles, usableTicket, type OrderBundle } from '../check-in/state';
import type { Db } from '../db/client';
import { seatsOf } from '../domain/inventory';
import { fromFen } from '../domain/money';
import { ApiError } from '../errors';
import { itemKey, resolveItems, type ResolvedItem } from '../order-changes/items';
import type { Services } from '../services';
import { readInventory } from '../shopping/read-inventory';

type Line = z.infer<typeof RescheduleLineSchema>;

/**
 * A change asked by the traveller (VOLUNTARY: the fare's conditions, the fee of its band, the fare difference) or
 * given by the airline for an irregular flight (INVOLUNTARY, decision 32: any fare family, no fee, no band, the fare
 * paid kept, so nothing is due). Whether a flight is irregular is the caller's check (airline-api/src/irregular).
 */
export type ChangeMode = 'VOLUNTARY' | 'INVOLUNTARY';

/** An item that may change now, with its fee in the order's pay currency and in fen. */
export type ChangeItem = ResolvedItem & { fee: number; feeRate: number; feeFen: number };

/**
 * Checks the items of a date change (decision 23; spec §4, §5, §9): those of a refund
 * (order-changes/items.ts, with the change's codes), then what only a change asks. A BASIC fare is not
 * changeable, and a child or infant on it moves only with its adult, so no one on a BASIC segment moves
 * (CHANGE_NOT_ALLOWED). An adult does not leave a child or infant behind without another guardian staying
 * (CHANGE_GUARDIAN_REQUIRED). The fee is lib/domain's `changeFee` on the ticket's fare, its band measured on
 * the old segment's scheduled departure: under 4 hours is CHANGE_TOO_LATE. An INVOLUNTARY change keeps the item
 * checks and the guardian rule, and has no fare condition, fee or band.
 */
export async function checkChange(
  s: Services,
  order: OrderRow,
  items: RefundItem[],
  db: Db = s.db,
  mode: ChangeMode = 'VOLUNTARY',
): Promise<{ bundle: OrderBundle; items: ChangeItem[] }> {
  const [bundle] = await loadBundles(db, [order]);
  const resolved = resolveItems(s, bundle!, items, {
    notAllowed: ResultCode.CHANGE_NOT_ALLOWED,
    guardian: ResultCode.CHANGE_GUARDIAN_REQUIRED,
  });
  if (mode === 'VOLUNTARY')
    for (const r of resolved)
      if (r.segment.fareFamily === 'BASIC') throw new ApiError(ResultCode.CHANGE_NOT_ALLOWED, r.item.passengerId);
  assertNoneLeftBehind(bundle!, resolved);
  if (mode === 'INVOLUNTARY')
    return { bundle: bundle!, items: resolved.map((r) => ({ ...r, fee: 0, feeRate: 0, feeFen: 0 })) };
  const now = s.clock.now();
  const currency = order.payCurrency;
  const priced = resolved.map((r) => {
    const input = {
      type: r.passenger.type,
      fareFamily: r.segment.fareFamily,
      depMs: r.flight.depUtcMs,
      nowMs: now,
    };
    const fee = changeFee({ ...input, fareMinor: fromFen(r.ticket.fareFen, currency) });
    if ('notAllowed' in fee)
      throw new ApiError(
        fee.band === 'D' ? ResultCode.CHANGE_TOO_LATE : ResultCode.CHANGE_NOT_ALLOWED,
        r.item.passengerId,
      );
    const fen = changeFee({ ...input, fareMinor: r.ticket.fareFen });
    return { ...r, fee: fee.fee, feeRate: fee.rate ?? 0, feeFen: 'fee' in fen ? fen.fee : 0 };
  });
  return { bundle: bundle!, items: priced };
}

/** A guardian who moves leaves no child or infant of the segment with a usable ticket alone (decision 23). */
function assertNoneLeftBehind(bundle: OrderBundle, moving: ResolvedItem[]): void {
  const keys = new Set(moving.map((r) => itemKey(r.passenger.psgIndex, r.segment.segIndex)));
  const staying = (psgIndex: number, segIndex: number) =>
    !keys.has(itemKey(psgIndex, segIndex)) &&
    usableTicket(bundle.tickets.find((t) => t.psgIndex === psgIndex && t.segIndex === segIndex));
  for (const r of moving) {
    if (r.passenger.type !== 'ADT') continue;
    const seg = r.segment.segIndex;
    const alone = bundle.passengers.find(
      (p) =>
        p.type !== 'ADT' &&
        staying(p.psgIndex, seg) &&
        !guardiansFor(bundle, p, r.flight.date).some((g) => staying(g.psgIndex, seg)),
    );
    if (alone) throw new ApiError(ResultCode.CHANGE_GUARDIAN_REQUIRED, alone.passengerId);
  }
}

/** A moved segment: the order's segment, the new fare chosen for it, and the seats it takes. */
export type MovedSegment = {
  segIndex: number;
  old: OrderBundle['segments'][number];
  fare: BookedSegment;
  /** Passengers who take a seat (an infant sits on a lap). */
  seated: number;
};

export type PricedChange = {
  data: RescheduleQuoteData;
  bundle: OrderBundle;
  items: (ChangeItem & { newFareFen: number })[];
  segments: MovedSegment[];
  /** What the change costs in fen (a wallet, kept in fen, is debited this). */
  amountFen: number;
};

/**
 * Prices a date change (spec §3 change-date cost; §7 /modAndRef/api/reschedule/): one choice per moved segment,
 * a fare of the same route (the same airports) and fare family (else CHANGE_ROUTE_MISMATCH), on sale, with a seat
 * for each seated passenger moved (else CHANGE_FARE_SOLD_OUT). Per item: the old fare, the new one for the
 * passenger's type as search answers it, the difference (never negative: a cheaper flight gives nothing back),
 * the fee, and their sum. Taxes do not change. Amounts are in the order's pay currency, each part converted on
 * its own as the order's were. An INVOLUNTARY change keeps each passenger's fare paid as the new ticket's fare (no
 * difference either way, no fee), so its total is 0 and a later refund of the new ticket gives back what was paid.
 */
export async function priceChange(
  s: Services,
  order: OrderRow,
  items: RefundItem[],
  choices: { segmentIndex: number; fareId: string }[],
  db: Db = s.db,
  mode: ChangeMode = 'VOLUNTARY',
): Promise<PricedChange> {
  const checked = await checkChange(s, order, items, db, mode);
  const moved = [...new Set(checked.items.map((r) => r.segment.segIndex))];
  const seen = new Set<number>();
  for (const c of choices) {
    if (!moved.includes(c.segmentIndex) || seen.has(c.segmentIndex))
      throw new ApiError(ResultCode.BAD_REQUEST, `choice of segment ${c.segmentIndex}`);
    seen.add(c.segmentIndex);
  }
  if (seen.size !== moved.length) throw new ApiError(ResultCode.BAD_REQUEST, 'a moved segment has no choice');

  const segments: MovedSegment[] = [];
  for (const c of choices) {
    const old = checked.bundle.segments.find((sg) => sg.segIndex === c.segmentIndex)!;
    const oldFlight = checked.items.find((r) => r.segment.segIndex === c.segmentIndex)!.flight;
    const [fare] = await resolveSegments(s, [c.fareId]);
    const { flight } = fare!;
    if (
      flight.route.depAirport !== oldFlight.route.depAirport ||
      flight.route.arrAirport !== oldFlight.route.arrAirport ||
      fare!.family !== old.fareFamily
    )
      throw new ApiError(ResultCode.CHANGE_ROUTE_MISMATCH, c.fareId);
    if (flight.flightId === oldFlight.flightId) throw new ApiError(ResultCode.BAD_REQUEST, 'the same flight');
    const seated = checked.items.filter(
      (r) => r.segment.segIndex === c.segmentIndex && r.passenger.type !== 'INF',
    ).length;
    const sold = await readInventory(
      db,
      [flight.route.depAirport],
      [flight.route.arrAirport],
      flight.date,
      flight.date,
    );
    const seats = seatsOf(flight, fare!.family, sold);
    if (seats.capacity - seats.sold < seated) throw new ApiError(ResultCode.CHANGE_FARE_SOLD_OUT, c.fareId);
    segments.push({ segIndex: c.segmentIndex, old, fare: fare!, seated });
  }
  assertInOrder(s, checked.bundle, segments);

  const currency = order.payCurrency;
  const lines: Line[] = [];
  let amountFen = 0;
  const priced = checked.items.map((r) => {
    const seg = segments.find((x) => x.segIndex === r.segment.segIndex)!;
    const newFareFen = mode === 'INVOLUNTARY' ? r.ticket.fareFen : passengerFare(seg.fare, r.passenger.type).fare;
    const oldFare = fromFen(r.ticket.fareFen, currency);
    const newFare = fromFen(newFareFen, currency);
    const difference = Math.max(0, newFare - oldFare);
    amountFen += Math.max(0, newFareFen - r.ticket.fareFen) + r.feeFen;
    lines.push({
      passengerId: r.passenger.passengerId,
      segmentIndex: r.segment.segIndex,
      passengerType: r.passenger.type,
      name: displayName(r.passenger),
      oldFare,
      newFare,
      difference,
      fee: r.fee,
      feeRate: r.feeRate,
      total: difference + r.fee,
    });
    return { ...r, newFareFen };
  });
  const sum = (pick: (l: Line) => number) => lines.reduce((n, l) => n + pick(l), 0);
  return {
    data: {
      currency,
      lines,
      ticketPrice: sum((l) => l.newFare),
      difference: sum((l) => l.difference),
      fee: sum((l) => l.fee),
      total: sum((l) => l.total),
    },
    bundle: checked.bundle,
    items: priced,
    segments,
    amountFen,
  };
}

/** With the new flights in place of the moved ones, each segment of the order still leaves after the one before lands. */
function assertInOrder(s: Services, bundle: OrderBundle, moved: MovedSegment[]): void {
  let prevArr = -Infinity;
  for (const sg of bundle.segments) {
    const flight = moved.find((m) => m.segIndex === sg.segIndex)?.fare.flight ?? s.network.flight(sg.flightId);
    if (!flight) continue;
    if (flight.depUtcMs <= prevArr) throw new ApiError(ResultCode.BAD_REQUEST, 'segment order');
    prevArr = flight.arrUtcMs;
  }
}
