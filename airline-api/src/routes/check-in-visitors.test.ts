import {
  CheckInCancelDataSchema,
  CheckInDataSchema,
  CheckInTripsDataSchema,
  CheckIsSelfDataSchema,
  ResultCode,
  UpstreamPath,
} from '@/lib/contract';
import { codeOf, okData } from '../../test/account-api';
import { adult, idNumber } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import {
  app,
  before,
  cancelCall,
  checkInCall,
  checkInOk,
  HOUR,
  plain,
  post,
  state,
  ticketed,
  serveCheckIn,
} from '../../test/check-in-scene';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 2);

serveCheckIn();

describe('visitors and other travellers (spec §7 selectFriendOptionalSeatTravel, checkIsSelf; decision 21)', () => {
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
