import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ResultCode,
  type CheckInBoardingPass,
  type CheckInData,
  type CheckInTrip,
  type UpstreamLanguage,
} from '@/lib/contract';
import type { BoardingPassData } from '@/lib/domain/boarding-pass';
import { checkInRefusal, checkInWindow, mayCancel, type CheckInRefusal } from '@/lib/domain/checkin-rules';
import { seatLayout, validateSeatChoices, type SeatChoice, type SeatOccupant } from '@/lib/domain/seat-rules';
import { isUniqueViolation } from '../account/members';
import { infantCarriers } from '../booking/ancillary-quote';
import { asDb } from '../booking/lifecycle';
import { displayName } from '../booking/display-names';
import type { Db } from '../db/client';
import { checkIn, checkInFlight, seatAssignment } from '../db/schema';
import type { FlightInstance } from '../domain/network';
import { localDate } from '../domain/time-zone';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { notFound, orderInScope, type CheckInScope } from './access';
import { recordLocator, ticketLatinName } from './names';
import {
  activeCheckIn,
  flightFacts,
  isCheckInOrder,
  isGuardian,
  loadBundles,
  passengerFacts,
  travellerKey,
  tripOf,
  usableTicket,
  type CheckInRow,
  type OrderBundle,
  type PassengerRow,
} from './state';

type FailureCode = Exclude<ResultCode, '0'>;

/** Each refusal's result code (spec §8 check-in messages). */
export const REFUSAL_CODE: Record<CheckInRefusal, FailureCode> = {
  infant: ResultCode.CHECK_IN_INFANT,
  international: ResultCode.CHECK_IN_INTERNATIONAL,
  special: ResultCode.CHECK_IN_SPECIAL_PASSENGER,
  extraSeat: ResultCode.CHECK_IN_EXTRA_SEAT,
  limitReached: ResultCode.CHECK_IN_LIMIT_REACHED,
  noSeats: ResultCode.CHECK_IN_NO_SEATS,
  guardianFirst: ResultCode.CHECK_IN_GUARDIAN_FIRST,
};

/** Economy: the airline has one compartment. */
const COMPARTMENT = 'Y';
/** BCBP passenger status "1": checked in (lib/domain/boarding-pass.ts PASSENGER_CHECKED_IN). */
const CHECKED_IN_STATUS = '1';

type Segment = { bundle: OrderBundle; source: CheckInTrip['source']; flight: FlightInstance; segIndex: number };

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
  return { bundle: bundle!, source, flight, segIndex };
}

/** The segment as check-in shows it now (after a change: read again). */
export async function segmentTrip(s: Services, seg: Segment, language: UpstreamLanguage): Promise<CheckInTrip> {
  const [bundle] = await loadBundles(s.db, [seg.bundle.order]);
  const facts = await flightFacts(s.db, seg.flight, bundle!.passengers.map(travellerKey));
  const trip = tripOf(s, bundle!, seg.segIndex, seg.source, facts, language);
  if (!trip) throw new ApiError(ResultCode.CHECK_IN_TICKET_NOT_USABLE, 'no usable ticket');
  return trip;
}

/** The order's passengers by id, in the order asked; an id not of this order is NOT_FOUND, a repeat BAD_REQUEST. */
function requested(b: OrderBundle, ids: string[]): PassengerRow[] {
  if (new Set(ids).size !== ids.length) throw new ApiError(ResultCode.BAD_REQUEST, 'passenger repeated');
  return ids.map((id) => {
    const passenger = b.passengers.find((p) => p.passengerId === id);
    if (!passenger) throw notFound();
    return passenger;
  });
}

const ticketOf = (b: OrderBundle, p: PassengerRow, segIndex: number) =>
  b.tickets.find((t) => t.psgIndex === p.psgIndex && t.segIndex === segIndex);

/**
 * The rules of lib/domain/checkin-rules for the passengers of one request: non-children first, so a guardian
 * in the request lets a child through (if the guardian is not refused); free seats are counted down by
 * each passenger who needs one. Throws the first refused passenger's code, with every refusal in data.
 */
