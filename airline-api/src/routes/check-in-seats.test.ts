import { CheckInCancelDataSchema, CheckInTripsDataSchema, ResultCode, UpstreamPath } from '@/lib/contract';
import { checkInPassengers } from '../check-in/operations';
import { seatAssignment } from '../db/schema';
import { codeOf, okData } from '../../test/account-api';
import { adult, child, idNumber, payOnGateway, reserveBody, reserveOk, runJobs } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import {
  app,
  before,
  cancelCall,
  chart,
  checkInCall,
  checkInOk,
  HOUR,
  MINUTE,
  passenger,
  post,
  refusedOf,
  seatHeld,
  state,
  ticketed,
  serveCheckIn,
} from '../../test/check-in-scene';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 2);

serveCheckIn();

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

describe('seats at check-in (spec §5 seat rules; decision 21)', () => {
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
    // Seats are bought through the add-on order (decision 22), never picked free of charge here.
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

  // spec §8 'no seats left'; decision 21: each passenger of the request who needs a seat counts the free ones down.
  it('with one free seat left for two passengers without seats, names the second as the one without a seat', async () => {
    const b = await ticketed([adult(), adult({ name: '李云雀', certificateNumber: idNumber('1990-03-07', '871') })]);
    const [first, other] = b.passengerIds as [string, string];
    const free = (await chart(b.flight.flightId)).filter((x) => x.available);
    const left = free.find((x) => !x.exit && x.kind !== 'FRONT')!.seatNo;
    // Every other seat of the flight is taken by another order.
    const taken = free.filter((x) => x.seatNo !== left).map((x) => x.seatNo);
    const holder = { flightId: b.flight.flightId, orderNo: 'OTHER', psgIndex: 0, withInfant: false };
    await app.airline.db.insert(seatAssignment).values(taken.map((seatNo) => ({ ...holder, seatNo })));
    await before(b, 47 * HOUR);
    // Each alone would find the seat: the state counts no one else.
    expect((await state(b)).trip.passengers.map((p) => p.refusal)).toEqual([null, null]);
    const res = await checkInCall(b, [first, other]);
    expect(codeOf(res)).toBe(ResultCode.CHECK_IN_NO_SEATS);
    expect(refusedOf(res)).toEqual([{ passengerId: other, refusal: 'noSeats' }]);
    expect(await seatHeld(b.flight.flightId, left)).toBe(false);
    const { passes } = await checkInOk(b, [first]);
    expect(passes.map((p) => p.seat)).toEqual([left]);
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
