import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  AddOnOrderDetailSchema,
  AddOnOrdersDataSchema,
  AddOnServicesDataSchema,
  ContentByCodeDataSchema,
  IDEMPOTENCY_HEADER,
  OrderAddOnOfferDataSchema,
  ResultCode,
  UpstreamPath,
  type AddOnKind,
  type Flight,
  type ReservePassenger,
} from '@/lib/contract';
import { PLAIN_PHONE } from '../db/seed/members';
import { bookingOrder, member, orderAncillary } from '../db/schema';
import { DEMO, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { CONTACT, adult, infant, newKey, payOnGateway, reserveBody, runJobs } from '../../test/booking-api';
import { setFlightStatus } from '../../test/flight-status-desk';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';
import { clockBefore, flightOnNextDay, ticketedOrder, VISITOR_PROOF as VISITOR } from '../../test/ticketed-order';

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

async function logIn() {
  demo = await loginToken(app);
  plain = await loginToken(app, { cellphone: PLAIN_PHONE, password: DEMO.password });
}

/** Each test flies on its own day, so what one test buys does not meet another's. */
let day = 30;

/** A ticketed order: a member's (token) or a visitor's (token null, proved by name and phone). */
type Booked = { orderNo: string; flight: Flight; member: boolean; passengerIds: string[] };

async function ticketed(passengers: ReservePassenger[] = [adult()], owner: 'demo' | null = null): Promise<Booked> {
  setOffset(app, 0);
  await logIn();
  const flight = await flightOnNextDay(app, () => (day += 1), { seats: 20 });
  const token = owner ? demo : undefined;
  const { order, detail } = await ticketedOrder(app, reserveBody([`${flight.flightId}.STANDARD`], { passengers }), {
    token,
    readAs: 'visitor',
    proof: VISITOR,
  });
  return {
    orderNo: order.orderNo,
    flight,
    member: owner !== null,
    passengerIds: detail.passengers.map((p) => p.passengerId),
  };
}

/** Moves the clock to `ms` before the flight's departure (and logs in again there). */
async function before(b: Booked, ms: number) {
  clockBefore(app, b.flight.depTime, ms);
  await logIn();
}

const path = (template: string, orderNo: string) => template.replace(':orderNo', orderNo);
/** A call in the order's scope: the member's token, or the visitor's proof in the body. */
function call(b: Booked, url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: { orderNo: b.orderNo, ...(b.member ? {} : { visitor: VISITOR }), ...body },
    headers: { 'x-forwarded-for': '10.0.0.9', ...(b.member ? { 'x-member-token': demo } : {}), ...headers },
  });
}
const services = async (b: Booked) =>
  okData(AddOnServicesDataSchema, await call(b, path(UpstreamPath.addOnServices, b.orderNo), {}));
const offer = async (b: Booked, types: AddOnKind[]) =>
  okData(
    OrderAddOnOfferDataSchema,
    await call(b, path(UpstreamPath.addOnOffer, b.orderNo), { segmentIndex: 0, types }),
  );
type Pick = Record<string, unknown> & { kind: string; passengerId: string };
const reserveCall = (
  b: Booked,
  body: { sessionId: string; amount: number; services: Pick[] } & Record<string, unknown>,
  key = newKey(),
) => call(b, path(UpstreamPath.addOnReserve, b.orderNo), { segmentIndex: 0, ...body }, { [IDEMPOTENCY_HEADER]: key });
const reserve = async (...args: Parameters<typeof reserveCall>) =>
  okData(AddOnOrderDetailSchema, await reserveCall(...args));
const detail = async (b: Booked, addOnOrderNo: string) =>
  okData(AddOnOrderDetailSchema, await call(b, UpstreamPath.addOnOrderDetail, { addOnOrderNo }));
const CLAIM = { provinceCode: '440000', bank: 'ICBC', cardNo: '6212 3456 7890 1232' };

