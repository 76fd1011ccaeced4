import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  AddPeopleCheckDataSchema,
  AddPeopleCommitDataSchema,
  AddPeopleListDataSchema,
  IDEMPOTENCY_HEADER,
  RefundApplicationSchema,
  RefundQuoteDataSchema,
  ResultCode,
  TicketStatus,
  UpstreamPath,
  type AddPeopleType,
  type Flight,
  type ReservePassenger,
} from '@/lib/contract';
import { infantCapacity } from '@/lib/domain/add-people-rules';
import { PLAIN_PHONE } from '../db/seed/members';
import { flightInventory, orderPassenger, refundRecord } from '../db/schema';
import { addDays } from '../domain/dates';
import { DEMO, caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import {
  CONTACT,
  FLIGHT_DATE,
  adult,
  child,
  flightsOn,
  idNumber,
  infant,
  newKey,
  payOnGateway,
  reserveBody,
  runJobs,
} from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, TEST_NOW, testServer } from '../../test/test-server';
import { orderAs, ticketedOrder, VISITOR_PROOF as PROOF } from '../../test/ticketed-order';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

// The flight's infant places as they are, wrapped so that one test can make a flight hold a single infant.
jest.mock('@/lib/domain/add-people-rules', () => {
  const actual = jest.requireActual<typeof import('@/lib/domain/add-people-rules')>('@/lib/domain/add-people-rules');
  return { ...actual, infantCapacity: jest.fn(actual.infantCapacity) };
});

