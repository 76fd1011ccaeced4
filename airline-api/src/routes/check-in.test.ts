import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  CheckInCancelDataSchema,
  CheckInDataSchema,
  CheckInRefusedDataSchema,
  CheckInStateDataSchema,
  CheckInTripsDataSchema,
  CheckIsSelfDataSchema,
  SeatMapSchema,
  ResultCode,
  UpstreamPath,
  envelopeSchema,
  type CheckInTrip,
  type Flight,
  type ReservePassenger,
} from '@/lib/contract';
import { PLAIN_PHONE } from '../db/seed/members';
import { checkInPassengers } from '../check-in/operations';
import { EXTRA_SEAT_PRODUCT } from '../check-in/state';
import { orderAncillary, seatAssignment } from '../db/schema';
import { DEMO, caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { adult, child, idNumber, infant, payOnGateway, reserveBody, reserveOk, runJobs } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';
import { clockBefore, flightOnNextDay, ticketedOrder, ticketNosOf } from '../../test/ticketed-order';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 2);

const HOUR = 3_600_000;
const MINUTE = 60_000;
let app: FastifyInstance;
let demo: string;
let plain: string;
beforeAll(async () => {
  app = await testServer();
  await logIn();
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());
afterEach(() => setOffset(app, 0));

/** Each test flies on its own day (its own flight), so counts and sequence numbers do not meet. */
let day = 19;

type Booked = { orderNo: string; flight: Flight; bought: string[]; passengerIds: string[]; ticketNos: string[] };

/** The flight's seat chart as the booking shows it. */
const chart = async (flightId: string) =>
  okData(SeatMapSchema, await caller(app).get(`${UpstreamPath.seatMap}?flightId=${flightId}&currency=CNY`)).seats;

/** Books, pays and tickets an order for the demo member (or a visitor) at the test's now. */
async function ticketed(
  passengers: ReservePassenger[] = [adult()],
  opts: { dep?: string; arr?: string; token?: string | null; buySeatFor?: number[] } = {},
): Promise<Booked> {
  setOffset(app, 0);
  const flight = await flightOnNextDay(app, () => (day += 1), { seats: 20, dep: opts.dep, arr: opts.arr });
  const token = opts.token === undefined ? demo : (opts.token ?? undefined);
  const open = (await chart(flight.flightId)).filter((x) => x.available && !x.exit && x.kind !== 'FRONT');
  const seats = (opts.buySeatFor ?? []).map((passenger, i) => ({ passenger, segment: 0, seatNo: open[i]!.seatNo }));
  const { order, detail } = await ticketedOrder(
    app,
    reserveBody([`${flight.flightId}.STANDARD`], {
      passengers,
      ancillaries: { baggage: [], meals: [], insurance: [], seats, priority: [] },
    }),
    { token },
  );
  return {
    orderNo: order.orderNo,
    flight,
    bought: seats.map((x) => x.seatNo),
    passengerIds: detail.passengers.map((p) => p.passengerId),
    ticketNos: ticketNosOf(detail),
  };
}

/** Logs both members in at airline-api's now (a login lasts a day, and the tests move the clock by weeks). */
async function logIn() {
  demo = await loginToken(app);
  plain = await loginToken(app, { cellphone: PLAIN_PHONE, password: DEMO.password });
}

/** Moves airline-api's clock to `ms` before the flight's departure, and logs in again there. */
async function before(b: Booked, ms: number) {
  clockBefore(app, b.flight.depTime, ms);
  await logIn();
}

const post = (url: string, body: Record<string, unknown>, token: string | null = demo, ip?: string) =>
  caller(app, ip).post(url, body, token ?? undefined);

const checkInCall = (b: Booked, ids: string[], over: Record<string, unknown> = {}, token: string | null = demo) =>
  post(
    UpstreamPath.checkIn,
    {
      orderNo: b.orderNo,
      segmentIndex: 0,
      passengers: ids.map((passengerId) => ({ passengerId })),
      clauseAgreed: true,
      ...over,
    },
    token,
  );
const checkInOk = async (
  b: Booked,
  ids = b.passengerIds,
  over: Record<string, unknown> = {},
  token: string | null = demo,
) => okData(CheckInDataSchema, await checkInCall(b, ids, over, token));
const cancelCall = (b: Booked, ids: string[], token: string | null = demo, over: Record<string, unknown> = {}) =>
  post(UpstreamPath.checkInCancel, { orderNo: b.orderNo, segmentIndex: 0, passengerIds: ids, ...over }, token);
const state = async (b: Booked, token: string | null = demo, over: Record<string, unknown> = {}) =>
  okData(
    CheckInStateDataSchema,
    await post(UpstreamPath.checkInState, { orderNo: b.orderNo, segmentIndex: 0, ...over }, token),
  );
const refusedOf = (res: { body: string }) =>
  envelopeSchema(CheckInRefusedDataSchema).parse(JSON.parse(res.body)).data?.passengers;
const passenger = (trip: CheckInTrip, id: string) => trip.passengers.find((p) => p.passengerId === id)!;
const seatHeld = async (flightId: string, seatNo: string) =>
  (
    await app.airline.db
      .select()
      .from(seatAssignment)
      .where(and(eq(seatAssignment.flightId, flightId), eq(seatAssignment.seatNo, seatNo)))
  ).length === 1;

describe('finding trips (spec §7 selectOptionalSeatTravel; issue 13 §1)', () => {
  it("lists the member's ticketed trips with each passenger's state and the window's times", async () => {
    const b = await ticketed();
    const trips = okData(CheckInTripsDataSchema, await post(UpstreamPath.checkInTrips, { queryType: 'SELF' }));
    expect(trips.total).toBe(trips.records.length);
    const trip = trips.records.find((t) => t.orderNo === b.orderNo)!;
    expect(trip).toMatchObject({ window: 'notOpen', openSeat: false, source: 'SELF', international: false });
    expect(Date.parse(trip.opensAt)).toBe(Date.parse(b.flight.depTime) - 48 * HOUR);
    expect(Date.parse(trip.closesAt)).toBe(Date.parse(b.flight.depTime) - HOUR);
    expect(Date.parse(trip.cancelCutoffAt)).toBe(Date.parse(b.flight.depTime) - 45 * MINUTE);
    expect(trip.passengers).toEqual([
      expect.objectContaining({
        passengerId: b.passengerIds[0],
        ticketNo: b.ticketNos[0],
        checkedIn: false,
        refusal: null,
      }),
    ]);
    // Another member sees none of it.
    const others = okData(CheckInTripsDataSchema, await post(UpstreamPath.checkInTrips, {}, plain));
    expect(others.records.map((t) => t.orderNo)).not.toContain(b.orderNo);
    expect(codeOf(await post(UpstreamPath.checkInTrips, {}, null))).toBe(ResultCode.NOT_LOGGED_IN);
  });
});

describe('the check-in window (spec §4, §9: 48 h before to 1 h before)', () => {
  it('refuses at 49 h and 48 h less 1 ms, checks in at 47 h with the boarding pass data', async () => {
    const b = await ticketed();
    await before(b, 49 * HOUR);
    expect(codeOf(await checkInCall(b, b.passengerIds))).toBe(ResultCode.CHECK_IN_NOT_OPEN);
    await before(b, 48 * HOUR + 1);
    expect(codeOf(await checkInCall(b, b.passengerIds))).toBe(ResultCode.CHECK_IN_NOT_OPEN);
    await before(b, 47 * HOUR);
    const s = await state(b);
    expect(s.openSeat).toBe(true);
    const { passes, trip } = await checkInOk(b);
    expect(passes).toHaveLength(1);
    const pass = passes[0]!;
    expect(pass).toMatchObject({
      orderNo: b.orderNo,
      passengerId: b.passengerIds[0],
      displayName: '张云雀',
      passengerName: 'ZHANG/YUNQUE',
      from: b.flight.depAirport,
      to: b.flight.arrAirport,
      carrier: b.flight.flightNo.slice(0, 2),
      flightNumber: b.flight.flightNo.slice(2).replace(/^0+/, ''),
      flightDate: b.flight.flightId.slice(-10),
      compartment: 'Y',
      sequenceNumber: 1,
      passengerStatus: '1',
      electronicTicket: true,
      ticketNumber: b.ticketNos[0],
      departureTime: b.flight.depTime,
    });
    expect(pass.bookingReference).toMatch(/^[A-Z0-9]{6}$/);
    expect(passenger(trip, b.passengerIds[0]!)).toMatchObject({
      checkedIn: true,
      seatNo: pass.seat,
      boardingSeq: 1,
      onlineCheckIns: 1,
      cancellable: true,
    });
    expect(await seatHeld(b.flight.flightId, pass.seat)).toBe(true);
    expect(codeOf(await checkInCall(b, b.passengerIds))).toBe(ResultCode.CHECK_IN_ALREADY_CHECKED_IN);
  });

  it('checks in at 1 h and 1 ms before departure, refuses at exactly 1 h and at 59 minutes', async () => {
    const b = await ticketed([adult(), adult({ name: '李云雀', certificateNumber: idNumber('1990-03-07', '871') })]);
    await before(b, HOUR);
    expect(codeOf(await checkInCall(b, [b.passengerIds[0]!]))).toBe(ResultCode.CHECK_IN_CLOSED);
    await before(b, 59 * MINUTE);
    expect(codeOf(await checkInCall(b, [b.passengerIds[0]!]))).toBe(ResultCode.CHECK_IN_CLOSED);
    expect((await state(b)).openSeat).toBe(false);
    await before(b, HOUR + 1);
    await checkInOk(b, [b.passengerIds[1]!]);
  });
});

describe('who may check in online (spec §4 "Check-in", §8 messages)', () => {
  it('says "select passengers" and "agree to the clause" before anything else', async () => {
    const b = await ticketed();
    await before(b, 47 * HOUR);
    expect(codeOf(await checkInCall(b, []))).toBe(ResultCode.CHECK_IN_NO_PASSENGERS);
    expect(codeOf(await checkInCall(b, b.passengerIds, { clauseAgreed: false }))).toBe(
      ResultCode.CHECK_IN_CLAUSE_NOT_AGREED,
    );
    expect(codeOf(await cancelCall(b, []))).toBe(ResultCode.CHECK_IN_NO_PASSENGERS);
    expect(codeOf(await checkInCall(b, [b.passengerIds[0]!, b.passengerIds[0]!]))).toBe(ResultCode.BAD_REQUEST);
    expect(codeOf(await checkInCall(b, ['no-such-passenger']))).toBe(ResultCode.NOT_FOUND);
  });

  it('refuses special passengers (military and police documents) and an extra occupied seat', async () => {
    const b = await ticketed([
      adult(),
      adult({ name: '周云雀', certificateType: 'MI', certificateNumber: 'JG20260001' }),
    ]);
    await app.airline.db.insert(orderAncillary).values({
      orderNo: b.orderNo,
      kind: 'SEAT',
      psgIndex: 0,
      segIndex: 0,
      productCode: EXTRA_SEAT_PRODUCT,
      priceFen: 0,
    });
    await before(b, 47 * HOUR);
    expect((await state(b)).trip.passengers.map((p) => p.refusal)).toEqual(['extraSeat', 'special']);
    expect(codeOf(await checkInCall(b, [b.passengerIds[0]!]))).toBe(ResultCode.CHECK_IN_EXTRA_SEAT);
    const res = await checkInCall(b, [b.passengerIds[1]!, b.passengerIds[0]!]);
    expect(codeOf(res)).toBe(ResultCode.CHECK_IN_SPECIAL_PASSENGER);
    expect(refusedOf(res)).toEqual([
      { passengerId: b.passengerIds[1], refusal: 'special' },
      { passengerId: b.passengerIds[0], refusal: 'extraSeat' },
    ]);
  });

  it('refuses when no seat is left on the flight, unless the passenger bought one', async () => {
    const b = await ticketed([adult(), adult({ name: '李云雀', certificateNumber: idNumber('1990-03-07', '871') })], {
      buySeatFor: [1],
    });
    const free = (await chart(b.flight.flightId)).filter((x) => x.available).map((x) => x.seatNo);
    await app.airline.db.insert(seatAssignment).values(
      free.map((seatNo) => ({
        flightId: b.flight.flightId,
        seatNo,
        orderNo: 'OTHER',
        psgIndex: 0,
        withInfant: false,
      })),
    );
    await before(b, 47 * HOUR);
    expect((await state(b)).trip.passengers.map((p) => p.refusal)).toEqual(['noSeats', null]);
    expect(codeOf(await checkInCall(b, b.passengerIds))).toBe(ResultCode.CHECK_IN_NO_SEATS);
    const { passes } = await checkInOk(b, [b.passengerIds[1]!]);
    expect(passes[0]!.seat).toBe(b.bought[0]);
  });

  it('refuses the 4th online check-in of a traveller on a flight after 3 cancels', async () => {
    const b = await ticketed();
    await before(b, 47 * HOUR);
    for (let i = 1; i <= 3; i += 1) {
      const { trip } = await checkInOk(b);
      expect(passenger(trip, b.passengerIds[0]!).onlineCheckIns).toBe(i);
      const cancelled = okData(CheckInCancelDataSchema, await cancelCall(b, b.passengerIds));
      expect(passenger(cancelled.trip, b.passengerIds[0]!)).toMatchObject({ checkedIn: false, onlineCheckIns: i });
    }
    const res = await checkInCall(b, b.passengerIds);
    expect(codeOf(res)).toBe(ResultCode.CHECK_IN_LIMIT_REACHED);
    expect(refusedOf(res)).toEqual([{ passengerId: b.passengerIds[0], refusal: 'limitReached' }]);
    expect(passenger((await state(b)).trip, b.passengerIds[0]!).refusal).toBe('limitReached');
  });

  it('refuses an adult travelling with an infant, and the infant', async () => {
    const b = await ticketed([adult(), infant()]);
    await before(b, 47 * HOUR);
    const trip = (await state(b)).trip;
    expect(trip.passengers.map((p) => p.refusal)).toEqual(['infant', 'infant']);
    const res = await checkInCall(b, [b.passengerIds[0]!]);
    expect(codeOf(res)).toBe(ResultCode.CHECK_IN_INFANT);
    expect(codeOf(await checkInCall(b, [b.passengerIds[1]!]))).toBe(ResultCode.CHECK_IN_INFANT);
  });

  it('refuses international passengers (either airport outside the mainland)', async () => {
    const b = await ticketed(
      [
        adult({
          name: undefined,
          surname: 'ZHANG',
          givenName: 'YUNQUE',
          certificateType: 'PP',
          certificateNumber: 'E55501234',
          certificateValidity: '2032-01-01',
        }),
      ],
      { dep: 'CAN', arr: 'BKK' },
    );
    await before(b, 47 * HOUR);
    const s = await state(b);
    expect(s.trip).toMatchObject({ international: true, window: 'open', openSeat: false });
    expect(s.trip.passengers[0]!.refusal).toBe('international');
    expect(codeOf(await checkInCall(b, b.passengerIds))).toBe(ResultCode.CHECK_IN_INTERNATIONAL);
  });

  it('a child cannot check in before the guardian; with the guardian it can, and the guardian cannot leave it', async () => {
    const b = await ticketed([adult(), child()]);
    const [guardian, kid] = b.passengerIds as [string, string];
    await before(b, 47 * HOUR);
    expect(passenger((await state(b)).trip, kid).refusal).toBe('guardianFirst');
    const res = await checkInCall(b, [kid]);
    expect(codeOf(res)).toBe(ResultCode.CHECK_IN_GUARDIAN_FIRST);
    expect(refusedOf(res)).toEqual([{ passengerId: kid, refusal: 'guardianFirst' }]);
    // Together, in either order in the request.
    const { passes } = await checkInOk(b, [kid, guardian]);
    expect(passes.map((p) => p.passengerId)).toEqual([kid, guardian]);
    expect(codeOf(await cancelCall(b, [guardian]))).toBe(ResultCode.CHECK_IN_CANCEL_CHILD_FIRST);
    await okData(CheckInCancelDataSchema, await cancelCall(b, [kid]));
    await okData(CheckInCancelDataSchema, await cancelCall(b, [guardian]));
    // After the guardian, alone.
    await checkInOk(b, [guardian]);
    await checkInOk(b, [kid]);
  });
});

describe('cancelling a check-in (spec §4: 45 min domestic, 60 min international)', () => {
  it('domestic: cancels at 46 minutes before departure, refuses at 44', async () => {
    const b = await ticketed([adult(), adult({ name: '李云雀', certificateNumber: idNumber('1990-03-07', '871') })]);
    await before(b, 47 * HOUR);
    await checkInOk(b);
    await before(b, 46 * MINUTE);
    const { trip } = okData(CheckInCancelDataSchema, await cancelCall(b, [b.passengerIds[0]!]));
    expect(passenger(trip, b.passengerIds[1]!).cancellable).toBe(true);
    await before(b, 44 * MINUTE);
    expect(codeOf(await cancelCall(b, [b.passengerIds[1]!]))).toBe(ResultCode.CHECK_IN_CANCEL_CUTOFF);
    expect(passenger((await state(b)).trip, b.passengerIds[1]!)).toMatchObject({ checkedIn: true, cancellable: false });
  });

  it('international (checked in at the counter): cancels at 61 minutes, refuses at 59', async () => {
    const passport = (n: string, given: string) =>
      adult({
        name: undefined,
        surname: 'WANG',
        givenName: given,
        certificateType: 'PP',
        certificateNumber: n,
        certificateValidity: '2032-01-01',
      });
    const b = await ticketed([passport('E55509876', 'FANG'), passport('E55509877', 'MING')], {
      dep: 'CAN',
      arr: 'BKK',
    });
    await before(b, 3 * HOUR);
    const counter = await checkInPassengers(
      app.airline,
      { kind: 'visitor', orderNos: new Set([b.orderNo]) },
      {
        orderNo: b.orderNo,
        segmentIndex: 0,
        passengers: b.passengerIds.map((passengerId) => ({ passengerId })),
        clauseAgreed: true,
      },
      'zh_CN',
      'COUNTER',
    );
    expect(counter.passes.map((p) => p.passengerName)).toEqual(['WANG/FANG', 'WANG/MING']);
    // Counter check-ins are not online ones.
    expect(counter.trip.passengers.map((p) => p.onlineCheckIns)).toEqual([0, 0]);
    await before(b, 61 * MINUTE);
    await okData(CheckInCancelDataSchema, await cancelCall(b, [b.passengerIds[0]!]));
    await before(b, 59 * MINUTE);
    expect(codeOf(await cancelCall(b, [b.passengerIds[1]!]))).toBe(ResultCode.CHECK_IN_CANCEL_CUTOFF);
  });

  it('refuses to cancel a passenger who is not checked in', async () => {
    const b = await ticketed();
    await before(b, 47 * HOUR);
    expect(codeOf(await cancelCall(b, b.passengerIds))).toBe(ResultCode.CHECK_IN_NOT_CHECKED_IN);
  });
});

describe('seats at check-in (spec §5 seat rules; issue 13 §2)', () => {
  it('frees a seat given at check-in when the check-in is cancelled', async () => {
    const b = await ticketed();
    await before(b, 47 * HOUR);
    const { passes } = await checkInOk(b);
    const seat = passes[0]!.seat;
    expect(await seatHeld(b.flight.flightId, seat)).toBe(true);
    await okData(CheckInCancelDataSchema, await cancelCall(b, b.passengerIds));
    expect(await seatHeld(b.flight.flightId, seat)).toBe(false);
    expect(passenger((await state(b)).trip, b.passengerIds[0]!)).toMatchObject({ seatNo: null, boardingSeq: null });
  });

  it('keeps a seat bought at booking, through check-in and cancel; a seat picked at check-in is refused', async () => {
    const b = await ticketed([adult()], { buySeatFor: [0] });
    const bought = b.bought[0]!;
    await before(b, 47 * HOUR);
    const other = (await chart(b.flight.flightId)).find((x) => x.available && !x.exit)!.seatNo;
    // Seats are bought through the ancillary order (decision 22), never picked free of charge here.
    expect(codeOf(await checkInCall(b, [], { passengers: [{ passengerId: b.passengerIds[0], seatNo: other }] }))).toBe(
      ResultCode.BAD_REQUEST,
    );
    const { passes } = await checkInOk(b);
    expect(passes[0]!.seat).toBe(bought);
    await okData(CheckInCancelDataSchema, await cancelCall(b, b.passengerIds));
    expect(await seatHeld(b.flight.flightId, bought)).toBe(true);
    expect(passenger((await state(b)).trip, b.passengerIds[0]!)).toMatchObject({ seatNo: bought, seatBought: true });
  });

  it('gives a child a free seat outside the exit rows, and refuses a seat picked online (it is bought instead)', async () => {
    const b = await ticketed([adult(), child()]);
    const [guardian, kid] = b.passengerIds as [string, string];
    await before(b, 47 * HOUR);
    const seats = await chart(b.flight.flightId);
    const free = seats.find((x) => x.available && !x.exit && x.kind !== 'FRONT')!;
    expect(
      codeOf(
        await checkInCall(b, [], {
          passengers: [{ passengerId: guardian }, { passengerId: kid, seatNo: free.seatNo }],
        }),
      ),
    ).toBe(ResultCode.BAD_REQUEST);
    const { passes } = await checkInOk(b);
    const kidSeat = seats.find((x) => x.seatNo === passes.find((p) => p.passengerId === kid)!.seat)!;
    expect(kidSeat.exit).toBeNull();
    expect(new Set(passes.map((p) => p.seat)).size).toBe(2);
  });

  it('gives boarding sequence numbers unique on the flight, never reused after a cancel', async () => {
    const first = await ticketed([
      adult(),
      adult({ name: '李云雀', certificateNumber: idNumber('1990-03-07', '871') }),
    ]);
    // A second order on the same flight, by a visitor.
    const fare = `${first.flight.flightId}.STANDARD`;
    const other = await reserveOk(
      app,
      reserveBody([fare], {
        passengers: [adult({ name: '王云雀', certificateNumber: idNumber('1990-03-07', '891') })],
      }),
    );
    await payOnGateway(app, other.orderNo, other.price.actualAmount);
    await runJobs(app);
    await before(first, 47 * HOUR);
    const a = await checkInOk(first);
    const visitorTrips = okData(
      CheckInTripsDataSchema,
      await post(
        UpstreamPath.checkInVisitorTrips,
        { certificateNumber: idNumber('1990-03-07', '891'), name: '王云雀' },
        null,
      ),
    );
    const trip = visitorTrips.records.find((t) => t.orderNo === other.orderNo)!;
    const visitor = { certificateNumber: idNumber('1990-03-07', '891'), name: '王云雀' };
    const second = { ...first, orderNo: other.orderNo, passengerIds: trip.passengers.map((p) => p.passengerId) };
    const v = await checkInOk(second, second.passengerIds, { visitor }, null);
    expect([...a.passes, ...v.passes].map((p) => p.sequenceNumber)).toEqual([1, 2, 3]);
    await okData(CheckInCancelDataSchema, await cancelCall(first, [first.passengerIds[0]!]));
    const again = await checkInOk(first, [first.passengerIds[0]!]);
    expect(again.passes[0]!.sequenceNumber).toBe(4);
  });
});

describe('visitors and other travellers (spec §7 selectFriendOptionalSeatTravel, checkIsSelf; issue 13 §1)', () => {
  it('a visitor finds the trip by ticket and name or by document and name, and checks in with that proof', async () => {
    const b = await ticketed([adult({ name: '赵云雀', certificateNumber: idNumber('1990-03-07', '911') })], {
      token: null,
    });
    const byTicket = { ticketNo: b.ticketNos[0], name: 'ZHAO/YUNQUE' };
    const found = okData(
      CheckInTripsDataSchema,
      await post(UpstreamPath.checkInVisitorTrips, byTicket, null, '10.1.1.1'),
    );
    expect(found.records.map((t) => [t.orderNo, t.source])).toEqual([[b.orderNo, 'VISITOR']]);
    const byDocument = { certificateNumber: idNumber('1990-03-07', '911'), name: '赵云雀' };
    const again = okData(
      CheckInTripsDataSchema,
      await post(UpstreamPath.checkInVisitorTrips, byDocument, null, '10.1.1.1'),
    );
    expect(again.records.map((t) => t.orderNo)).toEqual([b.orderNo]);
    await before(b, 47 * HOUR);
    const { passes } = await checkInOk(b, b.passengerIds, { visitor: byTicket }, null);
    expect(passes[0]!.passengerName).toBe('ZHAO/YUNQUE');
    await okData(CheckInCancelDataSchema, await cancelCall(b, b.passengerIds, null, { visitor: byDocument }));
    // Without a proof, nobody; with a proof of another order, NOT_FOUND.
    expect(codeOf(await checkInCall(b, b.passengerIds, {}, null))).toBe(ResultCode.NOT_LOGGED_IN);
    const otherProof = { certificateNumber: idNumber('1990-03-07'), name: '张云雀' };
    expect(codeOf(await checkInCall(b, b.passengerIds, { visitor: otherProof }, null))).toBe(ResultCode.NOT_FOUND);
  });

  it('answers a wrong name or ticket NOT_FOUND, and after 5 failures refuses even the right proof (per address)', async () => {
    const b = await ticketed([adult({ name: '钱云雀', certificateNumber: idNumber('1990-03-07', '931') })], {
      token: null,
    });
    const right = { ticketNo: b.ticketNos[0], name: '钱云雀' };
    const ip = '10.2.2.2';
    expect(codeOf(await post(UpstreamPath.checkInVisitorTrips, { ...right, name: '孙云雀' }, null, ip))).toBe(
      ResultCode.NOT_FOUND,
    );
    expect(
      codeOf(await post(UpstreamPath.checkInVisitorTrips, { ...right, ticketNo: '9020000000000' }, null, ip)),
    ).toBe(ResultCode.NOT_FOUND);
    for (let i = 0; i < 4; i += 1)
      expect(codeOf(await post(UpstreamPath.checkInVisitorTrips, { ...right, name: `孙云${i}` }, null, ip))).toBe(
        ResultCode.NOT_FOUND,
      );
    expect(codeOf(await post(UpstreamPath.checkInVisitorTrips, right, null, ip))).toBe(ResultCode.RATE_LIMITED);
    // Another address is not held back by this one.
    await okData(CheckInTripsDataSchema, await post(UpstreamPath.checkInVisitorTrips, right, null, '10.3.3.3'));
  });

  it("another member's order is NOT_FOUND on every call (IDOR) until they add it by ticket", async () => {
    const b = await ticketed();
    await before(b, 47 * HOUR);
    expect(codeOf(await post(UpstreamPath.checkInState, { orderNo: b.orderNo, segmentIndex: 0 }, plain))).toBe(
      ResultCode.NOT_FOUND,
    );
    expect(codeOf(await checkInCall(b, b.passengerIds, {}, plain))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await cancelCall(b, b.passengerIds, plain))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await post(UpstreamPath.checkIsSelf, { passengerId: b.passengerIds[0] }, plain))).toBe(
      ResultCode.NOT_FOUND,
    );
    expect(codeOf(await post(UpstreamPath.checkInState, { orderNo: 'YQ2026120100000000', segmentIndex: 0 }))).toBe(
      ResultCode.NOT_FOUND,
    );
    // The demo member checks in; the other member cannot cancel it.
    await checkInOk(b);
    expect(codeOf(await cancelCall(b, b.passengerIds, plain))).toBe(ResultCode.NOT_FOUND);

    // Added by ticket and name: the trip is the other member's to see and act on (as a FRIEND trip).
    expect(
      codeOf(await post(UpstreamPath.checkInFriendTrip, { ticketNo: b.ticketNos[0], name: '李四' }, plain, '10.4.4.4')),
    ).toBe(ResultCode.NOT_FOUND);
    const added = okData(
      CheckInTripsDataSchema,
      await post(UpstreamPath.checkInFriendTrip, { ticketNo: b.ticketNos[0], name: '张云雀' }, plain, '10.4.4.4'),
    );
    expect(added.records.map((t) => [t.orderNo, t.source])).toEqual([[b.orderNo, 'FRIEND']]);
    const friends = okData(
      CheckInTripsDataSchema,
      await post(UpstreamPath.checkInTrips, { queryType: 'FRIEND' }, plain),
    );
    expect(friends.records.map((t) => t.orderNo)).toEqual([b.orderNo]);
    expect((await state(b, plain)).trip.source).toBe('FRIEND');
    await okData(CheckInCancelDataSchema, await cancelCall(b, b.passengerIds, plain));
    // checkIsSelf: the demo member is certified with this passenger's name and document; the other is not.
    expect(
      okData(CheckIsSelfDataSchema, await post(UpstreamPath.checkIsSelf, { passengerId: b.passengerIds[0] })).self,
    ).toBe(true);
    expect(
      okData(CheckIsSelfDataSchema, await post(UpstreamPath.checkIsSelf, { passengerId: b.passengerIds[0] }, plain))
        .self,
    ).toBe(false);
  });

  it('checkIsSelf is false for a passenger of the member’s order who is someone else', async () => {
    const b = await ticketed([adult(), adult({ name: '李云雀', certificateNumber: idNumber('1990-03-07', '871') })]);
    const self = async (id: string) =>
      okData(CheckIsSelfDataSchema, await post(UpstreamPath.checkIsSelf, { passengerId: id })).self;
    expect(await self(b.passengerIds[0]!)).toBe(true);
    expect(await self(b.passengerIds[1]!)).toBe(false);
  });
});

