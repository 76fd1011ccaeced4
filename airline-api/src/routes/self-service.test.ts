import type { FastifyInstance } from 'fastify';
import {
  CmsQueryDataSchema,
  ResultCode,
  SELF_SERVICE_GUIDE_CATEGORY,
  SelfServiceTripSchema,
  UpstreamPath,
  type Flight,
  type ReservePassenger,
  type SelfServiceTrip,
} from '@/lib/contract';
import { kindsOf } from '@/lib/domain/self-service-rules';
import { PLAIN_PHONE } from '../db/seed/members';
import { DEMO, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { adult, child, infant, reserveBody, reserveOk, standardFare } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';
import { clockBefore, flightOnNextDay, ticketedOrder, VISITOR_PROOF as VISITOR } from '../../test/ticketed-order';
import { setFlightStatus } from '../../test/flight-status-desk';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

const HOUR = 3_600_000;
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

type Booked = { orderNo: string; flight: Flight; ticketNos: string[]; passengerIds: string[] };

/** Each test flies on its own day, so what one test does does not meet another's. */
let day = 40;
async function ticketed(passengers: ReservePassenger[] = [adult()], token?: string): Promise<Booked> {
  setOffset(app, 0);
  await logIn();
  const flight = await flightOnNextDay(app, () => (day += 1), { seats: 20 });
  const { order, detail } = await ticketedOrder(app, reserveBody([`${flight.flightId}.STANDARD`], { passengers }), {
    token: token ? demo : undefined,
    readAs: 'visitor',
    proof: VISITOR,
  });
  return {
    orderNo: order.orderNo,
    flight,
    ticketNos: detail.tickets.flatMap((t) => (t.ticketNo ? [t.ticketNo] : [])),
    passengerIds: detail.passengers.map((p) => p.passengerId),
  };
}

const trip = (payload: Record<string, unknown>, headers: Record<string, string> = {}, ip = '10.0.1.1') =>
  app.inject({
    method: 'POST',
    url: UpstreamPath.selfServiceTrip,
    payload,
    headers: { 'x-forwarded-for': ip, ...headers },
  });
const tripOk = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  okData(SelfServiceTripSchema, await trip(payload, headers));

/** The block of a kind for a passenger on the first segment. */
function blockOf(t: SelfServiceTrip, passengerId: string, kind: string) {
  const seg = t.segments[0]!.passengers.find((p) => p.passengerId === passengerId)!;
  const state = [...seg.services, ...t.passengers.find((p) => p.passengerId === passengerId)!.services].find(
    (s) => s.kind === kind,
  );
  return state!.block;
}

/** Moves the clock to `ms` before the flight's departure (and logs in again there). */
async function before(b: Booked, ms: number) {
  clockBefore(app, b.flight.depTime, ms);
  await logIn();
}

describe('finding a trip (spec §2 /ancillary/selfService; decision 31)', () => {
  it('a visitor finds it by the order number, or by an e-ticket, with a passenger name and the contact phone', async () => {
    const b = await ticketed();
    const byOrder = await tripOk({ orderNo: b.orderNo, visitor: VISITOR });
    expect(byOrder.orderNo).toBe(b.orderNo);
    expect(byOrder.segments).toHaveLength(1);
    const byTicket = await tripOk({ ticketNo: b.ticketNos[0], visitor: VISITOR });
    expect(byTicket.orderNo).toBe(b.orderNo);
    const dashed = `${b.ticketNos[0]!.slice(0, 3)}-${b.ticketNos[0]!.slice(3)}`;
    expect((await tripOk({ ticketNo: dashed, visitor: VISITOR })).orderNo).toBe(b.orderNo);
  });

  it('a wrong name, a wrong phone, an unknown order or ticket are NOT_FOUND, alike', async () => {
    const b = await ticketed();
    for (const payload of [
      { orderNo: b.orderNo, visitor: { ...VISITOR, passengerName: '李四' } },
      { orderNo: b.orderNo, visitor: { ...VISITOR, mobile: '13900000000' } },
      { orderNo: 'YQ0000000000000001', visitor: VISITOR },
      { ticketNo: '9020000000001', visitor: VISITOR },
    ])
      expect(codeOf(await trip(payload, {}, '10.0.1.2'))).toBe(ResultCode.NOT_FOUND);
  });

  it('too many failed proofs of an order are refused for the window, the right one too (refunds/access.ts)', async () => {
    const b = await ticketed();
    for (let i = 0; i < 5; i += 1)
      await trip({ orderNo: b.orderNo, visitor: { ...VISITOR, passengerName: `王${i}` } }, {}, '10.0.1.3');
    expect(codeOf(await trip({ orderNo: b.orderNo, visitor: VISITOR }, {}, '10.0.1.3'))).toBe(ResultCode.RATE_LIMITED);
  });

  it("a member finds their own order by the token; another member's order is NOT_FOUND", async () => {
    const b = await ticketed([adult()], 'demo');
    expect((await tripOk({ orderNo: b.orderNo }, { 'x-member-token': demo })).orderNo).toBe(b.orderNo);
    expect((await tripOk({ ticketNo: b.ticketNos[0] }, { 'x-member-token': demo })).orderNo).toBe(b.orderNo);
    expect(codeOf(await trip({ orderNo: b.orderNo }, { 'x-member-token': plain }))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await trip({ orderNo: b.orderNo }))).toBe(ResultCode.NOT_LOGGED_IN);
  });

  it('asks for exactly one of the order and the ticket number', async () => {
    const b = await ticketed();
    expect(codeOf(await trip({ visitor: VISITOR }))).toBe(ResultCode.BAD_REQUEST);
    expect(codeOf(await trip({ orderNo: b.orderNo, ticketNo: b.ticketNos[0], visitor: VISITOR }))).toBe(
      ResultCode.BAD_REQUEST,
    );
    expect(codeOf(await trip({ ticketNo: '12345', visitor: VISITOR }))).toBe(ResultCode.BAD_REQUEST);
  });
});