const HOUR = 3_600_000;
let app: FastifyInstance;
let demo: string;
beforeAll(async () => {
  app = await testServer();
  demo = await loginToken(app);
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());
afterEach(() => setOffset(app, 0));

type Booked = { orderNo: string; flights: Flight[]; passengerIds: string[]; token: string | null };

let day = 20;
/** Books a round trip (CAN-PEK, PEK-CAN two days later), pays and tickets it at the test's now. */
async function ticketed(passengers: ReservePassenger[] = [adult()], token: string | null = null): Promise<Booked> {
  setOffset(app, 0);
  day += 3;
  const out = (await flightsOn(app, 'CAN', 'PEK', addDays(FLIGHT_DATE, day)))[0]!;
  const back = (await flightsOn(app, 'PEK', 'CAN', addDays(FLIGHT_DATE, day + 2)))[0]!;
  const { order, detail } = await ticketedOrder(
    app,
    reserveBody([`${out.flightId}.STANDARD`, `${back.flightId}.STANDARD`], { passengers }),
    { token, proof: PROOF },
  );
  return {
    orderNo: order.orderNo,
    flights: [out, back],
    passengerIds: detail.passengers.map((p) => p.passengerId),
    token,
  };
}

async function detailOf(b: { orderNo: string; token: string | null }) {
  return orderAs(app, b.orderNo, b.token, PROOF);
}

const scoped = (b: Booked, body: Record<string, unknown> = {}): Record<string, unknown> =>
  b.token ? { orderNo: b.orderNo, ...body } : { orderNo: b.orderNo, visitor: PROOF, ...body };
const tokenOf = (b: Booked) => b.token ?? undefined;

const checkOf = async (b: Booked, type: AddPeopleType) =>
  okData(
    AddPeopleCheckDataSchema,
    await caller(app).post(UpstreamPath.addPeopleCheck, scoped(b, { type }), tokenOf(b)),
  );
const listOf = async (b: Booked) =>
  okData(AddPeopleListDataSchema, await caller(app).post(UpstreamPath.addPeopleList, scoped(b), tokenOf(b))).list;

const BABY = {
  name: '张小宝',
  gender: 'M',
  birthday: '2026-06-01',
  nationality: 'CN',
  certificateType: 'BC',
  certificateNumber: 'O440123457',
};
const KID = {
  name: '张小明',
  gender: 'F',
  birthday: '2018-04-09',
  nationality: 'CN',
  certificateType: 'NI',
  certificateNumber: idNumber('2018-04-09', '862'),
};

/** The total of an adult's addition as the check prices it now. */
async function totalFor(b: Booked, type: AddPeopleType, guardian = 0) {
  const check = await checkOf(b, type);
  const adultRow = check.adults.find((a) => a.passengerId === b.passengerIds[guardian])!;
  return check.segments
    .filter((s) => adultRow.segmentIndexes.includes(s.segmentIndex))
    .reduce((n, s) => n + s.total, 0);
}

function commitCall(b: Booked, body: Record<string, unknown>, key = newKey()) {
  return app.inject({
    method: 'POST',
    url: UpstreamPath.addPeopleCommit,
    payload: scoped(b, body),
    headers: {
      [IDEMPOTENCY_HEADER]: key,
      'x-forwarded-for': '10.0.0.1',
      ...(b.token ? { 'x-member-token': b.token } : {}),
    },
  });
}
async function commitBody(b: Booked, type: AddPeopleType, guardian = 0, over: Record<string, unknown> = {}) {
  return {
    type,
    guardianId: b.passengerIds[guardian],
    passenger: type === 'INF' ? BABY : KID,
    quotedTotal: await totalFor(b, type, guardian),
    ...over,
  };
}
const commitOk = async (b: Booked, type: AddPeopleType, guardian = 0) =>
  okData(AddPeopleCommitDataSchema, await commitCall(b, await commitBody(b, type, guardian))).order;

describe('the check (spec §2 /addpeople/airandpeople; §5 passenger limits)', () => {
  it('lists the adults with their segments and prices a child and an infant as search does, member or visitor', async () => {
    const b = await ticketed([adult(), child()], demo);
    const kid = await checkOf(b, 'CHD');
    expect(kid.adults).toEqual([
      { passengerId: b.passengerIds[0], name: '张云雀', segmentIndexes: [0, 1], block: null },
    ]);
    const fares = b.flights.map((f) => f.fares.find((x) => x.fareFamily === 'STANDARD')!);
    // Search's own child and infant prices of the fare (domestic: child half the fare and half the fuel).
    expect(kid.segments.map((s) => s.total)).toEqual(fares.map((f) => f.passengerPrices.CHD.total));
    expect(kid.segments.every((s) => s.total === s.fare + s.taxes)).toBe(true);
    const baby = await checkOf(b, 'INF');
    expect(baby.segments.map((s) => s.total)).toEqual(fares.map((f) => f.passengerPrices.INF.total));
    expect(baby.segments.every((s) => s.taxes === 0)).toBe(true);
    // The one child already with the only adult leaves room for an infant or a second child.
    expect(baby.adults[0]!.block).toBeNull();

    const visitor = await ticketed();
    expect((await checkOf(visitor, 'INF')).adults).toHaveLength(1);
  });

  it("answers NOT_FOUND for another's order and for a wrong proof", async () => {
    const b = await ticketed([adult()], demo);
    const other = await loginToken(app, { cellphone: PLAIN_PHONE, password: DEMO.password });
    expect(
      codeOf(await caller(app).post(UpstreamPath.addPeopleCheck, { orderNo: b.orderNo, type: 'INF' }, other)),
    ).toBe(ResultCode.NOT_FOUND);
    const res = await caller(app).post(UpstreamPath.addPeopleCheck, {
      orderNo: b.orderNo,
      type: 'INF',
      visitor: { passengerName: '王某', mobile: CONTACT.mobile },
    });
    expect(codeOf(res)).toBe(ResultCode.NOT_FOUND);
  });

  it('blocks an adult under 18 on the first flight (spec §5 guardian 18 or over), not one of 18', async () => {
    // Flights in December 2026 and January 2027: 17 and 18 years old on them.
    const young = adult({ name: '李少年', birthday: '2009-12-01', certificateNumber: idNumber('2009-12-01', '873') });
    const grown = adult({ name: '王青年', birthday: '2008-11-01', certificateNumber: idNumber('2008-11-01', '875') });
    const b = await ticketed([adult(), young, grown]);
    expect((await checkOf(b, 'CHD')).adults.map((a) => a.block)).toEqual([null, 'underage', null]);
    const res = await commitCall(b, await commitBody(b, 'CHD', 1, { quotedTotal: 1 }));
    expect(codeOf(res)).toBe(ResultCode.ADD_PEOPLE_UNDERAGE);
  });

  it('blocks the companion limit: 2 children, or a child and an infant (spec §9)', async () => {
    const b = await ticketed([adult(), child(), infant()]);
    const kid = await checkOf(b, 'CHD');
    expect(kid.adults[0]!.block).toBe('companionLimit');
    expect((await checkOf(b, 'INF')).adults[0]!.block).toBe('companionLimit');
    const res = await commitCall(b, await commitBody(b, 'CHD', 0, { quotedTotal: 1 }));
    expect(codeOf(res)).toBe(ResultCode.ADD_PEOPLE_LIMIT);
    expect(JSON.parse(res.body).data).toEqual({ limit: 'companion' });

    const one = await ticketed([adult(), child()]);
    expect((await checkOf(one, 'CHD')).adults[0]!.block).toBeNull();
    expect((await checkOf(one, 'INF')).adults[0]!.block).toBeNull();
  });

  it('blocks sales closed: an hour before the first flight, not an hour and a minute', async () => {
    const b = await ticketed();
    setOffset(app, Date.parse(b.flights[0]!.depTime) - HOUR - 60_000 - TEST_NOW);
    expect((await checkOf(b, 'INF')).adults[0]!.block).toBeNull();
    setOffset(app, Date.parse(b.flights[0]!.depTime) - HOUR - TEST_NOW);
    expect((await checkOf(b, 'INF')).adults[0]!.block).toBe('tooLate');
  });
});

describe('adding an infant, paid on the gateway, ticketed with 902 numbers (decision 25)', () => {
  it('puts the infant on the order, waits for payment, then issues its tickets beside the adult', async () => {
    const b = await ticketed([adult()], demo);
    const made = await commitOk(b, 'INF');
    expect(made).toMatchObject({
      status: 'PENDING_PAYMENT',
      parentOrderNo: b.orderNo,
      type: 'INF',
      name: '张小宝',
      guardianName: '张云雀',
    });
    expect(made.lines).toHaveLength(2);
    expect(made.total).toBe(made.lines.reduce((n, l) => n + l.total, 0));

    const parent = await detailOf(b);
    const baby = parent.passengers.find((p) => p.passengerId === made.passengerId)!;
    expect(baby.type).toBe('INF');
    const pending = parent.tickets.filter((t) => t.passengerIndex === baby.index);
    expect(pending.map((t) => t.ticketStatus)).toEqual([TicketStatus.PENDING_ISSUE, TicketStatus.PENDING_ISSUE]);

    // The addition's own detail is what the result page follows: the infant and its tickets.
    const own = await detailOf({ orderNo: made.orderNo, token: demo });
    expect(own.orderType).toBe(5);
    expect(own.price.actualAmount).toBe(made.total);
    expect(own.passengers.map((p) => p.passengerId)).toEqual([made.passengerId]);

    await payOnGateway(app, made.orderNo, made.total);
    await runJobs(app);
    const after = await detailOf(b);
    const issued = after.tickets.filter((t) => t.passengerIndex === baby.index);
    expect(issued.every((t) => t.ticketStatus === TicketStatus.ISSUED && /^902\d{10}$/.test(t.ticketNo ?? ''))).toBe(
      true,
    );
    const [listed] = await listOf(b);
    expect(listed).toMatchObject({ orderNo: made.orderNo, status: 'TICKETED', paymentDeadline: null });
    expect(listed!.lines.map((l) => l.ticketNo)).toEqual(issued.map((t) => t.ticketNo));
    // One infant with the adult: a second is refused.
    expect((await checkOf(b, 'INF')).adults[0]!.block).toBe('companionLimit');
  });

  it("opens a visitor's addition with the proof of its original order, after it expired too", async () => {
    const b = await ticketed();
    const made = await commitOk(b, 'INF');
    const own = await detailOf({ orderNo: made.orderNo, token: null });
    expect(own.passengers.map((p) => p.passengerId)).toEqual([made.passengerId]);
    setOffset(app, 31 * 60_000);
    await listOf(b);
    expect((await detailOf({ orderNo: made.orderNo, token: null })).orderStatus).toBe(3);
  });

  it('answers the same addition for the same key, and makes one of two at once', async () => {
    const b = await ticketed();
    const body = await commitBody(b, 'INF');
    const key = newKey();
    const first = okData(AddPeopleCommitDataSchema, await commitCall(b, body, key)).order;
    const again = okData(AddPeopleCommitDataSchema, await commitCall(b, body, key)).order;
    expect(again.orderNo).toBe(first.orderNo);

    const c = await ticketed();
    const twin = await commitBody(c, 'INF');
    const both = await Promise.all([commitCall(c, twin), commitCall(c, twin)]);
    const codes = both.map(codeOf).sort();
    expect(codes).toEqual([ResultCode.OK, ResultCode.ADD_PEOPLE_LIMIT].sort());
  });

  it('refuses a wrong type for the birthday, a changed price, and keeps nothing of them', async () => {
    const b = await ticketed();
    const invalid = await commitCall(
      b,
      await commitBody(b, 'INF', 0, { passenger: { ...BABY, birthday: '2020-01-01' } }),
    );
    expect(codeOf(invalid)).toBe(ResultCode.ADD_PEOPLE_INVALID);
    expect(JSON.parse(invalid.body).data.fieldErrors).toMatchObject({ birthday: 'passengerTypeMismatch' });
    const changed = await commitCall(b, await commitBody(b, 'INF', 0, { quotedTotal: 1 }));
    expect(codeOf(changed)).toBe(ResultCode.ADD_PEOPLE_PRICE_CHANGED);
    expect((await detailOf(b)).passengers).toHaveLength(1);
    expect(await listOf(b)).toEqual([]);
  });

  it("refuses an infant on a flight whose infant places are taken (the flight's limit)", async () => {
    const b = await ticketed([
      adult(),
      adult({ name: '李云雀', certificateNumber: idNumber('1988-05-02', '871'), birthday: '1988-05-02' }),
      infant(),
    ]);
    jest.mocked(infantCapacity).mockReturnValue(1);
    try {
      const res = await commitCall(b, await commitBody(b, 'INF', 1));
      expect(codeOf(res)).toBe(ResultCode.ADD_PEOPLE_LIMIT);
      expect(JSON.parse(res.body).data).toEqual({ limit: 'flight' });
    } finally {
      jest.mocked(infantCapacity).mockRestore();
    }
  });

  it("refuses a child when the fare has no seat left ('child or infant tickets remaining insufficient')", async () => {
    const b = await ticketed();
    const flightId = b.flights[1]!.flightId;
    const where = and(eq(flightInventory.flightId, flightId), eq(flightInventory.fareFamily, 'STANDARD'));
    const [held] = await app.airline.db.select().from(flightInventory).where(where);
    await app.airline.db.update(flightInventory).set({ sold: held!.capacity }).where(where);
    try {
      // Priced on the full flight, so the refusal is the seat's, not the price's.
      const res = await commitCall(b, await commitBody(b, 'CHD'));
      expect(codeOf(res)).toBe(ResultCode.ADD_PEOPLE_TICKETS_INSUFFICIENT);
      expect((await detailOf(b)).passengers).toHaveLength(1);
    } finally {
      await app.airline.db.update(flightInventory).set({ sold: held!.sold }).where(where);
    }
  });

  it('takes the passenger off the order again when the addition expires unpaid', async () => {
    const b = await ticketed();
    const made = await commitOk(b, 'CHD');
    expect((await detailOf(b)).passengers).toHaveLength(2);
    setOffset(app, 31 * 60_000);
    const [listed] = await listOf(b);
    expect(listed!.status).toBe('CANCELLED');
    expect(listed!.name).toBe('张小明');
    expect((await detailOf(b)).passengers).toHaveLength(1);
    const rows = await app.airline.db
      .select()
      .from(orderPassenger)
      .where(eq(orderPassenger.addedByOrderNo, made.orderNo));
    expect(rows).toEqual([]);
  });

  it('pays the addition back instead of issuing when its adult was refunded meanwhile', async () => {
    const b = await ticketed();
    const made = await commitOk(b, 'INF');
    const quote = okData(
      RefundQuoteDataSchema,
      await caller(app).post(
        UpstreamPath.refundQuote,
        scoped(b, {
          items: [0, 1].map((segmentIndex) => ({ passengerId: b.passengerIds[0], segmentIndex })),
          refundType: 'VOLUNTARY',
        }),
      ),
    );
    const form = new FormData();
    form.append(
      'payload',
      JSON.stringify(
        scoped(b, {
          items: [0, 1].map((segmentIndex) => ({ passengerId: b.passengerIds[0], segmentIndex })),
          refundType: 'VOLUNTARY',
          reason: 'PLAN_CHANGED',
          note: '',
          confirmVoluntary: false,
          quotedAmount: quote.totalAmount,
        }),
      ),
    );
    const encoded = new Response(form);
    const res = await app.inject({
      method: 'POST',
      url: UpstreamPath.refundCommit,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: {
        'content-type': encoded.headers.get('content-type')!,
        [IDEMPOTENCY_HEADER]: newKey(),
        'x-forwarded-for': '10.0.0.1',
      },
    });
    okData(RefundApplicationSchema, res);
    await payOnGateway(app, made.orderNo, made.total);
    await runJobs(app);
    const [listed] = await listOf(b);
    expect(listed!.status).toBe('FAILED');
    const back = await app.airline.db.select().from(refundRecord).where(eq(refundRecord.orderNo, made.orderNo));
    expect(back.map((r) => r.amount)).toEqual([made.total]);
    expect((await detailOf(b)).passengers).toHaveLength(1);
  });
});

describe('a refund of an added infant goes back by its addition (spec §3 refund application)', () => {
  it('pays the adult back by the order and the infant by the addition, each within what it paid', async () => {
    const b = await ticketed([adult()], demo);
    const made = await commitOk(b, 'INF');
    await payOnGateway(app, made.orderNo, made.total);
    await runJobs(app);
    const ids = [b.passengerIds[0]!, made.passengerId];
    const items = ids.flatMap((passengerId) => [0, 1].map((segmentIndex) => ({ passengerId, segmentIndex })));
    const quote = okData(
      RefundQuoteDataSchema,
      await caller(app).post(UpstreamPath.refundQuote, { orderNo: b.orderNo, items, refundType: 'VOLUNTARY' }, demo),
    );
    const form = new FormData();
    form.append(
      'payload',
      JSON.stringify({
        orderNo: b.orderNo,
        items,
        refundType: 'VOLUNTARY',
        reason: 'PLAN_CHANGED',
        note: '',
        confirmVoluntary: false,
        quotedAmount: quote.totalAmount,
      }),
    );
    const encoded = new Response(form);
    const application = okData(
      RefundApplicationSchema,
      await app.inject({
        method: 'POST',
        url: UpstreamPath.refundCommit,
        payload: Buffer.from(await encoded.arrayBuffer()),
        headers: {
          'content-type': encoded.headers.get('content-type')!,
          [IDEMPOTENCY_HEADER]: newKey(),
          'x-forwarded-for': '10.0.0.1',
          'x-member-token': demo,
        },
      }),
    );
    for (const decision of ['approve', 'pay'] as const)
      await app.inject({
        method: 'POST',
        url: UpstreamPath.sandboxRefundDecide,
        payload: { refundNo: application.refundNo, decision },
      });
    const records = await app.airline.db
      .select()
      .from(refundRecord)
      .where(eq(refundRecord.refundNo, application.refundNo));
    const infantBack = quote.lines.filter((l) => l.passengerId === made.passengerId).reduce((n, l) => n + l.total, 0);
    expect(records.find((r) => r.orderNo === made.orderNo)?.amount).toBe(infantBack);
    expect(infantBack).toBeLessThanOrEqual(made.total);
    expect(records.find((r) => r.orderNo === b.orderNo)?.amount).toBe(quote.totalAmount - infantBack);
  });
});