describe('what each passenger can still buy (spec §5 Services, §8; decision 28)', () => {
  it('lists segments, products (online 60% below the airport), the free 20 KG, the room and each block', async () => {
    const b = await ticketed([adult(), infant()]);
    const data = await services(b);
    expect(data).toMatchObject({ orderNo: b.orderNo, currency: 'CNY', maxBaggageKg: 50 });
    const [seg] = data.segments;
    expect(seg!.flightNo).toBe(b.flight.flightNo);
    for (const band of seg!.baggage) expect(band.price).toBe(Math.round(band.airportPrice * 0.4));
    expect(seg!.insurance.map((i) => i.productCode)).toContain('INS_DELAY');
    expect(seg!.saleEnds.BAGGAGE).toBe(new Date(Date.parse(b.flight.depTime) - 2 * HOUR).toISOString());
    const [grown, baby] = seg!.passengers;
    expect(grown).toMatchObject({
      type: 'ADT',
      freeBaggageKg: 20,
      boughtBaggageKg: 0,
      baggageRoomKg: 30,
      baggage: null,
      meal: null,
      priority: null,
      insurance: null,
      checkedIn: false,
    });
    expect(baby).toMatchObject({ type: 'INF', baggage: 'infant', meal: 'infant', priority: 'infant', insurance: null });
  });

  it('stops baggage within 2 hours (2 h + 1 ms sells, 2 h does not), a meal at 1 hour, insurance at departure', async () => {
    const b = await ticketed();
    const id = b.passengerIds[0]!;
    await before(b, 2 * HOUR + 1);
    const open = await offer(b, ['BAGGAGE']);
    expect(open.passengers[0]!.baggage).toBeNull();
    await before(b, 2 * HOUR);
    expect((await services(b)).segments[0]!.passengers[0]!.baggage).toBe('tooLate');
    const band = open.baggage[0]!;
    const late = await offer(b, ['BAGGAGE']);
    expect(
      codeOf(
        await reserveCall(b, {
          sessionId: late.sessionId,
          amount: band.price,
          services: [{ kind: 'BAGGAGE', passengerId: id, productCode: band.productCode }],
        }),
      ),
    ).toBe(ResultCode.BAGGAGE_CLOSED);
    await before(b, HOUR + 1);
    expect((await services(b)).segments[0]!.passengers[0]!.meal).toBeNull();
    await before(b, HOUR);
    expect((await services(b)).segments[0]!.passengers[0]).toMatchObject({
      meal: 'tooLate',
      priority: 'tooLate',
      insurance: null,
    });
    // After check-in has closed only insurance is on offer, until departure.
    expect(codeOf(await call(b, path(UpstreamPath.addOnOffer, b.orderNo), { segmentIndex: 0, types: ['MEAL'] }))).toBe(
      ResultCode.ADD_ON_CLOSED,
    );
    const insurance = await offer(b, ['INSURANCE']);
    const product = insurance.insurance[0]!;
    const order = await reserve(b, {
      sessionId: insurance.sessionId,
      amount: product.price,
      services: [{ kind: 'INSURANCE', passengerId: id, productCode: product.productCode }],
      claimAccount: CLAIM,
    });
    // Paid before departure at the latest.
    expect(Date.parse(order.paymentDeadline!)).toBeLessThanOrEqual(Date.parse(b.flight.depTime));
    await before(b, 0);
    expect((await services(b)).segments[0]!.passengers[0]!.insurance).toBe('onBoard');
  });
});

describe('a cancelled flight (decision 78)', () => {
  it('sells nothing for it: every add-on reads flightCancelled and an offer is refused with 7000033', async () => {
    const b = await ticketed();
    expect(codeOf(await setFlightStatus(app, b.flight, 'CANCELLED'))).toBe(ResultCode.OK);
    expect((await services(b)).segments[0]!.passengers[0]).toMatchObject({
      baggage: 'flightCancelled',
      meal: 'flightCancelled',
      priority: 'flightCancelled',
      insurance: 'flightCancelled',
    });
    expect(
      codeOf(await call(b, path(UpstreamPath.addOnOffer, b.orderNo), { segmentIndex: 0, types: ['BAGGAGE'] })),
    ).toBe(ResultCode.FLIGHT_CANCELLED_NO_SALE);
    // Restored by operations, it sells again.
    expect(codeOf(await setFlightStatus(app, b.flight, 'NORMAL'))).toBe(ResultCode.OK);
    expect((await services(b)).segments[0]!.passengers[0]!.baggage).toBeNull();
  });
});