function assertMayCheckIn(
  b: OrderBundle,
  seg: Segment,
  picked: PassengerRow[],
  facts: Awaited<ReturnType<typeof flightFacts>>,
) {
  const { flight, segIndex } = seg;
  const guardianCheckedIn = b.passengers.some(
    (p) => isGuardian(p, flight.date) && activeCheckIn(b, p.psgIndex, segIndex),
  );
  let freeSeats = facts.freeSeats;
  let guardianInRequest = false;
  const refusals = new Map<string, CheckInRefusal>();
  const ordered = [...picked.filter((p) => p.type !== 'CHD'), ...picked.filter((p) => p.type === 'CHD')];
  for (const p of ordered) {
    const pf = passengerFacts(b, p, segIndex, facts);
    const refusal = checkInRefusal(
      pf,
      { international: flight.route.international, freeSeats },
      { guardianCheckedIn, guardianInRequest },
    );
    if (refusal) {
      refusals.set(p.passengerId, refusal);
      continue;
    }
    if (!pf.hasSeat) freeSeats -= 1;
    if (isGuardian(p, flight.date)) guardianInRequest = true;
  }
  const first = picked.find((p) => refusals.has(p.passengerId));
  if (first) {
    const refusal = refusals.get(first.passengerId)!;
    throw new ApiError(REFUSAL_CODE[refusal], refusal, {
      passengers: picked
        .filter((p) => refusals.has(p.passengerId))
        .map((p) => ({ passengerId: p.passengerId, refusal: refusals.get(p.passengerId)! })),
    });
  }
}

/** Seat rules of lib/domain/seat-rules for the seats picked, as the booking answers them. */
function assertSeatChoices(
  aircraft: FlightInstance['schedule']['aircraft'],
  choices: SeatChoice[],
  occupied: SeatOccupant[],
) {
  const issues = validateSeatChoices(aircraft, choices, occupied);
  const first = issues[0];
  if (!first) return;
  const code =
    first.key === 'seatOccupied' || first.key === 'seatTakenByOther'
      ? ResultCode.SEAT_OCCUPIED
      : first.key === 'infantSameSide'
        ? ResultCode.INFANT_IN_ROW
        : ResultCode.SEAT_NOT_ALLOWED;
  throw new ApiError(code, first.key, { seats: issues });
}

/** Seats are given from the front of the cabin, away from the front rows and exits (which are sold) while others are left. */
const GIVE_ORDER: Record<string, number> = { WINDOW: 0, AISLE: 0, MIDDLE: 0, EXIT: 1, FRONT: 2 };

/**
 * Free seats for passengers who neither bought nor picked one, each tried against the seat rules (no exit row
 * for a child, an infant's row and side); null when the cabin has too few left (spec §8 'no seats left').
 */
function giveSeats(
  aircraft: FlightInstance['schedule']['aircraft'],
  needs: Omit<SeatChoice, 'seatNo'>[],
  occupied: SeatOccupant[],
  chosen: SeatChoice[],
): SeatChoice[] | null {
  const layout = [...seatLayout(aircraft)].sort((a, b) => GIVE_ORDER[a.kind]! - GIVE_ORDER[b.kind]! || a.row - b.row);
  const given: SeatChoice[] = [];
  for (const need of needs) {
    const taken = new Set([...occupied, ...chosen, ...given].map((x) => x.seatNo));
    const seat = layout.find(
      (l) =>
        !taken.has(l.seatNo) &&
        validateSeatChoices(aircraft, [...chosen, ...given, { ...need, seatNo: l.seatNo }], occupied).length === 0,
    );
    if (!seat) return null;
    given.push({ ...need, seatNo: seat.seatNo });
  }
  return given;
}

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

/** One boarding pass's data (issue 13 §4): typed as BoardingPassData of lib/domain/boarding-pass too, so the two cannot drift. */
export function boardingPass(
  s: Services,
  b: OrderBundle,
  p: PassengerRow,
  row: CheckInRow,
  flight: FlightInstance,
): CheckInBoardingPass {
  const zone = s.network.airport(flight.route.depAirport)?.timeZone || 'Asia/Shanghai';
  const m = /^([A-Z0-9]{2})0*(\d{1,4}[A-Z]?)$/.exec(flight.schedule.flightNo);
  const pass: CheckInBoardingPass & BoardingPassData = {
    orderNo: b.order.orderNo,
    segIndex: row.segIndex,
    passengerId: p.passengerId,
    displayName: displayName(p),
    passengerName: ticketLatinName(p),
    bookingReference: recordLocator(b.order.orderNo),
    from: flight.route.depAirport,
    to: flight.route.arrAirport,
    carrier: m?.[1] ?? flight.schedule.flightNo.slice(0, 2),
    flightNumber: m?.[2] ?? flight.schedule.flightNo.slice(2),
    flightNo: flight.schedule.flightNo,
    flightDate: flight.date,
    compartment: COMPARTMENT,
    seat: row.seatNo,
    sequenceNumber: row.boardingSeq,
    passengerStatus: CHECKED_IN_STATUS,
    electronicTicket: true,
    ticketNumber: row.ticketNo,
    issueDate: localDate(row.checkedInAt.getTime(), zone),
    departureTime: new Date(flight.depUtcMs).toISOString(),
    departureTimeZone: zone,
  };
  return pass;
}

