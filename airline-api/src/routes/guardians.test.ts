import {
  AddPeopleCheckDataSchema,
  CheckInRefusedDataSchema,
  IDEMPOTENCY_HEADER,
  OrderDetailSchema,
  ResultCode,
  UpstreamPath,
  envelopeSchema,
  type ReservePassenger,
} from '@/lib/contract';
import { caller, codeOf, okData } from '../../test/account-api';
import { adult, child, idNumber, infant, newKey, reserveBody, reserveCall } from '../../test/booking-api';
import {
  HOUR,
  app,
  before,
  cancelCall,
  chart,
  checkInCall,
  checkInOk,
  demo,
  passenger,
  serveCheckIn,
  state,
  ticketed,
} from '../../test/check-in-scene';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import { flightOnNextDay } from '../../test/ticketed-order';

// Issue 28 §1, decision 50: the guardian the family chose for each child and infant is the order's (spec §5
// Passengers: a guardian of 18 or over, at most 2 children or 1 child and 1 infant), and every rule that depends
// on it reads it: check-in (spec §4 "Check-in": an infant's carrier at the counter, a child after its guardian),
// refunds together with the guardian (spec §5), and adding an infant (one per adult).

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);
serveCheckIn();

const second = (over: Partial<ReservePassenger> = {}) =>
  adult({ name: '李云雀', certificateNumber: idNumber('1988-05-02', '871'), birthday: '1988-05-02', ...over });

const refused = (res: { body: string }) =>
  envelopeSchema(CheckInRefusedDataSchema).parse(JSON.parse(res.body)).data?.passengers;

async function detail(orderNo: string) {
  return okData(
    OrderDetailSchema,
    await caller(app).get(UpstreamPath.myFlightOrder.replace(':orderNo', orderNo), demo),
  );
}

describe('the booking keeps the chosen guardian', () => {
  it('stores the second adult as the infant carrier, and the order shows it', async () => {
    const b = await ticketed([adult(), second(), infant({ guardian: 1 })]);
    const d = await detail(b.orderNo);
    expect(d.passengers.map((p) => p.guardianPassengerId ?? null)).toEqual([null, null, b.passengerIds[1]]);
  });

  it('without a choice, keeps the positional guardian: infants on the next adult, children with the first', async () => {
    const b = await ticketed([
      adult(),
      second(),
      child(),
      infant(),
      infant({ name: '张二宝', certificateNumber: 'O440123458' }),
    ]);
    const d = await detail(b.orderNo);
    const [a0, a1] = b.passengerIds;
    expect(d.passengers.map((p) => p.guardianPassengerId ?? null)).toEqual([null, null, a0, a0, a1]);
  });

  it('refuses a guardian who is not an adult of the booking, under 18, over the limits, or named on an adult', async () => {
    const flight = await flightOnNextDay(app, () => 40, { seats: 9 });
    const fare = [`${flight.flightId}.STANDARD`];
    const code = async (passengers: ReservePassenger[]) =>
      codeOf(await reserveCall(app, reserveBody(fare, { passengers }), { key: newKey(), token: demo }));
    const teen = second({ birthday: '2009-12-20', certificateNumber: idNumber('2009-12-20', '873') });
    // Boundaries: an index past the passengers, a child's index, and the adult's own index pass or fail.
    expect(await code([adult(), infant({ guardian: 2 })])).toBe(ResultCode.COMPANION_LIMIT);
    expect(await code([adult(), child(), infant({ guardian: 1 })])).toBe(ResultCode.COMPANION_LIMIT);
    expect(await code([adult(), teen, infant({ guardian: 1 })])).toBe(ResultCode.COMPANION_LIMIT);
    expect(
      await code([
        adult(),
        second(),
        infant({ guardian: 1 }),
        infant({ guardian: 1, certificateNumber: 'O440123458' }),
      ]),
    ).toBe(ResultCode.COMPANION_LIMIT);
    expect(await code([adult({ guardian: 0 }), infant({ guardian: 0 })])).toBe(ResultCode.BAD_REQUEST);
    // One infant each, on the chosen adults in the other order, is fine.
    expect(
      await code([
        adult(),
        second(),
        infant({ guardian: 1 }),
        infant({ guardian: 0, certificateNumber: 'O440123458' }),
      ]),
    ).toBe(ResultCode.OK);
  });
});

describe('seat rules read the chosen carrier (spec §5 Services: no exit row with an infant)', () => {
  it('refuses an exit-row seat to the second adult who carries the infant, and gives it to the first', async () => {
    const flight = await flightOnNextDay(app, () => 41, { seats: 9 });
    const exit = (await chart(flight.flightId)).find((x) => x.available && x.exit)!;
    const seatFor = (passenger: number) =>
      reserveCall(
        app,
        reserveBody([`${flight.flightId}.STANDARD`], {
          passengers: [adult(), second(), infant({ guardian: 1 })],
          ancillaries: {
            baggage: [],
            meals: [],
            insurance: [],
            seats: [{ passenger, segment: 0, seatNo: exit.seatNo }],
            priority: [],
          },
        }),
        { key: newKey(), token: demo },
      );
    expect(codeOf(await seatFor(1))).toBe(ResultCode.SEAT_NOT_ALLOWED);
    expect(codeOf(await seatFor(0))).toBe(ResultCode.OK);
  });
});