describe('the sandbox counter check-in (decision 21: international check-in only at the counter)', () => {
  /** airline-api/src/sandbox/check-in-counter.ts (product code and its tests do not import the sandbox). */
  const SANDBOX_CHECK_IN_COUNTER_PATH = '/sandbox/check-in/counter';
  const counterCall = (body: Record<string, unknown>, remoteAddress?: string) =>
    app.inject({
      method: 'POST',
      url: SANDBOX_CHECK_IN_COUNTER_PATH,
      payload: body,
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('answers a remote caller 404 and checks nobody in', async () => {
    const b = await ticketed();
    await before(b, 3 * HOUR);
    const res = await counterCall({ orderNo: b.orderNo, segmentIndex: 0, passengerIds: b.passengerIds }, '203.0.113.5');
    expect(res.statusCode).toBe(404);
    expect((await state(b)).trip.passengers[0]!.checkedIn).toBe(false);
  });

  it('checks international passengers in through COUNTER (the online refusal does not apply), cancellable until 60 min', async () => {
    const b = await ticketed(
      [
        adult({
          name: undefined,
          surname: 'LIU',
          givenName: 'YUNQUE',
          certificateType: 'PP',
          certificateNumber: 'E55507654',
          certificateValidity: '2032-01-01',
        }),
      ],
      { dep: 'CAN', arr: 'BKK' },
    );
    await before(b, 3 * HOUR);
    const data = okData(
      CheckInDataSchema,
      await counterCall({ orderNo: b.orderNo, segmentIndex: 0, passengerIds: b.passengerIds }),
    );
    expect(data.passes.map((p) => p.passengerName)).toEqual(['LIU/YUNQUE']);
    expect(data.trip.passengers[0]).toMatchObject({ checkedIn: true, onlineCheckIns: 0, cancellable: true });
    // The member sees it on their trip, and a second counter check-in of the same passenger is refused.
    expect((await state(b)).trip.passengers[0]!.checkedIn).toBe(true);
    expect(codeOf(await counterCall({ orderNo: b.orderNo, segmentIndex: 0, passengerIds: b.passengerIds }))).toBe(
      ResultCode.CHECK_IN_ALREADY_CHECKED_IN,
    );
  });

  it('refuses an unknown order (NOT_FOUND) and a body out of shape (BAD_REQUEST)', async () => {
    expect(codeOf(await counterCall({ orderNo: 'NOSUCHORDER', segmentIndex: 0, passengerIds: ['x'] }))).toBe(
      ResultCode.NOT_FOUND,
    );
    expect(codeOf(await counterCall({ orderNo: 'X', segmentIndex: 0, passengerIds: [] }))).toBe(ResultCode.BAD_REQUEST);
  });
});