describe('what each passenger can still use, and why not (spec §5 Services, §8)', () => {
  it('answers every kind once at its level; a fresh adult can use the add-ons, an infant cannot', async () => {
    const b = await ticketed([adult(), infant()]);
    await before(b, 30 * HOUR);
    const t = await tripOk({ orderNo: b.orderNo, visitor: VISITOR });
    const [adt, inf] = b.passengerIds;
    expect(t.services.map((s) => s.kind)).toEqual(kindsOf('order'));
    expect(t.segments[0]!.services.map((s) => s.kind)).toEqual(kindsOf('segment'));
    expect(t.passengers[0]!.services.map((s) => s.kind)).toEqual(kindsOf('passenger'));
    expect(t.segments[0]!.passengers[0]!.services.map((s) => s.kind)).toEqual(kindsOf('segmentPassenger'));
    for (const kind of ['BAGGAGE', 'MEAL', 'INSURANCE', 'PRIORITY', 'SEAT', 'WHEELCHAIR', 'SPECIAL_BAGGAGE', 'REFUND'])
      expect([kind, blockOf(t, adt!, kind)]).toEqual([kind, null]);
    expect(blockOf(t, adt!, 'CHANGE')).toBeNull();
    expect(blockOf(t, adt!, 'NAME_CHANGE')).toBeNull();
    expect(blockOf(t, inf!, 'BAGGAGE')).toBe('infant');
    expect(blockOf(t, inf!, 'SEAT')).toBe('infant');
    expect(blockOf(t, inf!, 'INSURANCE')).toBeNull();
    expect(blockOf(t, inf!, 'ADD_CHILD')).toBe('notAdult');
    // One adult with an infant may still bring a child, not a second infant.
    expect(blockOf(t, adt!, 'ADD_CHILD')).toBeNull();
    expect(blockOf(t, adt!, 'ADD_INFANT')).toBe('companionLimit');
    expect(t.services[0]).toEqual({ kind: 'MAILING', block: null });
    expect(t.segments[0]!.services[0]).toEqual({ kind: 'IRREGULAR', block: 'flightNormal' });
  });

  it('baggage stops 2 hours before departure, meals, priority and seats 1 hour before, insurance at departure', async () => {
    const b = await ticketed([adult(), child()]);
    const [adt] = b.passengerIds;
    await before(b, 2 * HOUR + 1);
    let t = await tripOk({ orderNo: b.orderNo, visitor: VISITOR });
    expect(blockOf(t, adt!, 'BAGGAGE')).toBeNull();
    await before(b, 2 * HOUR);
    t = await tripOk({ orderNo: b.orderNo, visitor: VISITOR });
    expect(blockOf(t, adt!, 'BAGGAGE')).toBe('tooLate');
    expect(blockOf(t, adt!, 'MEAL')).toBeNull();
    expect(blockOf(t, adt!, 'SEAT')).toBeNull();
    await before(b, HOUR);
    t = await tripOk({ orderNo: b.orderNo, visitor: VISITOR });
    for (const kind of ['MEAL', 'PRIORITY', 'SEAT', 'WHEELCHAIR', 'EXTRA_SEAT'])
      expect([kind, blockOf(t, adt!, kind)]).toEqual([kind, 'tooLate']);
    expect(blockOf(t, adt!, 'INSURANCE')).toBeNull();
    expect(blockOf(t, adt!, 'CHANGE')).toBe('tooLate');
    await before(b, 0);
    t = await tripOk({ orderNo: b.orderNo, visitor: VISITOR });
    for (const kind of ['BAGGAGE', 'MEAL', 'INSURANCE', 'PRIORITY', 'SEAT', 'CHANGE'])
      expect([kind, blockOf(t, adt!, kind)]).toEqual([kind, 'onBoard']);
  });

  it('a delayed flight opens the irregular-flight services', async () => {
    const b = await ticketed();
    const status = await setFlightStatus(app, b.flight, 'DELAYED', { delayMinutes: 90 });
    expect(status.statusCode).toBe(200);
    const t = await tripOk({ orderNo: b.orderNo, visitor: VISITOR });
    expect(t.segments[0]!.flightStatus).toBe('DELAYED');
    expect(t.segments[0]!.services[0]).toEqual({ kind: 'IRREGULAR', block: null });
  });

  it('an unpaid order opens nothing: its tickets are not issued', async () => {
    setOffset(app, 0);
    day += 1;
    const fare = await standardFare(app, day);
    const order = await reserveOk(app, reserveBody([fare.fareId]));
    const t = await tripOk({ orderNo: order.orderNo, visitor: VISITOR });
    const id = t.passengers[0]!.passengerId;
    expect(blockOf(t, id, 'BAGGAGE')).toBe('notUsable');
    expect(blockOf(t, id, 'SEAT')).toBe('notOpen');
    expect(blockOf(t, id, 'REFUND')).toBe('notUsable');
    expect(t.services[0]!.block).toBe('notUsable');
  });
});

describe('the guides (spec §2 /ancillary/guide; decision 31)', () => {
  it('are seeded in both languages with the same keys, as sanitized-looking HTML', async () => {
    const list = async (language: string) =>
      okData(
        CmsQueryDataSchema,
        await app.inject({
          method: 'POST',
          url: UpstreamPath.cmsQuery,
          payload: {
            siteId: 'B2C',
            appkey: 'k',
            appId: 'a',
            categoryTypeCode: SELF_SERVICE_GUIDE_CATEGORY,
            language,
            pageSize: 50,
          },
        }),
      );
    const zh = await list('zh_CN');
    const en = await list('en_US');
    expect(zh.count).toBeGreaterThanOrEqual(8);
    const keys = (l: typeof zh) => l.list.map((i) => i.id.replace(/^guide-(zh|en)-/, ''));
    expect(keys(en)).toEqual(keys(zh));
    expect(keys(zh)).toEqual(expect.arrayContaining(['baggage', 'meals', 'seats', 'wheelchair', 'delays']));
    for (const item of [...zh.list, ...en.list]) {
      expect(item.content).toMatch(/^<(p|h2|ul)>/);
      expect(item.content).not.toMatch(/<script|on\w+=/i);
    }
  });
});
