import { eq } from 'drizzle-orm';
import { CheckInDataSchema, CheckInStateDataSchema, ResultCode, UpstreamPath } from '@/lib/contract';
import { EXTRA_SEAT_PRODUCT } from '../check-in/state';
import { bookingOrder, orderAncillary } from '../db/schema';
import { codeOf, okData } from '../../test/account-api';
import { adult, idNumber } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import {
  addOnOrderOf,
  app,
  before,
  buyWithPoints,
  chartCall,
  chartOf,
  faresCall,
  HOUR,
  offerCall,
  offerOf,
  plain,
  plainSeat,
  post,
  priceOf,
  reserveCall,
  reserveData,
  seat,
  seatHolder,
  second,
  setDemoPoints,
  ticketed,
  withOrder,
  serveSeatSelection,
} from '../../test/seat-selection-scene';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

serveSeatSelection();

describe('who may buy a seat (spec §4: changed twice; §5: checked in, extra seat)', () => {
  beforeAll(() => setDemoPoints(1_000_000));

  it('changes a seat twice and refuses the third change (a first seat is not a change)', async () => {
    const b = await ticketed();
    const id = b.passengerIds[0]!;
    const picks: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const s = plainSeat(await chartOf(b));
      picks.push(s);
      const { order } = await buyWithPoints(b, id, s);
      expect(order).toMatchObject({ state: 'DONE', payAmount: 0 });
      const p = (await chartOf(b)).passengers[0]!;
      expect(p).toMatchObject({ seatNo: s, seatChanges: i, changesLeft: 2 - i });
      // The previous seat is free again.
      if (i > 0) expect(await seatHolder(b.flight.flightId, picks[i - 1]!)).toBeNull();
    }
    expect((await chartOf(b)).passengers[0]!.block).toBe('changeLimit');
    const offer = await offerOf(b);
    const s = plainSeat(await chartOf(b));
    expect(codeOf(await reserveCall(b, offer.sessionId, [seat(id, s)], priceOf(offer, s)))).toBe(
      ResultCode.SEAT_CHANGE_LIMIT,
    );
  });

  it('refuses a checked-in passenger, and a passenger with an extra occupied seat (from the booking or bought after)', async () => {
    const b = await ticketed([adult(), second()]);
    const [first, other] = b.passengerIds as [string, string];
    await before(b, 47 * HOUR);
    okData(
      CheckInDataSchema,
      await post(UpstreamPath.checkIn, {
        orderNo: b.orderNo,
        segmentIndex: 0,
        passengers: [{ passengerId: first }],
        clauseAgreed: true,
      }),
    );
    const chart = await chartOf(b);
    expect(chart.passengers[0]).toMatchObject({ checkedIn: true, block: 'checkedIn' });
    expect(chart.passengers[0]!.seatNo).not.toBeNull();
    const offer = await offerOf(b);
    const s = plainSeat(chart);
    expect(codeOf(await reserveCall(b, offer.sessionId, [seat(first, s)], priceOf(offer, s)))).toBe(
      ResultCode.SEAT_CHECKED_IN,
    );
    // An extra occupied seat bought after booking: an item of a paid add-on order of this order.
    const [parent] = await app.airline.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, b.orderNo));
    const extraOrder = `${b.orderNo.slice(0, -2)}99`;
    await app.airline.db.insert(bookingOrder).values({
      ...parent!,
      orderNo: extraOrder,
      orderType: 3,
      parentOrderNo: b.orderNo,
      parentSegIndex: 0,
    });
    await app.airline.db.insert(orderAncillary).values({
      orderNo: extraOrder,
      kind: 'SEAT',
      psgIndex: 1,
      segIndex: 0,
      productCode: EXTRA_SEAT_PRODUCT,
      priceFen: 0,
    });
    expect((await chartOf(b)).passengers[1]!.block).toBe('extraSeat');
    expect(codeOf(await reserveCall(b, offer.sessionId, [seat(other, s)], priceOf(offer, s)))).toBe(
      ResultCode.CHECK_IN_EXTRA_SEAT,
    );
    // Check-in reads it too (decision 21: an extra seat blocks online check-in).
    const state = okData(
      CheckInStateDataSchema,
      await post(UpstreamPath.checkInState, { orderNo: b.orderNo, segmentIndex: 0 }),
    );
    expect(state.trip.passengers.find((p) => p.passengerId === other)!.refusal).toBe('extraSeat');
  });
});

