import { and, eq, sql } from 'drizzle-orm';
import { ResultCode, type CheckInData, type CheckInTrip, type UpstreamLanguage } from '@/lib/contract';
import { checkInWindow } from '@/lib/domain/checkin-rules';
import { isUniqueViolation } from '../account/members';
import { asDb } from '../booking/lifecycle';
import type { Db } from '../db/client';
import { checkIn, checkInFlight, orderTicket, seatAssignment } from '../db/schema';
import type { FlightInstance } from '../domain/network';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { notFound, onlyThese, orderInScope, passengersOf, type CheckInScope } from './access';
import { assertMayCheckIn } from './refusals';
import { newSeatsFor } from './seat-giving';
import { boardingPass } from './boarding-pass-data';
import {
  activeCheckIn,
  isCheckInOrder,
  loadBundles,
  travellerKey,
  usableTicket,
  type CheckInRow,
  type OrderBundle,
  type PassengerRow,
} from './state';
import { flightFacts, tripOf } from './trip-view';

/** `only`: the passengers (by index) the scope may see and act on, null for all (decision 56). */
type Segment = {
  bundle: OrderBundle;
  source: CheckInTrip['source'];
  flight: FlightInstance;
  segIndex: number;
  only: Set<number> | null;
};

/** One segment of an order this scope may see, of a ticketed order, with its flight. */
export async function segmentInScope(
  s: Services,
  scope: CheckInScope,
  orderNo: string,
  segIndex: number,
): Promise<Segment> {
  const { order, source } = await orderInScope(s, scope, orderNo);
  const [bundle] = await loadBundles(s.db, [order]);
  const sg = bundle!.segments.find((x) => x.segIndex === segIndex);
  if (!sg) throw notFound();
  if (!isCheckInOrder(order)) throw new ApiError(ResultCode.CHECK_IN_TICKET_NOT_USABLE, order.status.toString());
  const flight = s.network.flight(sg.flightId);
  if (!flight) throw new ApiError(ResultCode.FLIGHT_NOT_FOUND);
  return { bundle: bundle!, source, flight, segIndex, only: passengersOf(scope, orderNo, source) };
}

/** The segment as check-in shows it now (after a change: read again). */
export async function segmentTrip(s: Services, seg: Segment, language: UpstreamLanguage): Promise<CheckInTrip> {
  const [bundle] = await loadBundles(s.db, [seg.bundle.order]);
  const facts = await flightFacts(s.db, seg.flight, bundle!.passengers.map(travellerKey));
  const trip = tripOf(s, bundle!, seg.segIndex, seg.source, facts, language);
  if (!trip) throw new ApiError(ResultCode.CHECK_IN_TICKET_NOT_USABLE, 'no usable ticket');
  return onlyThese(trip, seg.only);
}

/**
 * The order's passengers by id, in the order asked; an id not of this order, or not among `only` (a passenger's
 * proof, decision 56), is NOT_FOUND, a repeat BAD_REQUEST.
 */
export function requested(b: OrderBundle, ids: string[], only: Set<number> | null = null): PassengerRow[] {
  if (new Set(ids).size !== ids.length) throw new ApiError(ResultCode.BAD_REQUEST, 'passenger repeated');
  return ids.map((id) => {
    const passenger = b.passengers.find((p) => p.passengerId === id);
    if (!passenger || (only && !only.has(passenger.psgIndex))) throw notFound();
    return passenger;
  });
}

const ticketOf = (b: OrderBundle, p: PassengerRow, segIndex: number) =>
  b.tickets.find((t) => t.psgIndex === p.psgIndex && t.segIndex === segIndex);

/** Locks the flight's counter row for this transaction: check-ins of one flight run one after another. */
async function lockFlight(tx: Db, flightId: string): Promise<void> {
  await tx
    .insert(checkInFlight)
    .values({ flightId, lastSeq: 0 })
    .onConflictDoUpdate({ target: checkInFlight.flightId, set: { lastSeq: sql`${checkInFlight.lastSeq}` } });
}

/** `n` boarding sequence numbers of the flight, never given before on it (unique among its check-ins). */
async function nextSequences(tx: Db, flightId: string, n: number): Promise<number[]> {
  const [row] = await tx
    .update(checkInFlight)
    .set({ lastSeq: sql`${checkInFlight.lastSeq} + ${n}` })
    .where(eq(checkInFlight.flightId, flightId))
    .returning({ lastSeq: checkInFlight.lastSeq });
  const last = row!.lastSeq;
  return Array.from({ length: n }, (_, i) => last - n + 1 + i);
}

export type CheckInRequest = {
  orderNo: string;
  segmentIndex: number;
  passengers: { passengerId: string; seatNo?: string | undefined }[];
  clauseAgreed: boolean;
};

/**
 * Checks passengers of one segment in (spec §4 "Check-in", §5; decision 21), all or none: 'select passengers'
 * and the clause first, then the window (ONLINE only), the tickets, the rules of lib/domain/checkin-rules
 * (ONLINE only; COUNTER is the airport's desk, which the sandbox and tests stand in for), then the seats: the
 * one bought at booking is kept, a picked one must be free and allowed, the others are given. Each passenger
 * gets the flight's next boarding sequence number. Answers the boarding passes and the segment's new state.
 */
