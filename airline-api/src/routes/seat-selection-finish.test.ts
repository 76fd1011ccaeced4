import { eq } from 'drizzle-orm';
import {
  CheckInDataSchema,
  MyOrdersDataSchema,
  OrderDetailSchema,
  OrderStatus,
  ResultCode,
  UpstreamPath,
} from '@/lib/contract';
import { bookingOrder, refundRecord } from '../db/schema';
import { caller, codeOf, okData } from '../../test/account-api';
import { adult, child, payOnGateway, runJobs } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import {
  addOnOrderOf,
  app,
  before,
  buyWithPoints,
  chartOf,
  demo,
  HOUR,
  offerOf,
  plainSeat,
  post,
  priceOf,
  reserveCall,
  reserveData,
  seat,
  seatHolder,
  setDemoPoints,
  ticketed,
  serveSeatSelection,
} from '../../test/seat-selection-scene';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

serveSeatSelection();

describe('finishing the order (spec §4 seat selection flow: pay, or finish at once when the total is zero)', () => {
  beforeAll(() => setDemoPoints(1_000_000));

  it('a zero total finishes at once and, with check-in asked, answers the boarding passes', async () => {
    const b = await ticketed();
    const id = b.passengerIds[0]!;
    await before(b, 47 * HOUR);
    const offer = await offerOf(b);
    const s = plainSeat(await chartOf(b));
    const price = priceOf(offer, s);
    const data = await reserveData(b, offer.sessionId, [seat(id, s)], price, {
      points: price,
      checkIn: { passengerIds: [id], clauseAgreed: true },
    });
    expect(data.order).toMatchObject({
      state: 'DONE',
      payAmount: 0,
      checkIn: { passengerIds: [id], done: true, failureCode: null },
    });
    expect(data.checkIn!.passes.map((p) => [p.passengerId, p.seat])).toEqual([[id, s]]);
    expect((await chartOf(b)).passengers[0]).toMatchObject({ seatNo: s, checkedIn: true, block: 'checkedIn' });
  });

  it('a check-in refused after a zero total answers its own code, and the seat stays bought', async () => {
    const b = await ticketed([adult(), child()]);
    const kid = b.passengerIds[1]!;
    await before(b, 47 * HOUR);
    const offer = await offerOf(b);
    const s = plainSeat(await chartOf(b));
    const price = priceOf(offer, s);
    expect(
      codeOf(
        await reserveCall(b, offer.sessionId, [seat(kid, s)], price, {
          points: price,
          checkIn: { passengerIds: [kid], clauseAgreed: false },
        }),
      ),
    ).toBe(ResultCode.CHECK_IN_CLAUSE_NOT_AGREED);
    const res = await reserveCall(b, offer.sessionId, [seat(kid, s)], price, {
      points: price,
      checkIn: { passengerIds: [kid], clauseAgreed: true },
    });
    expect(codeOf(res)).toBe(ResultCode.CHECK_IN_GUARDIAN_FIRST);
    expect((await chartOf(b)).passengers[1]).toMatchObject({ seatNo: s, checkedIn: false });
    expect(await seatHolder(b.flight.flightId, s)).toBe(b.orderNo);
  });

  it('paid: reserve, pay on the gateway, run the jobs: the seat moves, the old one is freed, check-in is done', async () => {
    const b = await ticketed([adult()], { buySeatFor: [0] });
    const id = b.passengerIds[0]!;
    const old = b.bought[0]!;
    await before(b, 47 * HOUR);
    const offer = await offerOf(b);
    const s = plainSeat(await chartOf(b));
    const { order, checkIn } = await reserveData(b, offer.sessionId, [seat(id, s)], priceOf(offer, s), {
      checkIn: { passengerIds: [id], clauseAgreed: true },
    });
    expect(checkIn).toBeNull();
    expect(order).toMatchObject({ state: 'PENDING_PAYMENT', payAmount: priceOf(offer, s), parentOrderNo: b.orderNo });
    expect(order.checkIn).toEqual({ passengerIds: [id], done: null, failureCode: null });
    expect(await seatHolder(b.flight.flightId, s)).toBe(order.orderNo);
    // The member's orders list it as an additional-service order (type 3) on the parent's flight.
    const list = okData(
      MyOrdersDataSchema,
      await caller(app).get(`${UpstreamPath.myOrders}?tab=ALL&period=M3&pageNo=1&pageSize=50`, demo),
    );
    expect(list.list.find((o) => o.orderNo === order.orderNo)).toMatchObject({
      orderType: 3,
      amount: order.payAmount,
      depAirport: b.flight.depAirport,
      productCount: 1,
    });
    await payOnGateway(app, order.orderNo, order.payAmount);
    await runJobs(app);
    const done = await addOnOrderOf(b, order.orderNo);
    expect(done).toMatchObject({ state: 'DONE', checkIn: { done: true, failureCode: null } });
    expect(await seatHolder(b.flight.flightId, old)).toBeNull();
    expect(await seatHolder(b.flight.flightId, s)).toBe(b.orderNo);
    const detail = okData(
      OrderDetailSchema,
      await caller(app).get(UpstreamPath.myFlightOrder.replace(':orderNo', b.orderNo), demo),
    );
    expect(detail.tickets[0]!.seatNo).toBe(s);
    expect((await chartOf(b)).passengers[0]).toMatchObject({ seatNo: s, seatChanges: 1, checkedIn: true });
  });
});