export type CheckInRequest = {
  orderNo: string;
  segmentIndex: number;
  passengers: { passengerId: string; seatNo?: string | undefined }[];
  clauseAgreed: boolean;
};

/**
 * Checks passengers of one segment in (spec §4 "Check-in", §5; issue 13 §2), all or none: 'select passengers'
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
      // Read again under the flight's lock: another request may have checked someone in meanwhile.
      const [b] = await loadBundles(tx, [seg.bundle.order]);
      const picked = requested(
        b!,
        body.passengers.map((p) => p.passengerId),
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
      const carriers = infantCarriers(b!.passengers.map((x) => x.type));
      const choiceOf = (p: PassengerRow) => ({
        passenger: p.psgIndex,
        type: p.type as 'ADT' | 'CHD',
        withInfant: carriers.has(p.psgIndex),
      });
      const unseated = picked.filter((p) => !ticketOf(b!, p, segIndex)!.seatNo);
      const chosen = unseated
        .filter((p) => picks.get(p.passengerId))
        .map((p) => ({ ...choiceOf(p), seatNo: picks.get(p.passengerId)! }));
      const aircraft = flight.schedule.aircraft;
      assertSeatChoices(aircraft, chosen, facts.occupied);
      const given = giveSeats(
        aircraft,
        unseated.filter((p) => !picks.get(p.passengerId)).map(choiceOf),
        facts.occupied,
        chosen,
      );
      if (!given) throw new ApiError(ResultCode.CHECK_IN_NO_SEATS);
      const newSeats = [...chosen, ...given];
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

export type CancelRequest = { orderNo: string; segmentIndex: number; passengerIds: string[] };

/**
 * Cancels passengers' check-ins on one segment (spec §4: refused within 45 minutes of a domestic departure,
 * 60 of an international one). The rows stay, CANCELLED (they still count towards the 3 online check-ins);
 * a seat given at check-in is freed, a seat bought at booking stays the passenger's; the boarding pass is
 * gone with the row's status. A guardian cannot leave a child checked in without a checked-in guardian.
 */
export async function cancelCheckIns(
  s: Services,
  scope: CheckInScope,
  body: CancelRequest,
  language: UpstreamLanguage,
): Promise<{ trip: CheckInTrip }> {
  if (body.passengerIds.length === 0) throw new ApiError(ResultCode.CHECK_IN_NO_PASSENGERS);
  const seg = await segmentInScope(s, scope, body.orderNo, body.segmentIndex);
  const { bundle: b, flight, segIndex } = seg;
  const picked = requested(b, body.passengerIds);
  const rows = picked.map((p) => {
    const active = activeCheckIn(b, p.psgIndex, segIndex);
    if (!active) throw new ApiError(ResultCode.CHECK_IN_NOT_CHECKED_IN);
    return active;
  });
  if (!mayCancel(flight.depUtcMs, s.clock.now(), flight.route.international))
    throw new ApiError(ResultCode.CHECK_IN_CANCEL_CUTOFF);
  const leaving = new Set(picked.map((p) => p.psgIndex));
  const staying = b.passengers.filter((p) => !leaving.has(p.psgIndex) && activeCheckIn(b, p.psgIndex, segIndex));
  if (staying.some((p) => p.type === 'CHD') && !staying.some((p) => isGuardian(p, flight.date)))
    throw new ApiError(ResultCode.CHECK_IN_CANCEL_CHILD_FIRST);
  await s.db.transaction(async (raw) => {
    const tx = asDb(raw);
    const ids = rows.map((r) => r.id);
    const cancelled = await tx
      .update(checkIn)
      .set({ status: 'CANCELLED', cancelledAt: new Date(s.clock.now()) })
      .where(and(inArray(checkIn.id, ids), eq(checkIn.status, 'CHECKED_IN')))
      .returning();
    if (cancelled.length !== ids.length) throw new ApiError(ResultCode.CHECK_IN_NOT_CHECKED_IN, 'cancelled meanwhile');
    for (const r of cancelled.filter((c) => c.seatTakenAtCheckIn))
      await tx
        .delete(seatAssignment)
        .where(
          and(
            eq(seatAssignment.flightId, r.flightId),
            eq(seatAssignment.seatNo, r.seatNo),
            eq(seatAssignment.orderNo, r.orderNo),
            eq(seatAssignment.psgIndex, r.psgIndex),
          ),
        );
  });
  return { trip: await segmentTrip(s, seg, language) };
}