export async function checkInPassengers(
  s: Services,
  scope: CheckInScope,
  body: CheckInRequest,
  language: UpstreamLanguage,
  channel: 'ONLINE' | 'COUNTER' = 'ONLINE',
): Promise<CheckInData> {
  if (body.passengers.length === 0) throw new ApiError(ResultCode.CHECK_IN_NO_PASSENGERS);
  if (!body.clauseAgreed) throw new ApiError(ResultCode.CHECK_IN_CLAUSE_NOT_AGREED);
  const seg = await segmentInScope(s, scope, body.orderNo, body.segmentIndex);
  const { flight, segIndex } = seg;
  const now = s.clock.now();
  if (channel === 'ONLINE') {
    const window = checkInWindow(flight.depUtcMs, now);
    if (window === 'notOpen') throw new ApiError(ResultCode.CHECK_IN_NOT_OPEN);
    if (window === 'closed') throw new ApiError(ResultCode.CHECK_IN_CLOSED);
  }
  const picks = new Map(body.passengers.map((p) => [p.passengerId, p.seatNo]));
  const memberId = scope.kind === 'member' ? scope.member.id : null;
  let rows: CheckInRow[] = [];
  try {
    rows = await s.db.transaction(async (raw) => {
      const tx = asDb(raw);
      await lockFlight(tx, flight.flightId);
      // The segment's tickets are locked too: a refund, a date change or a name change takes a ticket with a
      // conditional update, so it either waits for this check-in and then sees it, or has taken the ticket and this
      // check-in reads it taken. Without this lock a refund committed between this read and the insert below stood
      // beside a check-in of the same ticket.
      await tx
        .select({ orderNo: orderTicket.orderNo })
        .from(orderTicket)
        .where(and(eq(orderTicket.orderNo, seg.bundle.order.orderNo), eq(orderTicket.segIndex, segIndex)))
        .for('update');
      // Read again under the flight's lock: another request may have checked someone in meanwhile.
      const [b] = await loadBundles(tx, [seg.bundle.order]);
      const picked = requested(
        b!,
        body.passengers.map((p) => p.passengerId),
        seg.only,
      );
      for (const p of picked) {
        const ticket = ticketOf(b!, p, segIndex);
        if (!usableTicket(ticket)) throw new ApiError(ResultCode.CHECK_IN_TICKET_NOT_USABLE, p.passengerId);
        if (activeCheckIn(b!, p.psgIndex, segIndex)) throw new ApiError(ResultCode.CHECK_IN_ALREADY_CHECKED_IN);
        const seatNo = picks.get(p.passengerId);
        if (ticket.seatNo && seatNo && seatNo !== ticket.seatNo) throw new ApiError(ResultCode.SEAT_ALREADY_CHOSEN);
      }
      const facts = await flightFacts(tx, flight, b!.passengers.map(travellerKey));
      if (channel === 'ONLINE') assertMayCheckIn(b!, seg, picked, facts);
      const seated = (p: PassengerRow) => !!ticketOf(b!, p, segIndex)!.seatNo;
      const newSeats = newSeatsFor(flight.schedule.aircraft, b!, segIndex, picked, picks, facts.occupied, seated);
      if (newSeats.length)
        await tx.insert(seatAssignment).values(
          newSeats.map((c) => ({
            flightId: flight.flightId,
            seatNo: c.seatNo,
            orderNo: b!.order.orderNo,
            psgIndex: c.passenger,
            withInfant: c.withInfant,
          })),
        );
      const sequences = await nextSequences(tx, flight.flightId, picked.length);
      return tx
        .insert(checkIn)
        .values(
          picked.map((p, i) => {
            const ticket = ticketOf(b!, p, segIndex)!;
            const seat = ticket.seatNo ?? newSeats.find((c) => c.passenger === p.psgIndex)!.seatNo;
            return {
              orderNo: b!.order.orderNo,
              psgIndex: p.psgIndex,
              segIndex,
              passengerId: p.passengerId,
              ticketNo: ticket.ticketNo!,
              flightId: flight.flightId,
              flightDate: flight.date,
              travellerKey: travellerKey(p),
              seatNo: seat,
              seatTakenAtCheckIn: !ticket.seatNo,
              boardingSeq: sequences[i]!,
              status: 'CHECKED_IN' as const,
              channel,
              checkedInAt: new Date(now),
              memberId,
            };
          }),
        )
        .returning();
    });
  } catch (err) {
    // A seat taken by another request between the read and the write (the flight lock makes this rare).
    if (isUniqueViolation(err)) throw new ApiError(ResultCode.SEAT_OCCUPIED, 'taken meanwhile');
    throw err;
  }
  const trip = await segmentTrip(s, seg, language);
  const passes = rows.map((row) =>
    boardingPass(
      s,
      seg.bundle,
      seg.bundle.passengers.find((p) => p.psgIndex === row.psgIndex)!,
      row,
      flight,
    ),
  );
  return { passes, trip };
}
