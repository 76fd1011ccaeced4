import {
  PointsDeductDataSchema,
  PointsForSeatDataSchema,
  ResultCode,
  SeatFareDataSchema,
  SeatReselectDataSchema,
  UpstreamPath,
  envelopeSchema,
} from '@/lib/contract';
import { eq } from 'drizzle-orm';
import { realName } from '../db/schema';
import { codeOf, okData, setOffset } from '../../test/account-api';
import { adult, idNumber, payOnGateway, runJobs } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import {
  addOnOrderOf,
  app,
  before,
  chartOf,
  demoPoints,
  faresCall,
  HOUR,
  logIn,
  MINUTE,
  offerOf,
  plainSeat,
  post,
  priceOf,
  reserveCall,
  reserveData,
  seat,
  seatHolder,
  second,
  type Service,
  setDemoPoints,
  ticketed,
  serveSeatSelection,
} from '../../test/seat-selection-scene';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

serveSeatSelection();

describe('the frozen offer (spec §7 flightOrder/{orderNo}/ancillary: sessionId; 30 minutes)', () => {
  it('holds for 30 minutes: reserves 1 ms before, refuses at exactly 30 minutes; bound to its order', async () => {
    const b = await ticketed([adult(), second()]);
    await before(b, 5 * HOUR);
    const first = await offerOf(b);
    const chart = await chartOf(b);
    const s1 = plainSeat(chart);
    await before(b, 5 * HOUR - 30 * MINUTE + 1);
    const { order } = await reserveData(b, first.sessionId, [seat(b.passengerIds[0]!, s1)], priceOf(first, s1));
    expect(order.state).toBe('PENDING_PAYMENT');
    // A session is used once.
    expect(codeOf(await reserveCall(b, first.sessionId, [seat(b.passengerIds[1]!, plainSeat(chart, 1))], 1))).toBe(
      ResultCode.ADD_ON_SESSION_EXPIRED,
    );
    await before(b, 4 * HOUR);
    const next = await offerOf(b);
    expect(Date.parse(next.expiresAt)).toBe(Date.parse(b.flight.depTime) - 4 * HOUR + 30 * MINUTE);
    const s2 = plainSeat(await chartOf(b), 1);
    await before(b, 4 * HOUR - 30 * MINUTE);
    expect(codeOf(await reserveCall(b, next.sessionId, [seat(b.passengerIds[1]!, s2)], priceOf(next, s2)))).toBe(
      ResultCode.ADD_ON_SESSION_EXPIRED,
    );
    // Another order's session, and an unknown one.
    const other = await ticketed();
    const foreign = await offerOf(other);
    expect(codeOf(await reserveCall(b, foreign.sessionId, [seat(b.passengerIds[1]!, s2)], 1))).toBe(
      ResultCode.ADD_ON_SESSION_EXPIRED,
    );
    expect(codeOf(await reserveCall(b, 'no-such-session', [seat(b.passengerIds[1]!, s2)], 1))).toBe(
      ResultCode.ADD_ON_SESSION_EXPIRED,
    );
  });

  it('refuses a total other than the frozen prices (price changed) and a seat whose product was withdrawn', async () => {
    const b = await ticketed([adult(), second()]);
    const [p1, p2] = b.passengerIds as [string, string];
    const offer = await offerOf(b);
    const chart = await chartOf(b);
    const [s1, s2] = [plainSeat(chart), plainSeat(chart, 1)];
    const total = priceOf(offer, s1) + priceOf(offer, s2);
    const picks = [seat(p1, s1), seat(p2, s2)];
    expect(codeOf(await reserveCall(b, offer.sessionId, picks, total - 1))).toBe(ResultCode.ADD_ON_PRICE_CHANGED);
    expect(codeOf(await reserveCall(b, offer.sessionId, picks, total + 1))).toBe(ResultCode.ADD_ON_PRICE_CHANGED);
    // The sandbox withdraws s2's product (loopback only): the fares lack it and its passenger picks again.
    const control = (payload: object, remoteAddress?: string) =>
      app.inject({
        method: 'POST',
        url: UpstreamPath.sandboxSeatFares,
        payload,
        ...(remoteAddress ? { remoteAddress } : {}),
      });
    expect((await control({ flightId: b.flight.flightId, withdrawn: [s2] }, '203.0.113.9')).statusCode).toBe(404);
    expect((await control({ flightId: b.flight.flightId, withdrawn: [s2] })).statusCode).toBe(200);
    const fares = okData(SeatFareDataSchema, await faresCall(b));
    expect(fares.fares.map((f) => f.seatNo)).not.toContain(s2);
    const res = await reserveCall(b, offer.sessionId, picks, total);
    expect(codeOf(res)).toBe(ResultCode.SEAT_PRODUCT_MISSING);
    expect(envelopeSchema(SeatReselectDataSchema).parse(JSON.parse(res.body)).data).toEqual({ passengerIds: [p2] });
    // A new offer does not sell it; restored, it is on sale again.
    expect((await offerOf(b)).seats.map((f) => f.seatNo)).not.toContain(s2);
    await control({ flightId: b.flight.flightId, withdrawn: [] });
    const { order } = await reserveData(b, offer.sessionId, picks, total);
    expect(order.items.map((i) => i.seatNo)).toEqual([s1, s2]);
  });

  it("answers each passenger's free and bought baggage and what is not on sale (2 hours; bought)", async () => {
    const b = await ticketed();
    const id = b.passengerIds[0]!;
    // 2 hours and 1 ms before departure baggage still sells; exactly 2 hours before it does not (decision 28).
    await before(b, 2 * HOUR + 1);
    const offer = await offerOf(b, ['BAGGAGE', 'MEAL', 'PRIORITY']);
    expect(offer.passengers).toEqual([
      {
        passengerId: id,
        type: 'ADT',
        freeBaggageKg: 20,
        boughtBaggageKg: 0,
        baggageRoomKg: 30,
        baggage: null,
        meal: null,
        priority: null,
        insurance: null,
        insuranceHeld: [],
        // The extra occupied seat (decision 30): the passenger's own fare.
        extraSeat: null,
        extraSeatPrice: expect.any(Number),
      },
    ]);
    const bag = offer.baggage.find((x) => x.weightKg === 10)!;
    expect(bag.price).toBe(Math.round(bag.airportPrice * 0.4));
    const picks: Service[] = [
      { kind: 'BAGGAGE', passengerId: id, productCode: bag.productCode },
      { kind: 'PRIORITY', passengerId: id },
    ];
    const { order } = await reserveData(b, offer.sessionId, picks, bag.price + offer.priority.price);
    await payOnGateway(app, order.orderNo, order.payAmount);
    await runJobs(app);
    expect((await addOnOrderOf(b, order.orderNo)).state).toBe('DONE');
    await before(b, 2 * HOUR);
    const later = await offerOf(b, ['BAGGAGE', 'MEAL', 'PRIORITY']);
    expect(later.passengers[0]).toMatchObject({ boughtBaggageKg: 10, baggage: 'tooLate', priority: 'bought' });
    expect(
      codeOf(await reserveCall(b, later.sessionId, [{ kind: 'PRIORITY', passengerId: id }], later.priority.price)),
    ).toBe(ResultCode.ADD_ON_ALREADY_BOUGHT);
    expect(
      codeOf(
        await reserveCall(b, later.sessionId, [{ kind: 'BAGGAGE', passengerId: id, productCode: bag.productCode }], 1),
      ),
    ).toBe(ResultCode.BAGGAGE_CLOSED);
    // A kind the offer does not hold is not on sale either.
    const seatsOnly = await offerOf(b);
    expect(
      codeOf(
        await reserveCall(b, seatsOnly.sessionId, [{ kind: 'MEAL', passengerId: id, productCode: 'MEAL_SNACK' }], 1),
      ),
    ).toBe(ResultCode.ADD_ON_NOT_ON_SALE);
  });
});

