import {
  BoardingPassEmailDataSchema,
  BoardingPassesDataSchema,
  CheckInCancelDataSchema,
  CheckInTripsDataSchema,
  OrderAddOnOfferDataSchema,
  SeatChartDataSchema,
  ResultCode,
  UpstreamPath,
} from '@/lib/contract';
import { codeOf, okData } from '../../test/account-api';
import { adult, idNumber } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import {
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

// Issue 29 §5, decision 56: a passenger's proof (ticket or document, and name) is that passenger's, not the booking's.
describe('what one passenger’s proof opens (spec §7 selectOptionalSeatTravel by ticket; decision 21)', () => {
  it('shows and acts on that passenger only: trips, state, check-in, cancel, passes and their e-mail', async () => {
    const first = adult({ name: '周云雀', certificateNumber: idNumber('1990-03-07', '951') });
    const second = adult({ name: '吴云雀', certificateNumber: idNumber('1991-04-08', '953'), birthday: '1991-04-08' });
    const b = await ticketed([first, second], { token: null });
    const [firstId, secondId] = b.passengerIds as [string, string];
    const proofOfSecond = { ticketNo: b.ticketNos[1], name: '吴云雀' };
    const proofOfFirst = { certificateNumber: idNumber('1990-03-07', '951'), name: '周云雀' };
    const ip = '10.29.5.1';

    const found = okData(CheckInTripsDataSchema, await post(UpstreamPath.checkInVisitorTrips, proofOfSecond, null, ip));
    const names = found.records.flatMap((t) => t.passengers.map((p) => [p.name, p.ticketNo]));
    expect(names).toEqual([['吴云雀', b.ticketNos[1]]]);
    await before(b, 47 * HOUR);
    const seen = await state(b, null, { visitor: proofOfSecond });
    expect(seen.trip.passengers.map((p) => p.passengerId)).toEqual([secondId]);

    // The other passenger is not the proof's to check in, cancel, or see on a pass.
    expect(codeOf(await checkInCall(b, [firstId], { visitor: proofOfSecond }, null))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await checkInCall(b, [firstId, secondId], { visitor: proofOfSecond }, null))).toBe(
      ResultCode.NOT_FOUND,
    );
    const own = await checkInOk(b, [secondId], { visitor: proofOfSecond }, null);
    expect(own.passes.map((p) => p.passengerName)).toEqual(['WU/YUNQUE']);
    expect(own.trip.passengers.map((p) => p.passengerId)).toEqual([secondId]);
    await checkInOk(b, [firstId], { visitor: proofOfFirst }, null);

    const passesCall = (visitor: Record<string, unknown>) =>
      post(UpstreamPath.boardingPasses, { orderNo: b.orderNo, segmentIndex: 0, visitor }, null);
    const passes = okData(BoardingPassesDataSchema, await passesCall(proofOfSecond)).passes;
    expect(passes.map((p) => p.ticketNumber)).toEqual([b.ticketNos[1]]);
    const mailed = okData(
      BoardingPassEmailDataSchema,
      await post(
        UpstreamPath.boardingPassEmail,
        { orderNo: b.orderNo, segmentIndex: 0, visitor: proofOfSecond, email: 'wu@example.com' },
        null,
      ),
    );
    expect(mailed.passes).toBe(1);
    expect(codeOf(await cancelCall(b, [firstId], null, { visitor: proofOfSecond }))).toBe(ResultCode.NOT_FOUND);
    await okData(CheckInCancelDataSchema, await cancelCall(b, [firstId], null, { visitor: proofOfFirst }));
    // The first passenger's document opens the first passenger only.
    const byFirst = await state(b, null, { visitor: proofOfFirst });
    expect(byFirst.trip.passengers.map((p) => p.passengerId)).toEqual([firstId]);
  });

  it('opens seat selection for that passenger only: the chart and the offer list no one else', async () => {
    const first = adult({ name: '郑云雀', certificateNumber: idNumber('1990-03-07', '971') });
    const second = adult({ name: '孙云雀', certificateNumber: idNumber('1991-04-08', '973'), birthday: '1991-04-08' });
    const b = await ticketed([first, second], { token: null });
    const [firstId, secondId] = b.passengerIds as [string, string];
    const proofOfSecond = { ticketNo: b.ticketNos[1], name: '孙云雀' };
    const segment = { orderNo: b.orderNo, segmentIndex: 0, visitor: proofOfSecond };
    const chart = okData(SeatChartDataSchema, await post(UpstreamPath.seatChart, segment, null));
    expect(chart.passengers.map((p) => p.passengerId)).toEqual([secondId]);
    const offered = await post(
      UpstreamPath.orderAddOnOffer.replace(':orderNo', b.orderNo),
      { ...segment, types: ['SEAT'] },
      null,
    );
    const offer = okData(OrderAddOnOfferDataSchema, offered);
    expect(offer.passengers.map((p) => p.passengerId)).toEqual([secondId]);
    expect(JSON.stringify(offer)).not.toContain(firstId);
  });

  it('a trip a member adds by one ticket opens that passenger to the member, not the booking', async () => {
    const b = await ticketed(
      [
        adult({ name: '陈云雀', certificateNumber: idNumber('1990-03-07', '991') }),
        adult({ name: '褚云雀', certificateNumber: idNumber('1990-03-07', '993') }),
      ],
      { token: null },
    );
    const [firstId, secondId] = b.passengerIds as [string, string];
    const added = okData(
      CheckInTripsDataSchema,
      await post(UpstreamPath.checkInFriendTrip, { ticketNo: b.ticketNos[0], name: '陈云雀' }, plain, '10.29.5.2'),
    );
    expect(added.records.flatMap((t) => t.passengers.map((p) => p.passengerId))).toEqual([firstId]);
    const listed = okData(
      CheckInTripsDataSchema,
      await post(UpstreamPath.checkInTrips, { queryType: 'FRIEND' }, plain),
    );
    const mine = listed.records.filter((t) => t.orderNo === b.orderNo);
    expect(mine.flatMap((t) => t.passengers.map((p) => p.passengerId))).toEqual([firstId]);
    await before(b, 47 * HOUR);
    expect((await state(b, plain)).trip.passengers.map((p) => p.passengerId)).toEqual([firstId]);
    expect(codeOf(await checkInCall(b, [secondId], {}, plain))).toBe(ResultCode.NOT_FOUND);
    await checkInOk(b, [firstId], {}, plain);
  });

  it('issues ticket numbers that are not consecutive: 902, a drawn serial, the check digit', async () => {
    const b = await ticketed([adult(), adult({ name: '郑云雀', certificateNumber: idNumber('1990-03-07', '971') })], {
      token: null,
    });
    const again = await ticketed([adult({ name: '冯云雀', certificateNumber: idNumber('1990-03-07', '973') })], {
      token: null,
    });
    const numbers = [...b.ticketNos, ...again.ticketNos];
    for (const n of numbers) {
      expect(n).toMatch(/^902\d{10}$/);
      expect(Number(BigInt(n.slice(0, 12)) % 7n)).toBe(Number(n[12]));
    }
    const serials = numbers.map((n) => Number(n.slice(3, 12))).sort((x, y) => x - y);
    const gaps = serials.slice(1).map((x, i) => x - serials[i]!);
    // Drawn from a billion: neighbours one apart would be a sequence.
    expect(gaps.filter((g) => g <= 10)).toEqual([]);
  });
});
