import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  AncillaryOrderSchema,
  CheckInDataSchema,
  CheckInStateDataSchema,
  ContentByCodeDataSchema,
  MyOrdersDataSchema,
  OrderAncillaryOfferDataSchema,
  OrderAncillaryReserveDataSchema,
  OrderDetailSchema,
  PointsDeductDataSchema,
  PointsForSeatDataSchema,
  PointsInfoDataSchema,
  ResultCode,
  SeatChartDataSchema,
  SeatFareDataSchema,
  SeatReselectDataSchema,
  UpstreamPath,
  envelopeSchema,
  type ChartSeat,
  type Flight,
  type OrderAncillaryKind,
  type ReservePassenger,
  type SeatChartData,
} from '@/lib/contract';
import { EXTRA_SEAT_PRODUCT } from '../check-in/state';
import { PLAIN_PHONE } from '../db/seed/members';
import { bookingOrder, member, orderAncillary, seatAssignment } from '../db/schema';
import { DEMO, caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { adult, child, idNumber, infant, payOnGateway, reserveBody, runJobs } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';
import { clockBefore, flightOnNextDay, ticketedOrder, ticketNosOf } from '../../test/ticketed-order';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

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

/** Each test flies on its own day (its own flight), so seats taken by one test do not meet another's. */
let day = 0;

type Booked = { orderNo: string; flight: Flight; bought: string[]; passengerIds: string[]; ticketNos: string[] };

const second = (over: Partial<ReservePassenger> = {}) =>
  adult({ name: '李云雀', certificateNumber: idNumber('1990-03-07', '871'), ...over });

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
const withOrder = (path: string, orderNo: string) => path.replace(':orderNo', orderNo);

/** Books, pays and tickets an order for the demo member (or a visitor) at the test's now. */
async function ticketed(
  passengers: ReservePassenger[] = [adult()],
  opts: { dep?: string; arr?: string; token?: string | null; buySeatFor?: number[]; pay?: boolean } = {},
): Promise<Booked> {
  setOffset(app, 0);
  await logIn();
  const flight = await flightOnNextDay(app, () => (day += 1), { seats: 20, dep: opts.dep, arr: opts.arr });
  const token = opts.token === undefined ? demo : (opts.token ?? undefined);
  const map = await caller(app).get(`${UpstreamPath.seatMap}?flightId=${flight.flightId}&currency=CNY`);
  const open = (
    (JSON.parse(map.body) as { data: { seats: ChartSeat[] } }).data.seats as (ChartSeat & { infantAllowed: boolean })[]
  ).filter((x) => x.available && x.infantAllowed && x.kind !== 'FRONT');
  const seats = (opts.buySeatFor ?? []).map((passenger, i) => ({ passenger, segment: 0, seatNo: open[i]!.seatNo }));
  const { order, detail } = await ticketedOrder(
    app,
    reserveBody([`${flight.flightId}.STANDARD`], {
      passengers,
      ancillaries: { baggage: [], meals: [], insurance: [], seats, priority: [] },
    }),
    { token, pay: opts.pay === false ? false : 'gateway' },
  );
  return {
    orderNo: order.orderNo,
    flight,
    bought: seats.map((x) => x.seatNo),
    passengerIds: detail.passengers.map((p) => p.passengerId),
    ticketNos: ticketNosOf(detail),
  };
}

const chartCall = (b: Booked, token: string | null = demo, over: Record<string, unknown> = {}) =>
  post(UpstreamPath.seatChart, { orderNo: b.orderNo, segmentIndex: 0, ...over }, token);
const chartOf = async (b: Booked, token: string | null = demo, over: Record<string, unknown> = {}) =>
  okData(SeatChartDataSchema, await chartCall(b, token, over));
const faresCall = (b: Booked, over: Record<string, unknown> = {}, token: string | null = demo) =>
  post(UpstreamPath.seatServiceFare, { orderNo: b.orderNo, segmentIndex: 0, ...over }, token);
const offerCall = (
  b: Booked,
  types: OrderAncillaryKind[] = ['SEAT'],
  token: string | null = demo,
  over: Record<string, unknown> = {},
) =>
  post(
    withOrder(UpstreamPath.orderAncillaryOffer, b.orderNo),
    { orderNo: b.orderNo, segmentIndex: 0, types, ...over },
    token,
  );
const offerOf = async (
  b: Booked,
  types: OrderAncillaryKind[] = ['SEAT'],
  token: string | null = demo,
  over: Record<string, unknown> = {},
) => okData(OrderAncillaryOfferDataSchema, await offerCall(b, types, token, over));

type Service = Record<string, unknown> & { kind: OrderAncillaryKind; passengerId: string };
const reserveCall = (
  b: Booked,
  sessionId: string,
  services: Service[],
  amount: number,
  over: Record<string, unknown> = {},
  token: string | null = demo,
) =>
  post(
    withOrder(UpstreamPath.orderAncillaryReserve, b.orderNo),
    { orderNo: b.orderNo, segmentIndex: 0, sessionId, services, amount, ...over },
    token,
  );
const reserveData = async (...args: Parameters<typeof reserveCall>) =>
  okData(OrderAncillaryReserveDataSchema, await reserveCall(...args));

/** The price of a seat in an offer. */
const priceOf = (offer: { seats: { seatNo: string; price: number }[] }, seatNo: string) =>
  offer.seats.find((f) => f.seatNo === seatNo)!.price;
/** Free seats of the chart that pass `pred`, in chart order. */
const freeSeats = (chart: SeatChartData, pred: (s: ChartSeat & { infantAllowed: boolean }) => boolean = () => true) =>
  chart.seats.filter((x) => x.available && pred(x as ChartSeat & { infantAllowed: boolean }));
/** An ordinary free seat (not an exit or front row, fit for an infant's row), the `n`th. */
const plainSeat = (chart: SeatChartData, n = 0) =>
  freeSeats(chart, (x) => !x.exit && x.kind !== 'FRONT' && x.infantAllowed)[n]!.seatNo;
const seat = (passengerId: string, seatNo: string): Service => ({ kind: 'SEAT', passengerId, seatNo });
const seatHolder = async (flightId: string, seatNo: string) =>
  (
    await app.airline.db
      .select()
      .from(seatAssignment)
      .where(and(eq(seatAssignment.flightId, flightId), eq(seatAssignment.seatNo, seatNo)))
  )[0]?.orderNo ?? null;
const demoPoints = async () => okData(PointsInfoDataSchema, await post(UpstreamPath.pointsInfo, {})).currentPoints;
const setDemoPoints = async (points: number) => {
  const [row] = await app.airline.db.select({ id: member.id }).from(member).where(eq(member.cellphone, DEMO.cellphone));
  await app.airline.db.update(member).set({ points }).where(eq(member.id, row!.id));
};
const ancillaryOrderOf = async (
  b: Booked,
  ancillaryOrderNo: string,
  token: string | null = demo,
  over: Record<string, unknown> = {},
) =>
  okData(
    AncillaryOrderSchema,
    await post(UpstreamPath.ancillaryOrder, { orderNo: b.orderNo, segmentIndex: 0, ancillaryOrderNo, ...over }, token),
  );
/** Buys `seatNo` for a passenger with points covering all of it (a zero total, applied at once). */
async function buyWithPoints(b: Booked, passengerId: string, seatNo: string) {
  const offer = await offerOf(b);
  const price = priceOf(offer, seatNo);
  return reserveData(b, offer.sessionId, [seat(passengerId, seatNo)], price, { points: price });
}

describe('the seat chart and the fares (spec §3 seat chart entry, §7 selectFlightSeatChart, getSeatServiceFare)', () => {
  it("shows the layout, the seats taken, an infant's side, each passenger's seat; fares only for free seats", async () => {
    const b = await ticketed([adult(), second(), infant()], { buySeatFor: [0] });
    const chart = await chartOf(b);
    expect(chart).toMatchObject({ orderNo: b.orderNo, flightId: b.flight.flightId, open: true, closed: null });
    expect(chart.seats).toHaveLength(chart.aircraft === 'A320' ? 186 : 220);
    const bought = chart.seats.find((x) => x.seatNo === b.bought[0])!;
    expect(bought).toMatchObject({ available: false, infantOnSide: true });
    // Infants have no seat and are not listed; the carrier is marked.
    expect(chart.passengers).toEqual([
      expect.objectContaining({
        passengerId: b.passengerIds[0],
        withInfant: true,
        seatNo: b.bought[0],
        checkedIn: false,
        seatChanges: 0,
        changesLeft: 2,
        block: null,
      }),
      expect.objectContaining({ passengerId: b.passengerIds[1], withInfant: false, seatNo: null, block: null }),
    ]);
    const fares = okData(SeatFareDataSchema, await faresCall(b));
    const free = chart.seats.filter((x) => x.available);
    expect(fares.fares.map((f) => f.seatNo).sort()).toEqual(free.map((x) => x.seatNo).sort());
    const fareOf = (seatNo: string) => fares.fares.find((f) => f.seatNo === seatNo)!;
    const window = free.find((x) => x.kind === 'WINDOW')!;
    const middle = free.find((x) => x.kind === 'MIDDLE')!;
    expect(fareOf(window.seatNo)).toEqual({ productId: window.productId, seatNo: window.seatNo, price: 3_000 });
    expect(fareOf(middle.seatNo).price).toBe(1_500);
    expect(fares).toMatchObject({ currency: 'CNY', lowestPrice: 1_500 });
    // In dollars, each seat converted on its own (1 USD = 7.10 CNY).
    const usd = okData(SeatFareDataSchema, await faresCall(b, { currency: 'USD' }));
    expect(usd.fares.find((f) => f.seatNo === window.seatNo)!.price).toBe(423);
    expect(usd.lowestPrice).toBe(211);
  });

  it("is 'notOpen' before the order is ticketed and 'wechat' for an order of the WeChat mini program", async () => {
    const unpaid = await ticketed([adult()], { pay: false });
    const chart = await chartOf(unpaid);
    expect(chart).toMatchObject({ open: false, closed: 'notOpen' });
    expect(codeOf(await offerCall(unpaid))).toBe(ResultCode.SEAT_SELECTION_NOT_OPEN);
    const b = await ticketed();
    const offer = await offerOf(b);
    await app.airline.db.update(bookingOrder).set({ channelNo: 'WECHAT' }).where(eq(bookingOrder.orderNo, b.orderNo));
    expect(await chartOf(b)).toMatchObject({ open: false, closed: 'wechat' });
    const s = plainSeat(await chartOf(b));
    expect(codeOf(await reserveCall(b, offer.sessionId, [seat(b.passengerIds[0]!, s)], priceOf(offer, s)))).toBe(
      ResultCode.SEAT_SELECTION_WECHAT,
    );
  });

  it('answers the seat tips from the CMS in both languages, sanitized', async () => {
    const zh = okData(ContentByCodeDataSchema, await post(UpstreamPath.contentByCode, { typeCode: 'seat_tips' }, null));
    expect(zh).toMatchObject({ typeCode: 'seat_tips', title: '选座须知' });
    expect(zh.html).toContain('紧急出口');
    expect(zh.html).not.toMatch(/<script|on\w+=/i);
    const en = okData(
      ContentByCodeDataSchema,
      await post(UpstreamPath.contentByCode, { typeCode: 'seat_tips', language: 'en_US' }, null),
    );
    expect(en.html).toContain('changed twice');
    expect(codeOf(await post(UpstreamPath.contentByCode, { typeCode: 'other' }, null))).toBe(ResultCode.BAD_REQUEST);
  });
});

describe('seat rules at reserve (spec §5 seat rules, §8)', () => {
  // A total of 1 is never right: PRICE_CHANGED shows the seat rules passed without making an order.
  const passes = async (res: { body: string }) => expect(codeOf(res)).toBe(ResultCode.ANCILLARY_PRICE_CHANGED);

  it('refuses a taken seat, an unknown seat, one seat for two, an exit row for a child or with an infant', async () => {
    const b = await ticketed([adult(), second(), child(), infant()]);
    const [carrier, other, kid] = b.passengerIds as [string, string, string];
    const chart = await chartOf(b);
    const { sessionId } = await offerOf(b);
    const call = (services: Service[]) => reserveCall(b, sessionId, services, 1);
    const taken = chart.seats.find((x) => !x.available)!.seatNo;
    expect(codeOf(await call([seat(other, taken)]))).toBe(ResultCode.SEAT_OCCUPIED);
    expect(codeOf(await call([seat(other, '40A')]))).toBe(ResultCode.SEAT_NOT_ALLOWED);
    const free = plainSeat(chart);
    expect(codeOf(await call([seat(other, free), seat(kid, free)]))).toBe(ResultCode.SEAT_TAKEN_BY_OTHER);
    await passes(await call([seat(other, free), seat(kid, plainSeat(chart, 1))]));
    const exit = freeSeats(chart, (x) => !!x.exit)[0]!.seatNo;
    expect(codeOf(await call([seat(kid, exit)]))).toBe(ResultCode.SEAT_NOT_ALLOWED);
    expect(codeOf(await call([seat(carrier, exit)]))).toBe(ResultCode.SEAT_NOT_ALLOWED);
    await passes(await call([seat(other, exit)]));
    // The row in front of an exit has no spare mask for an infant; the rows before it have.
    const beforeExit = freeSeats(chart, (x) => !x.exit && x.row === 11)[0]!.seatNo;
    const twoBefore = freeSeats(chart, (x) => x.row > 3 && x.row < 11).at(-1)!.seatNo;
    expect(codeOf(await call([seat(carrier, beforeExit)]))).toBe(ResultCode.SEAT_NOT_ALLOWED);
    await passes(await call([seat(carrier, twoBefore)]));
    // An infant has no seat of its own (NOT_FOUND among those who sit); nothing picked says so.
    expect(codeOf(await call([{ kind: 'SEAT', passengerId: b.passengerIds[3]!, seatNo: free }]))).toBe(
      ResultCode.NOT_FOUND,
    );
    expect(codeOf(await call([]))).toBe(ResultCode.ANCILLARY_NOTHING_SELECTED);
  });

  it('two adults with infants may not sit on the same side of a row; opposite sides are fine', async () => {
    const b = await ticketed([
      adult(),
      second(),
      infant(),
      infant({ name: '李宝宝', certificateNumber: 'O440123457' }),
    ]);
    const [a1, a2] = b.passengerIds as [string, string];
    const chart = await chartOf(b);
    const { sessionId } = await offerOf(b);
    const row = [...new Set(chart.seats.map((x) => x.row))].find((r) => {
      const seats = freeSeats(chart, (x) => x.row === r && x.infantAllowed);
      return seats.filter((x) => x.side === 'L').length >= 2 && seats.some((x) => x.side === 'R');
    })!;
    const left = freeSeats(chart, (x) => x.row === row && x.side === 'L');
    const right = freeSeats(chart, (x) => x.row === row && x.side === 'R');
    expect(codeOf(await reserveCall(b, sessionId, [seat(a1, left[0]!.seatNo), seat(a2, left[1]!.seatNo)], 1))).toBe(
      ResultCode.SEAT_INFANT_ROW,
    );
    await passes(await reserveCall(b, sessionId, [seat(a1, left[0]!.seatNo), seat(a2, right[0]!.seatNo)], 1));
  });
});

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
    // An extra occupied seat bought after booking: an item of a paid ancillary order of this order.
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
      ResultCode.ANCILLARY_SESSION_EXPIRED,
    );
    await before(b, 4 * HOUR);
    const next = await offerOf(b);
    expect(Date.parse(next.expiresAt)).toBe(Date.parse(b.flight.depTime) - 4 * HOUR + 30 * MINUTE);
    const s2 = plainSeat(await chartOf(b), 1);
    await before(b, 4 * HOUR - 30 * MINUTE);
    expect(codeOf(await reserveCall(b, next.sessionId, [seat(b.passengerIds[1]!, s2)], priceOf(next, s2)))).toBe(
      ResultCode.ANCILLARY_SESSION_EXPIRED,
    );
    // Another order's session, and an unknown one.
    const other = await ticketed();
    const foreign = await offerOf(other);
    expect(codeOf(await reserveCall(b, foreign.sessionId, [seat(b.passengerIds[1]!, s2)], 1))).toBe(
      ResultCode.ANCILLARY_SESSION_EXPIRED,
    );
    expect(codeOf(await reserveCall(b, 'no-such-session', [seat(b.passengerIds[1]!, s2)], 1))).toBe(
      ResultCode.ANCILLARY_SESSION_EXPIRED,
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
    expect(codeOf(await reserveCall(b, offer.sessionId, picks, total - 1))).toBe(ResultCode.ANCILLARY_PRICE_CHANGED);
    expect(codeOf(await reserveCall(b, offer.sessionId, picks, total + 1))).toBe(ResultCode.ANCILLARY_PRICE_CHANGED);
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
    expect((await ancillaryOrderOf(b, order.orderNo)).state).toBe('DONE');
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
    ).toBe(ResultCode.ANCILLARY_NOT_ON_SALE);
  });
});

