import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  MyOrdersDataSchema,
  OrderDetailSchema,
  OrderStatus,
  ResultCode,
  UpstreamHeader,
  UpstreamPath,
  type OrderSummary,
} from '@/lib/contract';
import { bookingOrder } from '../db/schema';
import { DEMO_ORDER_SET, seedDemoOrders, type DemoOutcome } from '../db/seed/orders';
import { codeOf, loginToken, okData } from '../../test/account-api';
import { payOnGateway, reserveBody, reserveOk, runJobs, standardFare } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, TEST_NOW, testServer } from '../../test/test-server';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

const DAY = 86_400_000;
const PLAIN = { cellphone: '13900139000', password: 'Skylark2026' };

let app: FastifyInstance;
let demo: string;
let plain: string;
beforeAll(async () => {
  app = await testServer({ workerIntervalMs: 0, demoOrders: DEMO_ORDER_SET.length });
  demo = await loginToken(app);
  plain = await loginToken(app, PLAIN);
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());

type Query = Record<string, string | number>;

function listCall(token: string | null, query: Query = {}, language = 'zh_CN') {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return app.inject({
    url: `${UpstreamPath.myOrders}?${search}`,
    headers: { [UpstreamHeader.language]: language, ...(token ? { [UpstreamHeader.token]: token } : {}) },
  });
}

const list = async (token: string, query: Query = {}, language?: string) =>
  okData(MyOrdersDataSchema, await listCall(token, query, language));

/** Every order of a member in a period and tab, all pages. */
const all = async (token: string, query: Query = {}) => (await list(token, { pageSize: 100, ...query })).list;
const numbers = (orders: OrderSummary[]) => orders.map((o) => o.orderNo);

/** The member's orders in every period. */
async function everyPeriod(token: string): Promise<OrderSummary[]> {
  const parts = await Promise.all(['M3', 'OVER_M3', 'OVER_Y1'].map((period) => all(token, { period })));
  return parts.flat();
}

async function plainOrder(day: number): Promise<string> {
  const { fareId } = await standardFare(app, day);
  return (await reserveOk(app, reserveBody([fareId]), { token: plain })).orderNo;
}

/** Moves an order's booking time to `ms` before the test's now. */
async function bookedAgo(orderNo: string, ms: number) {
  await app.airline.db
    .update(bookingOrder)
    .set({ createdAt: new Date(TEST_NOW - ms) })
    .where(eq(bookingOrder.orderNo, orderNo));
}

const periodOf = (ageMs: number) => (ageMs <= 90 * DAY ? 'M3' : ageMs <= 365 * DAY ? 'OVER_M3' : 'OVER_Y1');

/** What each planned outcome looks like in the list. */
const LOOKS: Record<DemoOutcome, Pick<OrderSummary, 'orderStatus' | 'cancelReason' | 'ticketing'>> = {
  PENDING_PAYMENT: { orderStatus: OrderStatus.PENDING_PAYMENT, cancelReason: null, ticketing: 'NOT_STARTED' },
  PAYMENT_FAILED: { orderStatus: OrderStatus.PAYMENT_FAILED, cancelReason: null, ticketing: 'NOT_STARTED' },
  AWAITING_TICKETS: { orderStatus: OrderStatus.PAID, cancelReason: null, ticketing: 'PENDING' },
  TICKETED: { orderStatus: OrderStatus.TICKETED, cancelReason: null, ticketing: 'ISSUED' },
  FINISHED: { orderStatus: OrderStatus.FINISHED, cancelReason: null, ticketing: 'ISSUED' },
  CANCELLED_BY_USER: { orderStatus: OrderStatus.CANCELLED, cancelReason: 'USER', ticketing: 'NOT_STARTED' },
  EXPIRED: { orderStatus: OrderStatus.CANCELLED, cancelReason: 'EXPIRED', ticketing: 'NOT_STARTED' },
  TICKETING_FAILED: { orderStatus: OrderStatus.CANCELLED, cancelReason: 'TICKETING_FAILED', ticketing: 'FAILED' },
};
const look = (o: OrderSummary) => JSON.stringify([o.orderStatus, o.cancelReason, o.ticketing]);
const looks = (outcome: DemoOutcome) => JSON.stringify(Object.values(LOOKS[outcome]));

describe('the demo member’s seeded orders', () => {
  it('has every status it promises in every period, each once', async () => {
    for (const period of ['M3', 'OVER_M3', 'OVER_Y1']) {
      const planned = DEMO_ORDER_SET.filter((p) => periodOf(p.bookedAgoMs) === period);
      const listed = await all(demo, { period });
      expect(listed.map(look).sort()).toEqual(planned.map((p) => looks(p.outcome)).sort());
    }
    // Within 3 months: every status the orders have so far; older ones are settled (flown, cancelled, expired).
    const recent = (await all(demo, { period: 'M3' })).map(look);
    for (const outcome of Object.keys(LOOKS) as DemoOutcome[]) expect(recent).toContain(looks(outcome));
    for (const period of ['OVER_M3', 'OVER_Y1']) {
      const settled = (await all(demo, { period })).map(look);
      for (const outcome of ['FINISHED', 'CANCELLED_BY_USER', 'EXPIRED'] as const)
        expect(settled).toContain(looks(outcome));
    }
  });

  it('each one opens with its flights (resolved in the network), passengers, tickets and price', async () => {
    const orders = await everyPeriod(demo);
    expect(orders).toHaveLength(DEMO_ORDER_SET.length);
    for (const summary of orders) {
      const order = okData(OrderDetailSchema, await detailOf(demo, summary.orderNo));
      expect(order.segments.length).toBe(summary.segmentCount);
      for (const sg of order.segments) {
        expect(app.airline.network.flight(sg.flightId)).toBeDefined();
        expect(sg.depCityName).not.toBe('');
        expect(Date.parse(sg.depTime)).toBeGreaterThan(Date.parse(order.createdAt));
      }
      expect(order.tickets).toHaveLength(order.passengers.length * order.segments.length);
      expect(summary.productCount).toBe(order.tickets.length);
      const issued = [OrderStatus.TICKETED, OrderStatus.FINISHED].includes(order.orderStatus as 5 | 6);
      expect(order.tickets.every((t) => (t.ticketNo !== null) === issued)).toBe(true);
      if (order.orderStatus === OrderStatus.FINISHED) {
        expect(order.tickets.every((t) => t.productStatus === 3)).toBe(true);
        expect(order.segments.every((sg) => Date.parse(sg.arrTime) < TEST_NOW)).toBe(true);
      }
      const p = order.price;
      expect(p.actualAmount).toBe(p.ticketFare + p.airportTax + p.fuelTax + p.otherTax + p.addOnTotal);
      expect(summary.amount).toBe(p.actualAmount);
      if (order.cancelReason === 'TICKETING_FAILED') expect(order.refund?.amount).toBe(p.actualAmount);
    }
  });

  it('the unpaid ones survive the expiry sweep at start, with their deadline ahead', async () => {
    await runJobs(app);
    const unpaid = await all(demo, { tab: 'UNPAID' });
    expect(unpaid.map((o) => o.orderStatus).sort()).toEqual([OrderStatus.PENDING_PAYMENT, OrderStatus.PAYMENT_FAILED]);
    for (const o of unpaid) expect(Date.parse(o.paymentDeadline)).toBeGreaterThan(TEST_NOW);
    // The paid one waits for its tickets for a while: the sweep and ticketing run do not issue them yet.
    expect((await all(demo, { tab: 'PAID' })).map(look)).toContain(looks('AWAITING_TICKETS'));
  });

  it('answers names in the request’s language', async () => {
    const zh = await all(demo, { period: 'OVER_Y1' });
    const en = await list(demo, { period: 'OVER_Y1', pageSize: 100 }, 'en_US');
    expect(zh.every((o) => o.depCityName === '广州')).toBe(true);
    expect(en.list.every((o) => o.depCityName === 'Guangzhou' && o.depAirportName.includes('Baiyun'))).toBe(true);
  });
});

describe('the list (GET my-order)', () => {
  it('needs a member’s token', async () => {
    expect(codeOf(await listCall(null))).toBe(ResultCode.NOT_LOGGED_IN);
    expect(codeOf(await listCall('not-a-token'))).toBe(ResultCode.NOT_LOGGED_IN);
  });

  it('never lists another member’s orders', async () => {
    const mine = await plainOrder(30);
    const demoOrders = numbers(await everyPeriod(demo));
    const plainOrders = numbers(await everyPeriod(plain));
    expect(plainOrders).toContain(mine);
    expect(demoOrders).not.toContain(mine);
    expect(plainOrders.filter((n) => demoOrders.includes(n))).toEqual([]);
  });

  it('tabs: pending payment has the unpaid, paid the paid, all has every one', async () => {
    const pending = await plainOrder(31);
    const failed = await plainOrder(31);
    const paid = await plainOrder(32);
    const cancelled = await plainOrder(32);
    const amountOf = async (orderNo: string) =>
      okData(OrderDetailSchema, await detailOf(plain, orderNo)).price.actualAmount;
    await payOnGateway(app, failed, await amountOf(failed), 'fail');
    await payOnGateway(app, paid, await amountOf(paid));
    await app.inject({
      method: 'POST',
      url: UpstreamPath.cancelOrder,
      headers: { [UpstreamHeader.token]: plain },
      payload: { orderNo: cancelled },
    });
    const mine = [pending, failed, paid, cancelled];
    const inTab = async (tab: string) =>
      numbers(await all(plain, { tab }))
        .filter((n) => mine.includes(n))
        .sort();
    expect(await inTab('UNPAID')).toEqual([pending, failed].sort());
    expect(await inTab('PAID')).toEqual([paid]);
    expect(await inTab('ALL')).toEqual([...mine].sort());
    await runJobs(app);
    expect(await inTab('PAID')).toEqual([paid]);
    // Prepayment pending and deposit paid (a presale's deposit or balance due) are unpaid; finished is paid.
    const [prepay, finished, deposit, balanceFailed] = await Promise.all([33, 33, 34, 34].map((d) => plainOrder(d)));
    const setStatus = (orderNo: string, status: number) =>
      app.airline.db.update(bookingOrder).set({ status }).where(eq(bookingOrder.orderNo, orderNo));
    await setStatus(prepay!, OrderStatus.PREPAYMENT_PENDING);
    await setStatus(finished!, OrderStatus.FINISHED);
    await setStatus(deposit!, OrderStatus.DEPOSIT_PAID);
    await setStatus(balanceFailed!, OrderStatus.BALANCE_PAYMENT_FAILED);
    mine.push(prepay!, finished!, deposit!, balanceFailed!);
    expect(await inTab('UNPAID')).toEqual([pending, failed, prepay!, deposit!].sort());
    expect(await inTab('PAID')).toEqual([paid, finished!].sort());
    expect(await inTab('ALL')).toEqual([...mine].sort());
  });

  it('periods at their bounds: 90 days is within 3 months, 365 days is over 3 months, older is the archive', async () => {
    const ages = [89 * DAY, 90 * DAY, 90 * DAY + 1, 91 * DAY, 364 * DAY, 365 * DAY, 365 * DAY + 1, 366 * DAY];
    const made: string[] = [];
    for (const age of ages) {
      const orderNo = await plainOrder(35);
      await bookedAgo(orderNo, age);
      made.push(orderNo);
    }
    const inPeriod = async (period: string) => numbers(await all(plain, { period })).filter((n) => made.includes(n));
    const expected = (period: string) => made.filter((_, i) => periodOf(ages[i]!) === period);
    expect(await inPeriod('M3')).toEqual(expected('M3'));
    expect(expected('M3')).toEqual(made.slice(0, 2));
    expect(await inPeriod('OVER_M3')).toEqual(expected('OVER_M3'));
    expect(expected('OVER_M3')).toEqual(made.slice(2, 6));
    expect(await inPeriod('OVER_Y1')).toEqual(made.slice(6));
    // Without a period: within 3 months.
    expect(numbers(await all(plain)).filter((n) => made.includes(n))).toEqual(made.slice(0, 2));
  });

  it('filters by a set of type codes, and by one code as before', async () => {
    const made = await Promise.all([36, 36, 37, 37, 38].map((d) => plainOrder(d)));
    const types = [1, 16, 2, 10, 17];
    for (const [i, orderNo] of made.entries())
      await app.airline.db.update(bookingOrder).set({ orderType: types[i]! }).where(eq(bookingOrder.orderNo, orderNo!));
    const typed = async (query: Query) =>
      (await all(plain, query))
        .filter((o) => made.includes(o.orderNo))
        .map((o) => o.orderType)
        .sort((a, b) => a - b);
    expect(await typed({})).toEqual([1, 2, 10, 16, 17]);
    expect(await typed({ orderTypes: '1,16' })).toEqual([1, 16]);
    expect(await typed({ orderTypes: '2,12,16' })).toEqual([2, 16]);
    expect(await typed({ orderTypes: '10' })).toEqual([10]);
    expect(await typed({ orderTypes: '3,4,5,15,17' })).toEqual([17]);
    expect(await typed({ orderTypes: '6,7' })).toEqual([]);
    expect(await typed({ orderTypes: '16,1,16' })).toEqual([1, 16]);
    expect(await typed({ orderType: 2 })).toEqual([2]);
    // Both given: an order must match both.
    expect(await typed({ orderType: 2, orderTypes: '1,16' })).toEqual([]);
    expect(await typed({ orderType: 16, orderTypes: '1,16' })).toEqual([16]);
  });

  it.each([
    ['orderTypes', '0'],
    ['orderTypes', '18'],
    ['orderTypes', 'a'],
    ['orderTypes', '1,'],
    ['orderTypes', ',1'],
    ['orderTypes', '1,,2'],
    ['orderTypes', '1;2'],
    ['orderTypes', ''],
    ['orderTypes', Array.from({ length: 18 }, (_, i) => (i % 17) + 1).join(',')],
    ['orderTypes', '123'],
    ['orderType', '18'],
    ['tab', 'NONE'],
    ['period', 'Y2'],
    ['pageSize', '15'],
    ['pageSize', '0'],
    ['pageNo', '0'],
    ['pageNo', '100001'],
  ])('refuses %s=%j as a bad request', async (key, value) => {
    expect(codeOf(await listCall(plain, { [key]: value }))).toBe(ResultCode.BAD_REQUEST);
  });

  it('pages: newest first, each page size of spec §9, the total, and an empty page past the last', async () => {
    const made: string[] = [];
    for (const day of [40, 41, 42]) {
      const { fareId } = await standardFare(app, day);
      for (let i = 0; i < 8; i += 1) made.push((await reserveOk(app, reserveBody([fareId]), { token: plain })).orderNo);
    }
    // Spread over 24 days in the archive, so the order is by booking time (newest first), not by creation.
    for (const [i, orderNo] of made.entries()) await bookedAgo(orderNo, (500 + ((i * 7) % 24)) * DAY);
    const whole = await all(plain, { period: 'OVER_Y1' });
    const ours = whole.filter((o) => made.includes(o.orderNo));
    expect(ours).toHaveLength(24);
    const times = whole.map((o) => Date.parse(o.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const total = whole.length;
    const page = (pageNo: number, pageSize: number) => list(plain, { period: 'OVER_Y1', pageNo, pageSize });
    const first = await page(1, 10);
    expect(first.total).toBe(total);
    expect(numbers(first.list)).toEqual(numbers(whole.slice(0, 10)));
    expect(numbers((await page(2, 10)).list)).toEqual(numbers(whole.slice(10, 20)));
    expect(numbers((await page(3, 10)).list)).toEqual(numbers(whole.slice(20, 30)));
    expect(numbers((await page(2, 20)).list)).toEqual(numbers(whole.slice(20, 40)));
    for (const size of [30, 40, 50, 100]) expect((await page(1, size)).list).toHaveLength(Math.min(size, total));
    const past = await page(100, 10);
    expect(past).toEqual({ total, list: [] });
    // Without a page size: 10.
    expect((await list(plain, { period: 'OVER_Y1' })).list).toHaveLength(10);
  });
});

describe('seeding runs once', () => {
  it('a second run adds nothing; a larger count adds only the orders missing, settled and in the past', async () => {
    const before = numbers(await everyPeriod(demo));
    expect(await seedDemoOrders(app.airline, DEMO_ORDER_SET.length)).toBe(0);
    expect(await everyPeriod(demo)).toHaveLength(before.length);
    expect(await seedDemoOrders(app.airline, DEMO_ORDER_SET.length + 6)).toBe(6);
    const added = (await everyPeriod(demo)).filter((o) => !before.includes(o.orderNo));
    expect(added).toHaveLength(6);
    for (const o of added) {
      expect(Date.parse(o.createdAt)).toBeLessThan(TEST_NOW);
      expect([OrderStatus.TICKETED, OrderStatus.FINISHED, OrderStatus.CANCELLED]).toContain(o.orderStatus);
    }
  });
});

function detailOf(token: string, orderNo: string) {
  return app.inject({
    url: UpstreamPath.myFlightOrder.replace(':orderNo', orderNo),
    headers: { [UpstreamHeader.token]: token },
  });
}