describe('check-in reads the stored guardian (spec §4)', () => {
  it('sends the carrier (the second adult) to the counter and lets the first adult check in online', async () => {
    const b = await ticketed([adult(), second(), infant({ guardian: 1 })]);
    await before(b, 47 * HOUR);
    const trip = (await state(b)).trip;
    expect(passenger(trip, b.passengerIds[0]!).refusal).toBeNull();
    expect(passenger(trip, b.passengerIds[1]!).refusal).toBe('infant');
    expect(passenger(trip, b.passengerIds[2]!).guardianPassengerId).toBe(b.passengerIds[1]);
    const res = await checkInCall(b, [b.passengerIds[1]!]);
    expect(codeOf(res)).toBe(ResultCode.CHECK_IN_INFANT);
    await checkInOk(b, [b.passengerIds[0]!]);
  });

  it("lets a child through only after its own guardian, and keeps that guardian's check-in while the child stays", async () => {
    const b = await ticketed([adult(), second(), child({ guardian: 1 })]);
    await before(b, 47 * HOUR);
    const [a0, a1, kid] = b.passengerIds as [string, string, string];
    // With the other adult: the child is refused (guardianFirst); with its guardian in the same request: through.
    const res = await checkInCall(b, [a0, kid]);
    expect(codeOf(res)).toBe(ResultCode.CHECK_IN_GUARDIAN_FIRST);
    expect(refused(res)).toEqual([{ passengerId: kid, refusal: 'guardianFirst' }]);
    await checkInOk(b, [a0]);
    await checkInOk(b, [a1, kid]);
    // The other adult may leave; the guardian may not leave the child checked in alone.
    expect(codeOf(await cancelCall(b, [a1]))).toBe(ResultCode.CHECK_IN_CANCEL_CHILD_FIRST);
    expect(codeOf(await cancelCall(b, [a0]))).toBe(ResultCode.OK);
  });
});

describe('refunds together with the guardian (spec §5)', () => {
  it("quotes a child's refund with its own guardian, not with the other adult", async () => {
    const b = await ticketed([adult(), second(), child({ guardian: 1 })]);
    const [a0, a1, kid] = b.passengerIds as [string, string, string];
    const quote = (ids: string[]) =>
      caller(app).post(
        UpstreamPath.refundQuote,
        {
          orderNo: b.orderNo,
          items: ids.map((passengerId) => ({ passengerId, segmentIndex: 0 })),
          refundType: 'VOLUNTARY',
        },
        demo,
      );
    expect(codeOf(await quote([a0, kid]))).toBe(ResultCode.REFUND_GUARDIAN_REQUIRED);
    expect(codeOf(await quote([a1, kid]))).toBe(ResultCode.OK);
  });
});

describe('adding an infant: one per adult (spec §5; decision 25)', () => {
  it('offers the adult without an infant, blocks the carrier, and the server refuses the carrier', async () => {
    const b = await ticketed([adult(), second(), infant({ guardian: 1 })]);
    const [a0, a1] = b.passengerIds as [string, string];
    const check = okData(
      AddPeopleCheckDataSchema,
      await caller(app).post(UpstreamPath.addPeopleCheck, { orderNo: b.orderNo, type: 'INF' }, demo),
    );
    expect(check.adults.find((a) => a.passengerId === a0)!.block).toBeNull();
    expect(check.adults.find((a) => a.passengerId === a1)!.block).toBe('companionLimit');
    // The carrier may still bring a child (1 child and 1 infant), just not a second infant.
    const kid = okData(
      AddPeopleCheckDataSchema,
      await caller(app).post(UpstreamPath.addPeopleCheck, { orderNo: b.orderNo, type: 'CHD' }, demo),
    );
    expect(kid.adults.find((a) => a.passengerId === a1)!.block).toBeNull();
    const total = check.segments.reduce((n, s) => n + s.total, 0);
    const commit = (guardianId: string) =>
      app.inject({
        method: 'POST',
        url: UpstreamPath.addPeopleCommit,
        payload: {
          orderNo: b.orderNo,
          type: 'INF',
          guardianId,
          passenger: {
            name: '张小宝',
            gender: 'M',
            birthday: '2026-06-01',
            nationality: 'CN',
            certificateType: 'BC',
            certificateNumber: 'O440123457',
          },
          quotedTotal: total,
        },
        headers: { [IDEMPOTENCY_HEADER]: newKey(), 'x-forwarded-for': '10.0.0.1', 'x-member-token': demo },
      });
    expect(codeOf(await commit(a1))).toBe(ResultCode.ADD_PEOPLE_LIMIT);
    expect(codeOf(await commit(a0))).toBe(ResultCode.OK);
  });
});