describe('points for seats (spec §7 memberPoints; §9: 100 points = 1 unit)', () => {
  beforeAll(() => setDemoPoints(5_000));

  it('answers the points, the most usable on an amount, and what a count deducts; refuses invalid counts and visitors', async () => {
    expect(await demoPoints()).toBe(5_000);
    const most = (amount: number, currency = 'CNY') =>
      post(UpstreamPath.pointsForSeat, { amount, currency }).then((r) => okData(PointsForSeatDataSchema, r));
    expect(await most(3_000)).toEqual({ currentPoints: 5_000, maxPoints: 3_000, maxDeduction: 3_000 });
    expect(await most(3_050)).toEqual({ currentPoints: 5_000, maxPoints: 3_000, maxDeduction: 3_000 });
    expect(await most(80_000)).toEqual({ currentPoints: 5_000, maxPoints: 5_000, maxDeduction: 5_000 });
    // $4.23 came from at least ￥30.00 (each price is converted and rounded): 3,000 points, worth $4.23.
    expect(await most(423, 'USD')).toEqual({ currentPoints: 5_000, maxPoints: 3_000, maxDeduction: 423 });
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
    expect((await ancillaryOrderOf(b, order.orderNo)).state).toBe('CANCELLED');
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
    const done = await ancillaryOrderOf(b, order.orderNo);
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
    expect((await ancillaryOrderOf(b, order.orderNo)).state).toBe('FAILED');
    expect(await seatHolder(b.flight.flightId, s)).toBeNull();
    expect(await seatHolder(b.flight.flightId, b.bought[0]!)).toBe(b.orderNo);
    expect((await chartOf(b)).passengers[0]).toMatchObject({ seatNo: b.bought[0], seatChanges: 0, checkedIn: true });
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
          UpstreamPath.ancillaryOrder,
          { orderNo: b.orderNo, segmentIndex: 0, ancillaryOrderNo: order.orderNo },
          plain,
        ),
      ),
    ).toBe(ResultCode.NOT_FOUND);
    // The ancillary order is not a parent order of its own, and a path naming another order is refused.
    expect(codeOf(await post(UpstreamPath.seatChart, { orderNo: order.orderNo, segmentIndex: 0 }))).toBe(
      ResultCode.NOT_FOUND,
    );
    expect(
      codeOf(
        await post(withOrder(UpstreamPath.orderAncillaryOffer, 'YQ2026120100000000'), {
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
    expect((await ancillaryOrderOf(b, order.orderNo, null, { visitor })).items).toEqual([
      expect.objectContaining({ passengerId: b.passengerIds[0], kind: 'SEAT', seatNo: s, price: priceOf(offer, s) }),
    ]);
    // The demo member is not this order's owner.
    expect(codeOf(await chartCall(b))).toBe(ResultCode.NOT_FOUND);
    const otherProof = { certificateNumber: idNumber('1990-03-07'), name: '张云雀' };
    expect(codeOf(await chartCall(b, null, { visitor: otherProof }))).toBe(ResultCode.NOT_FOUND);
  });
});