describe('the add-on order (decision 22 reused; idempotent; paid through the gateway)', () => {
  it('a visitor buys baggage and a meal: one order per key, paid, applied, confirmed', async () => {
    const b = await ticketed();
    const id = b.passengerIds[0]!;
    const o = await offer(b, ['BAGGAGE', 'MEAL']);
    const band = o.baggage.find((x) => x.weightKg === 10)!;
    const meal = o.meals[0]!;
    const picks = [
      { kind: 'BAGGAGE', passengerId: id, productCode: band.productCode },
      { kind: 'MEAL', passengerId: id, productCode: meal.productCode },
    ];
    const key = newKey();
    const body = { sessionId: o.sessionId, amount: band.price + meal.price, services: picks };
    const first = await reserve(b, body, key);
    // The same key and body (a double click, a retry): the same order; another body under it: a conflict.
    expect((await reserve(b, body, key)).orderNo).toBe(first.orderNo);
    expect(codeOf(await reserveCall(b, { ...body, amount: body.amount + 1 }, key))).toBe(
      ResultCode.IDEMPOTENCY_CONFLICT,
    );
    // Another key on the used session: the session is gone.
    expect(codeOf(await reserveCall(b, body))).toBe(ResultCode.ADD_ON_SESSION_EXPIRED);
    expect(first).toMatchObject({
      state: 'PENDING_PAYMENT',
      parentOrderNo: b.orderNo,
      amount: body.amount,
      payAmount: body.amount,
    });
    expect(first.items.map((i) => i.serviceStatus)).toEqual(['PENDING_SUBMISSION', 'PENDING_SUBMISSION']);
    expect(first.priceParts).toEqual([
      { kind: 'BAGGAGE', amount: band.price },
      { kind: 'MEAL', amount: meal.price },
    ]);
    expect(first.items[1]!.productName).toBe(meal.name);

    await payOnGateway(app, first.orderNo, first.payAmount);
    expect((await detail(b, first.orderNo)).items[0]!.serviceStatus).toBe('PENDING_CONFIRMATION');
    await runJobs(app);
    const done = await detail(b, first.orderNo);
    expect(done.state).toBe('DONE');
    expect(done.items.map((i) => i.serviceStatus)).toEqual(['CONFIRMED', 'CONFIRMED']);
    const listed = okData(AddOnOrdersDataSchema, await call(b, UpstreamPath.addOnOrders, {}));
    expect(listed.list.map((x) => x.orderNo)).toEqual([first.orderNo]);
    // Now held: 10 KG bought, the meal bought.
    expect((await services(b)).segments[0]!.passengers[0]).toMatchObject({
      boughtBaggageKg: 10,
      baggageRoomKg: 20,
      meal: 'bought',
    });
  });

  it("reaches the 50 KG limit; a second order paid for what the first took is refunded ('rejected')", async () => {
    const b = await ticketed();
    const id = b.passengerIds[0]!;
    const bag30 = (o: { baggage: { weightKg: number; productCode: string; price: number }[] }) =>
      o.baggage.find((x) => x.weightKg === 30)!;
    const o1 = await offer(b, ['BAGGAGE']);
    const o2 = await offer(b, ['BAGGAGE']);
    const pick = (o: typeof o1) => ({ kind: 'BAGGAGE', passengerId: id, productCode: bag30(o).productCode });
    const a = await reserve(b, { sessionId: o1.sessionId, amount: bag30(o1).price, services: [pick(o1)] });
    // Neither is held until paid: both reserve.
    const second = await reserve(b, { sessionId: o2.sessionId, amount: bag30(o2).price, services: [pick(o2)] });
    await payOnGateway(app, a.orderNo, a.payAmount);
    await runJobs(app);
    expect((await services(b)).segments[0]!.passengers[0]).toMatchObject({
      boughtBaggageKg: 30,
      baggageRoomKg: 0,
      baggage: 'limitReached',
    });
    const o3 = await offer(b, ['BAGGAGE']);
    const five = o3.baggage.find((x) => x.weightKg === 5)!;
    expect(
      codeOf(
        await reserveCall(b, {
          sessionId: o3.sessionId,
          amount: five.price,
          services: [{ kind: 'BAGGAGE', passengerId: id, productCode: five.productCode }],
        }),
      ),
    ).toBe(ResultCode.ADD_ON_BAGGAGE_LIMIT);
    await payOnGateway(app, second.orderNo, second.payAmount);
    await runJobs(app);
    const refused = await detail(b, second.orderNo);
    expect(refused.state).toBe('FAILED');
    expect(refused.items[0]!.serviceStatus).toBe('REJECTED');
  });

  it('insurance needs a valid claim account; the card is kept and shown masked; each product once', async () => {
    const b = await ticketed();
    const id = b.passengerIds[0]!;
    const o = await offer(b, ['INSURANCE']);
    const product = o.insurance.find((i) => i.productCode === 'INS_DELAY')!;
    const services = [{ kind: 'INSURANCE', passengerId: id, productCode: product.productCode }];
    const base = { sessionId: o.sessionId, amount: product.price, services };
    expect(codeOf(await reserveCall(b, base))).toBe(ResultCode.ADD_ON_CLAIM_INVALID);
    expect(codeOf(await reserveCall(b, { ...base, claimAccount: { ...CLAIM, cardNo: '6212345678901233' } }))).toBe(
      ResultCode.ADD_ON_CLAIM_INVALID,
    );
    expect(codeOf(await reserveCall(b, { ...base, claimAccount: { ...CLAIM, provinceCode: '999999' } }))).toBe(
      ResultCode.ADD_ON_CLAIM_INVALID,
    );
    const order = await reserve(b, { ...base, claimAccount: CLAIM });
    expect(order.claimAccount).toEqual({
      provinceCode: '440000',
      provinceName: '广东省',
      bank: 'ICBC',
      cardNo: '6212 **** 1232',
    });
    const [row] = await app.airline.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, order.orderNo));
    expect(row!.claimAccount).toEqual({ provinceCode: '440000', bank: 'ICBC', cardNo: '6212345678901232' });
    await payOnGateway(app, order.orderNo, order.payAmount);
    await runJobs(app);
    const again = await offer(b, ['INSURANCE']);
    expect(again.passengers[0]!.insuranceHeld).toEqual(['INS_DELAY']);
    expect(
      codeOf(
        await reserveCall(b, { sessionId: again.sessionId, amount: product.price, services, claimAccount: CLAIM }),
      ),
    ).toBe(ResultCode.ADD_ON_ALREADY_BOUGHT);
  });

  it('a member pays with points: nothing left to pay finishes at once; the member page reads it by number', async () => {
    const b = await ticketed([adult()], 'demo');
    const [row] = await app.airline.db
      .select({ id: member.id })
      .from(member)
      .where(eq(member.cellphone, DEMO.cellphone));
    await app.airline.db.update(member).set({ points: 10_000 }).where(eq(member.id, row!.id));
    const o = await offer(b, ['PRIORITY']);
    const order = await reserve(b, {
      sessionId: o.sessionId,
      amount: o.priority.price,
      points: o.priority.price,
      services: [{ kind: 'PRIORITY', passengerId: b.passengerIds[0]! }],
    });
    expect(order).toMatchObject({ state: 'DONE', payAmount: 0, pointsUsed: o.priority.price });
    const byNumber = okData(
      AddOnOrderDetailSchema,
      await app.inject({
        method: 'POST',
        url: UpstreamPath.addOnOrderDetail,
        payload: { addOnOrderNo: order.orderNo },
        headers: { 'x-member-token': demo },
      }),
    );
    expect(byNumber.items[0]!.serviceStatus).toBe('CONFIRMED');
    // Another member sees nothing of it.
    const foreign = await app.inject({
      method: 'POST',
      url: UpstreamPath.addOnOrderDetail,
      payload: { addOnOrderNo: order.orderNo },
      headers: { 'x-member-token': plain },
    });
    expect(codeOf(foreign)).toBe(ResultCode.NOT_FOUND);
  });

  it('priority boarding is refused once checked in; an unpaid order past its deadline reads cancelled', async () => {
    const b = await ticketed([adult()], 'demo');
    const id = b.passengerIds[0]!;
    await before(b, 24 * HOUR);
    const o = await offer(b, ['MEAL']);
    const meal = o.meals[0]!;
    const unpaid = await reserve(b, {
      sessionId: o.sessionId,
      amount: meal.price,
      services: [{ kind: 'MEAL', passengerId: id, productCode: meal.productCode }],
    });
    const checkIn = await app.inject({
      method: 'POST',
      url: UpstreamPath.checkIn,
      payload: { orderNo: b.orderNo, segmentIndex: 0, passengers: [{ passengerId: id }], clauseAgreed: true },
      headers: { 'x-member-token': demo },
    });
    expect(codeOf(checkIn)).toBe(ResultCode.OK);
    expect((await services(b)).segments[0]!.passengers[0]).toMatchObject({
      checkedIn: true,
      priority: 'checkedIn',
      baggage: null,
    });
    const p = await offer(b, ['PRIORITY']);
    expect(
      codeOf(
        await reserveCall(b, {
          sessionId: p.sessionId,
          amount: p.priority.price,
          services: [{ kind: 'PRIORITY', passengerId: id }],
        }),
      ),
    ).toBe(ResultCode.ADD_ON_CHECKED_IN);
    await before(b, 24 * HOUR - 31 * MINUTE);
    const expired = await detail(b, unpaid.orderNo);
    expect(expired.state).toBe('CANCELLED');
    expect(expired.items[0]!.serviceStatus).toBe('CANCELLED');
  });
});