describe('when seat selection is open (decision 22: from ticketing until check-in closes)', () => {
  beforeAll(() => setDemoPoints(1_000_000));

  it("international flights are 'notSupported'", async () => {
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
    expect(await chartOf(b)).toMatchObject({ open: false, closed: 'notSupported' });
    expect(codeOf(await offerCall(b))).toBe(ResultCode.SEAT_SELECTION_NOT_SUPPORTED);
  });

  it('is open 1 ms before the 1-hour mark and closed at exactly 1 hour before departure', async () => {
    const b = await ticketed([adult(), second()]);
    await before(b, HOUR + 1);
    expect(await chartOf(b)).toMatchObject({ open: true, closed: null });
    const offer = await offerOf(b);
    const chart = await chartOf(b);
    const [s1, s2] = [plainSeat(chart), plainSeat(chart, 1)];
    const { order } = await reserveData(b, offer.sessionId, [seat(b.passengerIds[0]!, s1)], priceOf(offer, s1), {
      points: priceOf(offer, s1),
    });
    expect(order.state).toBe('DONE');
    const late = await offerOf(b);
    await before(b, HOUR);
    expect(await chartOf(b)).toMatchObject({ open: false, closed: 'closed' });
    expect(codeOf(await offerCall(b))).toBe(ResultCode.SEAT_SELECTION_CLOSED);
    expect(
      codeOf(await reserveCall(b, late.sessionId, [seat(b.passengerIds[1]!, s2)], priceOf(late, s2), { points: 0 })),
    ).toBe(ResultCode.SEAT_SELECTION_CLOSED);
  });
});

describe('who may act on an order (decision 21 scope; IDOR)', () => {
  it("another member's order is NOT_FOUND on every call", async () => {
    const b = await ticketed();
    const { sessionId } = await offerOf(b);
    const s = plainSeat(await chartOf(b));
    expect(codeOf(await chartCall(b, plain))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await faresCall(b, {}, plain))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await offerCall(b, ['SEAT'], plain))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await reserveCall(b, sessionId, [seat(b.passengerIds[0]!, s)], 3_000, {}, plain))).toBe(
      ResultCode.NOT_FOUND,
    );
    const { order } = await reserveData(b, sessionId, [seat(b.passengerIds[0]!, s)], priceOf(await offerOf(b), s));
    expect(
      codeOf(
        await post(
          UpstreamPath.addOnOrder,
          { orderNo: b.orderNo, segmentIndex: 0, addOnOrderNo: order.orderNo },
          plain,
        ),
      ),
    ).toBe(ResultCode.NOT_FOUND);
    // The add-on order is not a parent order of its own, and a path naming another order is refused.
    expect(codeOf(await post(UpstreamPath.seatChart, { orderNo: order.orderNo, segmentIndex: 0 }))).toBe(
      ResultCode.NOT_FOUND,
    );
    expect(
      codeOf(
        await post(withOrder(UpstreamPath.orderAddOnOffer, 'YQ2026120100000000'), {
          orderNo: b.orderNo,
          segmentIndex: 0,
          types: ['SEAT'],
        }),
      ),
    ).toBe(ResultCode.BAD_REQUEST);
    expect(codeOf(await chartCall(b, null))).toBe(ResultCode.NOT_LOGGED_IN);
  });

  it('a visitor with a proof of the order may reserve and follow the order; with another proof, NOT_FOUND', async () => {
    const b = await ticketed([adult({ name: '钱云雀', certificateNumber: idNumber('1990-03-07', '931') })], {
      token: null,
    });
    const visitor = { ticketNo: b.ticketNos[0], name: '钱云雀' };
    const chart = await chartOf(b, null, { visitor });
    const offer = await offerOf(b, ['SEAT'], null, { visitor });
    const s = plainSeat(chart);
    const { order } = await reserveData(
      b,
      offer.sessionId,
      [seat(b.passengerIds[0]!, s)],
      priceOf(offer, s),
      { visitor },
      null,
    );
    expect(order).toMatchObject({ state: 'PENDING_PAYMENT', parentOrderNo: b.orderNo });
    expect((await addOnOrderOf(b, order.orderNo, null, { visitor })).items).toEqual([
      expect.objectContaining({ passengerId: b.passengerIds[0], kind: 'SEAT', seatNo: s, price: priceOf(offer, s) }),
    ]);
    // The demo member is not this order's owner.
    expect(codeOf(await chartCall(b))).toBe(ResultCode.NOT_FOUND);
    const otherProof = { certificateNumber: idNumber('1990-03-07'), name: '张云雀' };
    expect(codeOf(await chartCall(b, null, { visitor: otherProof }))).toBe(ResultCode.NOT_FOUND);
  });
});
