import { CheckInCancelDataSchema, CheckInTripsDataSchema, ResultCode, UpstreamPath } from '@/lib/contract';
import { EXTRA_SEAT_PRODUCT } from '../check-in/state';
import { orderAncillary, seatAssignment } from '../db/schema';
import { codeOf, okData } from '../../test/account-api';
import { adult, child, idNumber, infant } from '../../test/booking-api';
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
  plain,
  post,
  refusedOf,
  seatHeld,
  state,
  ticketed,
  serveCheckIn,
} from '../../test/check-in-scene';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 2);

serveCheckIn();

describe('finding trips (spec §7 selectOptionalSeatTravel; decision 21)', () => {
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