describe('points for seats (spec §7 memberPoints; §9: 100 points = 1 unit)', () => {
  beforeAll(() => setDemoPoints(5_000));

  it('answers the points, the most usable on an amount, and what a count deducts; refuses invalid counts and visitors', async () => {
    expect(await demoPoints()).toBe(5_000);
    const most = (amount: number, currency = 'CNY') =>
      post(UpstreamPath.pointsForSeat, { amount, currency }).then((r) => okData(PointsForSeatDataSchema, r));
    expect(await most(3_000)).toEqual({
      currentPoints: 5_000,
      maxPoints: 3_000,
      maxDeduction: 3_000,
      realNameExpired: false,
    });
    expect(await most(3_050)).toEqual({
      currentPoints: 5_000,
      maxPoints: 3_000,
      maxDeduction: 3_000,
      realNameExpired: false,
    });
    expect(await most(80_000)).toEqual({
      currentPoints: 5_000,
      maxPoints: 5_000,
      maxDeduction: 5_000,
      realNameExpired: false,
    });
    // $4.23 came from at least ￥30.00 (each price is converted and rounded): 3,000 points, worth $4.23.
    expect(await most(423, 'USD')).toMatchObject({ currentPoints: 5_000, maxPoints: 3_000, maxDeduction: 423 });
    const deduct = (amount: number, subPoints: number) =>
      post(UpstreamPath.pointsDeductForSeat, { amount, currency: 'CNY', subPoints });
    expect(okData(PointsDeductDataSchema, await deduct(3_000, 100))).toEqual({ deduction: 100, payAmount: 2_900 });
    expect(okData(PointsDeductDataSchema, await deduct(3_000, 3_000))).toEqual({ deduction: 3_000, payAmount: 0 });
    for (const bad of [150, 99]) expect(codeOf(await deduct(3_000, bad))).toBe(ResultCode.POINTS_INVALID);
    expect(codeOf(await deduct(3_000, 3_100))).toBe(ResultCode.POINTS_INVALID);
    expect(codeOf(await deduct(80_000, 5_100))).toBe(ResultCode.POINTS_INVALID);
    for (const path of [UpstreamPath.pointsInfo, UpstreamPath.pointsForSeat, UpstreamPath.pointsDeductForSeat])
      expect(codeOf(await post(path, { amount: 3_000, subPoints: 100 }, null))).toBe(ResultCode.NOT_LOGGED_IN);
  });

  it('deducts at reserve; expiry releases the held seat and gives the points back', async () => {
    await setDemoPoints(5_000);
    const b = await ticketed();
    const offer = await offerOf(b);
    const s = plainSeat(await chartOf(b));
    const price = priceOf(offer, s);
    const picks = [seat(b.passengerIds[0]!, s)];
    expect(codeOf(await reserveCall(b, offer.sessionId, picks, price, { points: 150 }))).toBe(
      ResultCode.POINTS_INVALID,
    );
    expect(codeOf(await reserveCall(b, offer.sessionId, picks, price, { points: price + 100 }))).toBe(
      ResultCode.POINTS_INVALID,
    );
    // Decision 65: an expired real-name certification cannot spend points (spec §6).
    const certified = await app.airline.db.select().from(realName);
    await app.airline.db.update(realName).set({ reviewedAt: new Date(Date.now() - 3000 * 86_400_000) });
    try {
      expect(codeOf(await reserveCall(b, offer.sessionId, picks, price, { points: 1_000 }))).toBe(
        ResultCode.REAL_NAME_EXPIRED,
      );
      // ...and the page is offered none, and told why.
      const offered = okData(PointsForSeatDataSchema, await post(UpstreamPath.pointsForSeat, { amount: price }));
      expect(offered).toMatchObject({ currentPoints: 5_000, maxPoints: 0, maxDeduction: 0, realNameExpired: true });
      const deducted = await post(UpstreamPath.pointsDeductForSeat, { amount: price, subPoints: 100 });
      expect(codeOf(deducted)).toBe(ResultCode.REAL_NAME_EXPIRED);
    } finally {
      for (const r of certified)
        await app.airline.db
          .update(realName)
          .set({ reviewedAt: r.reviewedAt })
          .where(eq(realName.memberId, r.memberId));
    }
    const { order } = await reserveData(b, offer.sessionId, picks, price, { points: 1_000 });
    expect(order).toMatchObject({
      state: 'PENDING_PAYMENT',
      amount: price,
      pointsUsed: 1_000,
      pointsAmount: 1_000,
      payAmount: price - 1_000,
    });
    expect(await demoPoints()).toBe(4_000);
    expect(await seatHolder(b.flight.flightId, s)).toBe(order.orderNo);
    expect((await chartOf(b)).seats.find((x) => x.seatNo === s)!.available).toBe(false);
    setOffset(app, 30 * MINUTE);
    await runJobs(app);
    await logIn();
    expect(await seatHolder(b.flight.flightId, s)).toBeNull();
    expect(await demoPoints()).toBe(5_000);
    expect((await addOnOrderOf(b, order.orderNo)).state).toBe('CANCELLED');
  });

  it('a visitor cannot spend points', async () => {
    const b = await ticketed([adult({ name: '赵云雀', certificateNumber: idNumber('1990-03-07', '911') })], {
      token: null,
    });
    const visitor = { ticketNo: b.ticketNos[0], name: '赵云雀' };
    const offer = await offerOf(b, ['SEAT'], null, { visitor });
    const s = plainSeat(await chartOf(b, null, { visitor }));
    expect(
      codeOf(
        await reserveCall(
          b,
          offer.sessionId,
          [seat(b.passengerIds[0]!, s)],
          priceOf(offer, s),
          { points: 100, visitor },
          null,
        ),
      ),
    ).toBe(ResultCode.NOT_LOGGED_IN);
  });
});