describe('who may act (decision 28: the order pages scope)', () => {
  it("refuses another member's order, a wrong visitor proof and an add-on order of another order", async () => {
    const mine = await ticketed([adult()], 'demo');
    const foreign = await app.inject({
      method: 'POST',
      url: path(UpstreamPath.addOnServices, mine.orderNo),
      payload: { orderNo: mine.orderNo },
      headers: { 'x-member-token': plain },
    });
    expect(codeOf(foreign)).toBe(ResultCode.NOT_FOUND);
    const wrong = await app.inject({
      method: 'POST',
      url: path(UpstreamPath.addOnServices, mine.orderNo),
      payload: { orderNo: mine.orderNo, visitor: { passengerName: '李四', mobile: CONTACT.mobile } },
      headers: { 'x-forwarded-for': '10.0.0.77' },
    });
    expect(codeOf(wrong)).toBe(ResultCode.NOT_FOUND);
    const other = await ticketed();
    const o = await offer(other, ['PRIORITY']);
    const order = await reserve(other, {
      sessionId: o.sessionId,
      amount: o.priority.price,
      services: [{ kind: 'PRIORITY', passengerId: other.passengerIds[0]! }],
    });
    // Named under another ticket order (one the visitor can prove), it is not found.
    const crossed = await app.inject({
      method: 'POST',
      url: UpstreamPath.addOnOrderDetail,
      payload: { addOnOrderNo: order.orderNo, orderNo: mine.orderNo, visitor: VISITOR },
    });
    expect(codeOf(crossed)).toBe(ResultCode.NOT_FOUND);
    // A session of another order does not buy here.
    expect(
      codeOf(
        await reserveCall(mine, {
          sessionId: o.sessionId,
          amount: o.priority.price,
          services: [{ kind: 'PRIORITY', passengerId: mine.passengerIds[0]! }],
        }),
      ),
    ).toBe(ResultCode.ADD_ON_SESSION_EXPIRED);
    const rows = await app.airline.db.select().from(orderAncillary).where(eq(orderAncillary.orderNo, order.orderNo));
    expect(rows).toHaveLength(1);
  });

  it('answers the consignment notice from the CMS in both languages', async () => {
    for (const language of ['zh_CN', 'en_US'] as const) {
      const res = await app.inject({
        method: 'POST',
        url: UpstreamPath.contentByCode,
        payload: { typeCode: 'consignment_notice', language },
      });
      const notice = okData(ContentByCodeDataSchema, res);
      expect(notice.html).toContain(language === 'zh_CN' ? '50公斤' : '50 kg');
    }
  });
});