describe('an order that no longer fits when paid', () => {
  it('is refunded (FAILED) when the passenger checked in meanwhile: the held seat is freed, the old one kept', async () => {
    const b = await ticketed([adult()], { buySeatFor: [0] });
    const id = b.passengerIds[0]!;
    await before(b, 47 * HOUR);
    const offer = await offerOf(b);
    const s = plainSeat(await chartOf(b));
    const { order } = await reserveData(b, offer.sessionId, [seat(id, s)], priceOf(offer, s));
    okData(
      CheckInDataSchema,
      await post(UpstreamPath.checkIn, {
        orderNo: b.orderNo,
        segmentIndex: 0,
        passengers: [{ passengerId: id }],
        clauseAgreed: true,
      }),
    );
    await payOnGateway(app, order.orderNo, order.payAmount);
    await runJobs(app);
    expect((await addOnOrderOf(b, order.orderNo)).state).toBe('FAILED');
    expect(await seatHolder(b.flight.flightId, s)).toBeNull();
    expect(await seatHolder(b.flight.flightId, b.bought[0]!)).toBe(b.orderNo);
    expect((await chartOf(b)).passengers[0]).toMatchObject({ seatNo: b.bought[0], seatChanges: 0, checkedIn: true });
  });

  // spec §4 seat selection flow 'a seat can be changed twice' (SEAT_CHANGES_ALLOWED); issue 29 §1 two paid seat orders.
  it('of two seat orders reserved at one change left and both paid, applies one and refunds the other', async () => {
    await setDemoPoints(1_000_000);
    const b = await ticketed([adult()], { buySeatFor: [0] });
    const id = b.passengerIds[0]!;
    await before(b, 47 * HOUR);
    await buyWithPoints(b, id, plainSeat(await chartOf(b)));
    expect((await chartOf(b)).passengers[0]).toMatchObject({ seatChanges: 1, changesLeft: 1 });
    const setStatus = (orderNo: string, status: number) =>
      app.airline.db.update(bookingOrder).set({ status }).where(eq(bookingOrder.orderNo, orderNo));
    const buy = async () => {
      const offer = await offerOf(b);
      const s = plainSeat(await chartOf(b));
      const { order } = await reserveData(b, offer.sessionId, [seat(id, s)], priceOf(offer, s));
      await payOnGateway(app, order.orderNo, order.payAmount);
      return { orderNo: order.orderNo, seatNo: s };
    };
    const first = await buy();
    // Both paid before either is applied, as issue 29 §1 found them before decision 52: the first is kept out of the
    // second's reserve for the moment, which would otherwise refuse it (SEAT_PURCHASE_PENDING).
    await setStatus(first.orderNo, OrderStatus.TICKETED);
    const other = await buy();
    await setStatus(first.orderNo, OrderStatus.PAID);
    await runJobs(app);
    const states = [(await addOnOrderOf(b, first.orderNo)).state, (await addOnOrderOf(b, other.orderNo)).state];
    expect([...states].sort()).toEqual(['DONE', 'FAILED']);
    const [done, refunded] = states[0] === 'DONE' ? [first, other] : [other, first];
    expect((await chartOf(b)).passengers[0]).toMatchObject({ seatNo: done.seatNo, seatChanges: 2, changesLeft: 0 });
    expect(await seatHolder(b.flight.flightId, done.seatNo)).toBe(b.orderNo);
    expect(await seatHolder(b.flight.flightId, refunded.seatNo)).toBeNull();
    const back = await app.airline.db.select().from(refundRecord).where(eq(refundRecord.orderNo, refunded.orderNo));
    expect(back.map((r) => r.reason)).toEqual(['TICKETING_FAILED']);
  });
});
