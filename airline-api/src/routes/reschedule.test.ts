import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  CheckInDataSchema,
  CheckInTripsDataSchema,
  IDEMPOTENCY_HEADER,
  PaymentApplyDataSchema,
  ProductStatus,
  RescheduleCommitDataSchema,
  RescheduleFlightsDataSchema,
  RescheduleListDataSchema,
  RescheduleQuoteDataSchema,
  RefundApplicationSchema,
  RefundQuoteDataSchema,
  ResultCode,
  SeatMapSchema,
  TicketStatus,
  UpstreamPath,
  type FareFamily,
  type Flight,
  type RescheduleQuoteData,
  type ReservePassenger,
} from '@/lib/contract';
import { feeOf } from '@/lib/domain/change-refund-fees';
import { PLAIN_PHONE } from '../db/seed/members';
import { bookingOrder, flightInventory, orderTicket, refundRecord, seatAssignment } from '../db/schema';
import { addDays } from '../domain/dates';
import { seatsOf } from '../domain/inventory';
import { priceChange } from '../reschedule/price';
import { DEMO, caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { FLIGHT_DATE, adult, child, flightsOn, infant, newKey, reserveBody, runJobs } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, TEST_NOW, testServer } from '../../test/test-server';
import {
  clockBefore,
  flightWithSeats,
  orderAs,
  ticketedOrder,
  VISITOR_PROOF as PROOF,
} from '../../test/ticketed-order';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

// The pricing as it is, wrapped so that a test can hold two commits between their pricing and their writing.
jest.mock('../reschedule/price', () => {
  const actual = jest.requireActual<typeof import('../reschedule/price')>('../reschedule/price');
  return { ...actual, priceChange: jest.fn(actual.priceChange) };
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
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

type Booked = { orderNo: string; flights: Flight[]; passengerIds: string[]; token: string | null };

/** Each order flies on its own days (a new flight a day later stays its own too). */
let day = 0;

/** Books (one way, or there and back two days later), pays on the gateway and tickets an order at the test's now. */
async function ticketed(
  passengers: ReservePassenger[] = [adult()],
  opts: { token?: string | null; family?: FareFamily; seatFor?: number[]; roundTrip?: boolean } = {},
): Promise<Booked> {
  setOffset(app, 0);
  const family = opts.family ?? 'STANDARD';
  const flights: Flight[] = [];
  for (let tries = 0; flights.length === 0 && tries < 7; tries += 1) {
    day += 4;
    const out = await flightWithSeats(app, addDays(FLIGHT_DATE, day), { family });
    const back = opts.roundTrip
      ? await flightWithSeats(app, addDays(FLIGHT_DATE, day + 2), { dep: 'PEK', arr: 'CAN', family })
      : null;
    if (out && (!opts.roundTrip || back)) flights.push(out, ...(back ? [back] : []));
  }
  if (flights.length === 0) throw new Error('no flight to book');
  const seats = okData(
    SeatMapSchema,
    await caller(app).get(`${UpstreamPath.seatMap}?flightId=${flights[0]!.flightId}&currency=CNY`),
  ).seats.filter((x) => x.available && !x.exit && x.kind !== 'FRONT');
  const token = opts.token ?? null;
  const { order, detail } = await ticketedOrder(
    app,
    reserveBody(
      flights.map((f) => `${f.flightId}.${family}`),
      {
        passengers,
        ancillaries: {
          baggage: [],
          meals: [],
          insurance: [],
          seats: (opts.seatFor ?? []).map((passenger, i) => ({ passenger, segment: 0, seatNo: seats[i]!.seatNo })),
          priority: [],
        },
      },
    ),
    { token, proof: PROOF },
  );
  return { orderNo: order.orderNo, flights, passengerIds: detail.passengers.map((p) => p.passengerId), token };
}

async function detailOf(orderNo: string, token: string | null) {
  return orderAs(app, orderNo, token, PROOF);
}

/** Moves airline-api's clock to `ms` before the order's first departure (and logs the members in there). */
async function before(b: Booked, ms: number, login = false) {
  clockBefore(app, b.flights[0]!.depTime, ms);
  if (login) {
    await logIn();
    if (b.token) b.token = demo;
  }
}

const items = (b: Booked, passengers: number[] = [0], segments: number[] = [0]) =>
  segments.flatMap((segmentIndex) => passengers.map((i) => ({ passengerId: b.passengerIds[i]!, segmentIndex })));
/** The scope of a call: the member's token, or the visitor's proof in the body. */
const scoped = (b: Booked, body: Record<string, unknown>): Record<string, unknown> =>
  b.token ? { orderNo: b.orderNo, ...body } : { orderNo: b.orderNo, visitor: PROOF, ...body };
const tokenOf = (b: Booked) => b.token ?? undefined;

const flightsCall = (b: Booked, body: Record<string, unknown>, token = tokenOf(b)) =>
  caller(app).post(UpstreamPath.rescheduleFlights, scoped(b, body), token);

/** The fare of the segment's family on a flight `days` after the segment's, as the change offers it. */
async function newFare(b: Booked, segmentIndex = 0, days = 1, passengers = [0]) {
  const date = addDays(b.flights[segmentIndex]!.depTime.slice(0, 10), days);
  const data = okData(
    RescheduleFlightsDataSchema,
    await flightsCall(b, { items: items(b, passengers, [segmentIndex]), dates: [{ segmentIndex, date }] }),
  );
  const flight = data.segments[0]!.flights.find((f) => (f.fares[0]?.seatsLeft ?? 0) >= 9);
  if (!flight) throw new Error('no flight to move to');
  return { segmentIndex, fareId: flight.fares[0]!.fareId, flight };
}

type Choice = { segmentIndex: number; fareId: string };
const quoteCall = (b: Booked, its: ReturnType<typeof items>, choices: Choice[], token = tokenOf(b)) =>
  caller(app).post(UpstreamPath.rescheduleQuote, scoped(b, { items: its, choices }), token);
const quoteOf = async (b: Booked, its: ReturnType<typeof items>, choices: Choice[]) =>
  okData(RescheduleQuoteDataSchema, await quoteCall(b, its, choices));

function commitCall(body: Record<string, unknown>, opts: { token?: string; key?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: UpstreamPath.rescheduleCommit,
    payload: body,
    headers: {
      [IDEMPOTENCY_HEADER]: opts.key ?? newKey(),
      'x-forwarded-for': '10.0.0.1',
      ...(opts.token ? { 'x-member-token': opts.token } : {}),
    },
  });
}
/** A commit's body for these items and choices, with the total quoted now. */
async function commitBody(b: Booked, its: ReturnType<typeof items>, choices: Choice[]) {
  const quote = await quoteOf(b, its, choices);
  return { quote, body: scoped(b, { items: its, choices, quotedTotal: quote.total }) };
}
async function commitOk(b: Booked, its: ReturnType<typeof items>, choices: Choice[]) {
  const { body } = await commitBody(b, its, choices);
  return okData(RescheduleCommitDataSchema, await commitCall(body, { token: tokenOf(b) })).order;
}
const listOf = async (b: Booked) =>
  okData(RescheduleListDataSchema, await caller(app).post(UpstreamPath.rescheduleList, scoped(b, {}), tokenOf(b))).list;
const ticketsOf = (orderNo: string) =>
  app.airline.db.select().from(orderTicket).where(eq(orderTicket.orderNo, orderNo));
/** Seats of a family sold on a flight: its inventory row, or the load search starts from. */
const soldOf = async (flightId: string, family: FareFamily) => {
  const flight = app.airline.network.flight(flightId)!;
  const rows = await app.airline.db
    .select()
    .from(flightInventory)
    .where(and(eq(flightInventory.flightId, flightId), eq(flightInventory.fareFamily, family)));
  return seatsOf(flight, family, new Map(rows.map((r) => [`${r.flightId}|${r.fareFamily}`, r]))).sold;
};

/** Pays a rescheduled order on the gateway as the web does: the order number and result type `reschedule`. */
async function payChange(orderNo: string, amount: number): Promise<URL> {
  const apply = await caller(app).post(UpstreamPath.paymentApply, {
    amount,
    channelNo: 'B2C',
    orderNo,
    type: 'reschedule',
    currency: 'CNY',
    webCallbackUrl: 'http://localhost:3000/zh-CN/result',
  });
  const page = new URL(okData(PaymentApplyDataSchema, apply).url);
  const res = await app.inject({
    method: 'POST',
    url: page.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'decision=pay&lang=zh',
  });
  expect(res.statusCode).toBe(303);
  return new URL(String(res.headers.location));
}

/** A line's sum as the contract states it. */
const lineOk = (l: RescheduleQuoteData['lines'][number]) => {
  expect(l.difference).toBe(Math.max(0, l.newFare - l.oldFare));
  expect(l.fee).toBe(feeOf(l.oldFare, l.feeRate));
  expect(l.total).toBe(l.difference + l.fee);
};

describe('the flights offered (spec §2 /modify/selnewair; §7 reschedule/flight; decision 23)', () => {
  it('offers the same route and fare family only, without the flight held, with a 7-day strip around the date', async () => {
    const b = await ticketed([adult()], { family: 'FLEX' });
    const old = b.flights[0]!;
    const date = addDays(old.depTime.slice(0, 10), 0);
    const data = okData(
      RescheduleFlightsDataSchema,
      await flightsCall(b, { items: items(b), dates: [{ segmentIndex: 0, date }], currency: 'USD' }),
    );
    const seg = data.segments[0]!;
    expect(seg).toMatchObject({ segmentIndex: 0, date, fareFamily: 'FLEX' });
    expect(seg.flights.length).toBeGreaterThan(0);
    for (const f of seg.flights) {
      expect([f.depAirport, f.arrAirport]).toEqual([old.depAirport, old.arrAirport]);
      expect(f.fares.map((x) => [x.fareFamily, x.currency])).toEqual([['FLEX', 'USD']]);
    }
    expect(seg.flights.map((f) => f.flightId)).not.toContain(old.flightId);
    // Search answers the same flights (less the held one) and the same FLEX fares for the date.
    const searched = (await flightsOn(app, old.depAirport, old.arrAirport, date)).filter(
      (f) => f.flightId !== old.flightId && f.depAirport === old.depAirport && f.arrAirport === old.arrAirport,
    );
    expect(seg.flights.map((f) => f.flightId)).toEqual(searched.map((f) => f.flightId));
    // Spec §9: the strip shows 7 days, the date at the fourth position; its lowest day is marked.
    expect(seg.strip.map((d) => d.date)).toEqual([-3, -2, -1, 0, 1, 2, 3].map((n) => addDays(date, n)));
    expect(seg.strip.every((d) => d.currency === 'USD')).toBe(true);
    const lowest = Math.min(...seg.strip.map((d) => d.price ?? Infinity));
    expect(seg.strip.filter((d) => d.isLowest).every((d) => d.price === lowest)).toBe(true);
    // A date for a segment not moved, and a date twice, are refused.
    expect(codeOf(await flightsCall(b, { items: items(b), dates: [{ segmentIndex: 1, date }] }))).toBe(
      ResultCode.BAD_REQUEST,
    );
    expect(
      codeOf(
        await flightsCall(b, {
          items: items(b),
          dates: [
            { segmentIndex: 0, date },
            { segmentIndex: 0, date },
          ],
        }),
      ),
    ).toBe(ResultCode.BAD_REQUEST);
  });

  it('refuses a fare of another family or route, a flight without seats, and a fare past sales close', async () => {
    const b = await ticketed([adult()]);
    const choice = await newFare(b);
    const flex = { segmentIndex: 0, fareId: choice.fareId.replace('.STANDARD', '.FLEX') };
    expect(codeOf(await quoteCall(b, items(b), [flex]))).toBe(ResultCode.CHANGE_ROUTE_MISMATCH);
    const otherRoute = (await flightsOn(app, 'PEK', 'CAN', choice.flight.depTime.slice(0, 10)))[0]!;
    expect(codeOf(await quoteCall(b, items(b), [{ segmentIndex: 0, fareId: `${otherRoute.flightId}.STANDARD` }]))).toBe(
      ResultCode.CHANGE_ROUTE_MISMATCH,
    );
    expect(codeOf(await quoteCall(b, items(b), [{ segmentIndex: 1, fareId: choice.fareId }]))).toBe(
      ResultCode.BAD_REQUEST,
    );
    await quoteOf(b, items(b), [choice]);
    // Every seat of the family sold.
    const f = choice.flight;
    await app.airline.db
      .insert(flightInventory)
      .values({
        flightId: f.flightId,
        fareFamily: 'STANDARD',
        flightDate: f.flightId.slice(-10),
        depAirport: f.depAirport,
        arrAirport: f.arrAirport,
        capacity: 65,
        sold: 65,
      })
      .onConflictDoUpdate({
        target: [flightInventory.flightId, flightInventory.fareFamily],
        set: { sold: sql`${flightInventory.capacity}` },
      });
    expect(codeOf(await quoteCall(b, items(b), [choice]))).toBe(ResultCode.CHANGE_FARE_SOLD_OUT);
    // The new flight must still be on sale (sales close 1 hour before departure).
    const earlier = await newFare(b, 0, -1);
    setOffset(app, Date.parse(earlier.flight.depTime) - HOUR - TEST_NOW);
    expect(codeOf(await quoteCall(b, items(b), [earlier]))).toBe(ResultCode.NOT_ON_SALE);
  });
});

describe('fees (spec §3 change-date cost, §9; decision 23)', () => {
  it('child 10% at 8 days and at 7 days, 20% 1 ms under and at 5 days, 30% at 4 hours, refused 1 ms under (adult STANDARD alike)', async () => {
    const b = await ticketed([adult(), child()], { family: 'STANDARD' });
    const rates = async (left: number) => {
      await before(b, left);
      const choice = await newFare(b, 0, 1, [0, 1]);
      const q = await quoteOf(b, items(b, [0, 1]), [choice]);
      q.lines.forEach(lineOk);
      expect(q).toMatchObject({
        currency: 'CNY',
        ticketPrice: q.lines.reduce((n, l) => n + l.newFare, 0),
        difference: q.lines.reduce((n, l) => n + l.difference, 0),
        fee: q.lines.reduce((n, l) => n + l.fee, 0),
        total: q.lines.reduce((n, l) => n + l.total, 0),
      });
      expect(q.lines.map((l) => l.passengerType)).toEqual(['ADT', 'CHD']);
      return q.lines.map((l) => l.feeRate);
    };
    expect(await rates(8 * DAY)).toEqual([10, 10]);
    expect(await rates(7 * DAY)).toEqual([10, 10]);
    expect(await rates(7 * DAY - 1)).toEqual([20, 20]);
    expect(await rates(5 * DAY)).toEqual([20, 20]);
    expect(await rates(72 * HOUR - 1)).toEqual([30, 30]);
    expect(await rates(4 * HOUR)).toEqual([30, 30]);
    // Under 4 hours before the OLD flight, however far the new one is.
    const choice = await newFare(b, 0, 1, [0, 1]);
    await before(b, 4 * HOUR - 1);
    expect(codeOf(await quoteCall(b, items(b, [0, 1]), [choice]))).toBe(ResultCode.CHANGE_TOO_LATE);
    expect(
      codeOf(
        await flightsCall(b, {
          items: items(b, [0, 1]),
          dates: [{ segmentIndex: 0, date: choice.flight.depTime.slice(0, 10) }],
        }),
      ),
    ).toBe(ResultCode.CHANGE_TOO_LATE);
  });

  it('adult FLEX: nothing at 8 days, 10% at 2 days', async () => {
    const b = await ticketed([adult()], { family: 'FLEX' });
    const choice = await newFare(b);
    await before(b, 8 * DAY);
    expect((await quoteOf(b, items(b), [choice])).lines[0]!.feeRate).toBe(0);
    await before(b, 2 * DAY);
    expect((await quoteOf(b, items(b), [choice])).lines[0]!.feeRate).toBe(10);
  });

  it('refuses a BASIC fare (not changeable), a child on it too', async () => {
    const b = await ticketed([adult(), child()], { family: 'BASIC' });
    const date = b.flights[0]!.depTime.slice(0, 10);
    expect(codeOf(await flightsCall(b, { items: items(b, [0, 1]), dates: [{ segmentIndex: 0, date }] }))).toBe(
      ResultCode.CHANGE_NOT_ALLOWED,
    );
    const other = (await flightsOn(app, 'CAN', 'PEK', addDays(date, 1)))[0]!;
    expect(codeOf(await quoteCall(b, items(b, [0, 1]), [{ segmentIndex: 0, fareId: `${other.flightId}.BASIC` }]))).toBe(
      ResultCode.CHANGE_NOT_ALLOWED,
    );
  });

  it('moves an infant free, and rounds a fee up to the whole yuan', async () => {
    const b = await ticketed([adult(), infant()], { family: 'STANDARD' });
    await app.airline.db
      .update(orderTicket)
      .set({ fareFen: 12_345 })
      .where(and(eq(orderTicket.orderNo, b.orderNo), eq(orderTicket.psgIndex, 0)));
    await before(b, 8 * DAY);
    const choice = await newFare(b, 0, 1, [0, 1]);
    const q = await quoteOf(b, items(b, [0, 1]), [choice]);
    q.lines.forEach(lineOk);
    // STANDARD 8 days out: 10% of 123.45 is 12.345, so 13.00.
    expect(q.lines[0]).toMatchObject({ passengerType: 'ADT', oldFare: 12_345, feeRate: 10, fee: 1_300 });
    expect(q.lines[1]).toMatchObject({ passengerType: 'INF', feeRate: 0, fee: 0 });
    // The new fare is what search shows for each type.
    const fare = choice.flight.fares[0]!;
    expect(q.lines.map((l) => l.newFare)).toEqual([fare.passengerPrices.ADT.fare, fare.passengerPrices.INF.fare]);
  });

  it('never gives a negative difference: a dearer old fare pays only the fee', async () => {
    const b = await ticketed([adult()], { family: 'STANDARD' });
    await app.airline.db.update(orderTicket).set({ fareFen: 999_900 }).where(eq(orderTicket.orderNo, b.orderNo));
    await before(b, 5 * DAY);
    const choice = await newFare(b);
    const q = await quoteOf(b, items(b), [choice]);
    expect(q.lines[0]!.newFare).toBeLessThan(999_900);
    expect(q).toMatchObject({ difference: 0, fee: 200_000, total: 200_000 });
  });
});

describe('who may change (spec §4, §5; decision 23)', () => {
  it('a child only with the guardian, and no guardian leaves a child behind', async () => {
    const b = await ticketed([adult(), child()]);
    const choice = await newFare(b, 0, 1, [0, 1]);
    expect(codeOf(await quoteCall(b, items(b, [1]), [choice]))).toBe(ResultCode.CHANGE_GUARDIAN_REQUIRED);
    expect(codeOf(await quoteCall(b, items(b, [0]), [choice]))).toBe(ResultCode.CHANGE_GUARDIAN_REQUIRED);
    await quoteOf(b, items(b, [0, 1]), [choice]);
  });

  it('refuses a checked-in passenger (cancel the check-in first), a ticket already changing, and another channel', async () => {
    const b = await ticketed([adult()], { token: demo });
    const choice = await newFare(b, 0, 3);
    await before(b, 47 * HOUR, true);
    const post = (path: string, extra: Record<string, unknown>) =>
      caller(app).post(path, { orderNo: b.orderNo, segmentIndex: 0, ...extra }, demo);
    okData(
      CheckInDataSchema,
      await post(UpstreamPath.checkIn, { passengers: [{ passengerId: b.passengerIds[0] }], clauseAgreed: true }),
    );
    expect(codeOf(await quoteCall(b, items(b), [choice]))).toBe(ResultCode.REFUND_CHECKED_IN);
    expect(codeOf(await post(UpstreamPath.checkInCancel, { passengerIds: [b.passengerIds[0]] }))).toBe(ResultCode.OK);
    const made = await commitOk(b, items(b), [choice]);
    expect(made.status).toBe('PENDING_PAYMENT');
    // Changing now: neither changed again, refunded nor checked in.
    expect(codeOf(await quoteCall(b, items(b), [choice]))).toBe(ResultCode.CHANGE_NOT_ALLOWED);
    expect(
      codeOf(
        await caller(app).post(
          UpstreamPath.refundQuote,
          { orderNo: b.orderNo, items: items(b), refundType: 'VOLUNTARY' },
          demo,
        ),
      ),
    ).toBe(ResultCode.REFUND_NOT_ALLOWED);
    expect(
      codeOf(
        await post(UpstreamPath.checkIn, { passengers: [{ passengerId: b.passengerIds[0] }], clauseAgreed: true }),
      ),
    ).toBe(ResultCode.CHECK_IN_TICKET_NOT_USABLE);
    const other = await ticketed([adult()]);
    const otherChoice = await newFare(other);
    await app.airline.db
      .update(bookingOrder)
      .set({ channelNo: 'WECHAT' })
      .where(eq(bookingOrder.orderNo, other.orderNo));
    expect(codeOf(await quoteCall(other, items(other), [otherChoice]))).toBe(ResultCode.ORDER_OTHER_CHANNEL);
  });

  it('opens the order to its member and to its proof; another member is NOT_FOUND', async () => {
    const b = await ticketed([adult()], { token: demo });
    const choice = await newFare(b);
    await quoteOf(b, items(b), [choice]);
    expect(codeOf(await quoteCall(b, items(b), [choice], plain))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await caller(app).post(UpstreamPath.rescheduleList, { orderNo: b.orderNo }, plain))).toBe(
      ResultCode.NOT_FOUND,
    );
    const { body } = await commitBody(b, items(b), [choice]);
    expect(codeOf(await commitCall(body, { token: plain }))).toBe(ResultCode.NOT_FOUND);
    expect(
      codeOf(await flightsCall(b, { items: items(b), dates: [{ segmentIndex: 0, date: FLIGHT_DATE }] }, plain)),
    ).toBe(ResultCode.NOT_FOUND);
    // A visitor with the proof of the order (its passenger's name and contact phone).
    const visitor = { ...b, token: null };
    expect((await quoteOf(visitor, items(b), [choice])).lines).toHaveLength(1);
    expect(
      codeOf(
        await caller(app).post(UpstreamPath.rescheduleQuote, {
          orderNo: b.orderNo,
          visitor: { ...PROOF, passengerName: '王云雀' },
          items: items(b),
          choices: [choice],
        }),
      ),
    ).toBe(ResultCode.NOT_FOUND);
    const made = okData(
      RescheduleCommitDataSchema,
      await commitCall((await commitBody(visitor, items(b), [choice])).body),
    ).order;
    expect(made.parentOrderNo).toBe(b.orderNo);
    // The rescheduled order stays the member's.
    expect((await detailOf(made.orderNo, demo)).orderType).toBe(2);
  });
});

describe('commit (spec §7 reschedule/; decision 23)', () => {
  it('answers the same order for the same key and body, a conflict for another body, and refuses a changed price', async () => {
    const b = await ticketed([adult()]);
    const choice = await newFare(b);
    const { body, quote } = await commitBody(b, items(b), [choice]);
    expect(codeOf(await commitCall({ ...body, quotedTotal: quote.total + 100 }))).toBe(ResultCode.CHANGE_PRICE_CHANGED);
    expect((await ticketsOf(b.orderNo))[0]!.ticketStatus).toBe(TicketStatus.ISSUED);
    const key = newKey();
    const first = okData(RescheduleCommitDataSchema, await commitCall(body, { key })).order;
    const again = okData(RescheduleCommitDataSchema, await commitCall(body, { key })).order;
    expect(again.orderNo).toBe(first.orderNo);
    expect(codeOf(await commitCall({ ...body, quotedTotal: quote.total + 1 }, { key }))).toBe(
      ResultCode.IDEMPOTENCY_CONFLICT,
    );
    expect((await listOf(b)).map((o) => o.orderNo)).toEqual([first.orderNo]);
    expect(first).toMatchObject({ status: 'PENDING_PAYMENT', total: quote.total, lines: quote.lines });
  });

  it('makes exactly one change of two commits of one ticket at once', async () => {
    const b = await ticketed();
    const choice = await newFare(b);
    const { body } = await commitBody(b, items(b), [choice]);
    const priced = jest.mocked(priceChange);
    const real = jest.requireActual<typeof import('../reschedule/price')>('../reschedule/price').priceChange;
    const waiting: (() => void)[] = [];
    const held = async (...args: Parameters<typeof priceChange>) => {
      const quote = await real(...args);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length === 2) waiting.forEach((go) => go());
      });
      return quote;
    };
    priced.mockImplementationOnce(held).mockImplementationOnce(held);
    const sold = await soldOf(choice.flight.flightId, 'STANDARD');
    const answers = await Promise.all([commitCall(body), commitCall(body)]);
    expect(waiting).toHaveLength(2);
    expect(answers.map(codeOf).sort()).toEqual([ResultCode.OK, ResultCode.CHANGE_NOT_ALLOWED]);
    expect(await listOf(b)).toHaveLength(1);
    // The refused one took no seat.
    expect(await soldOf(choice.flight.flightId, 'STANDARD')).toBe(sold + 1);
  });

  it('pays on the gateway, then issues new tickets on the new flight: the old ones read changed, the old seat is free', async () => {
    const b = await ticketed([adult()], { token: demo, seatFor: [0] });
    const [oldTicket] = await ticketsOf(b.orderNo);
    const old = b.flights[0]!;
    await before(b, 5 * DAY, true);
    const choice = await newFare(b);
    const soldOld = await soldOf(old.flightId, 'STANDARD');
    const soldNew = await soldOf(choice.flight.flightId, 'STANDARD');
    const made = await commitOk(b, items(b), [choice]);
    expect(made.total).toBeGreaterThan(0);
    expect(made).toMatchObject({ status: 'PENDING_PAYMENT', parentOrderNo: b.orderNo, currency: 'CNY' });
    expect(made.paymentDeadline).not.toBeNull();
    expect(made.segments).toEqual([
      expect.objectContaining({ segmentIndex: 0, flightNo: choice.flight.flightNo, depTime: choice.flight.depTime }),
    ]);
    expect(await soldOf(choice.flight.flightId, 'STANDARD')).toBe(soldNew + 1);
    expect((await detailOf(b.orderNo, b.token)).tickets[0]!.ticketStatus).toBe(TicketStatus.CHANGING);
    // The rescheduled order is a whole order of its own: the new flight, the passenger, a ticket to issue.
    const pending = await detailOf(made.orderNo, b.token);
    expect(pending).toMatchObject({ orderType: 2, orderStatus: 1, price: { actualAmount: made.total } });
    expect(pending.passengers.map((p) => p.passengerId)).toEqual([b.passengerIds[0]]);

    const back = await payChange(made.orderNo, made.total);
    expect(back.searchParams.get('type')).toBe('reschedule');
    await runJobs(app);
    const [done] = await listOf(b);
    expect(done).toMatchObject({ orderNo: made.orderNo, status: 'TICKETED', paymentDeadline: null });
    expect(done!.tickets[0]!.ticketNo).toMatch(/^902\d{10}$/);
    const issued = await detailOf(made.orderNo, b.token);
    expect(issued.tickets[0]).toMatchObject({
      ticketNo: done!.tickets[0]!.ticketNo,
      ticketStatus: TicketStatus.ISSUED,
      productStatus: ProductStatus.USABLE,
    });
    expect(issued.segments[0]!.flightId).toBe(choice.flight.flightId);
    const original = await detailOf(b.orderNo, b.token);
    expect(original.tickets[0]).toMatchObject({
      ticketNo: oldTicket!.ticketNo,
      ticketStatus: TicketStatus.CHANGED,
      productStatus: ProductStatus.REFUNDED,
    });
    // The old seat and the old flight's seat are given back.
    const seat = await app.airline.db
      .select()
      .from(seatAssignment)
      .where(and(eq(seatAssignment.flightId, old.flightId), eq(seatAssignment.seatNo, oldTicket!.seatNo!)));
    expect(seat).toEqual([]);
    expect(await soldOf(old.flightId, 'STANDARD')).toBe(soldOld - 1);

    // Check-in offers the new flight's trip, and no longer the old one.
    setOffset(app, Date.parse(choice.flight.depTime) - 47 * HOUR - TEST_NOW);
    await logIn();
    const trips = okData(
      CheckInTripsDataSchema,
      await caller(app).post(UpstreamPath.checkInTrips, { queryType: 'SELF' }, demo),
    ).records;
    expect(trips.filter((t) => t.orderNo === b.orderNo)).toEqual([]);
    const mine = trips.filter((t) => t.orderNo === made.orderNo);
    expect(mine.map((t) => [t.flightId, t.passengers.map((p) => p.ticketNo)])).toEqual([
      [choice.flight.flightId, [done!.tickets[0]!.ticketNo]],
    ]);
    // Once the new flight has left, the change is complete.
    setOffset(app, Date.parse(choice.flight.depTime) + HOUR - TEST_NOW);
    await logIn();
    b.token = demo;
    expect((await listOf(b))[0]!.status).toBe('COMPLETE');
  });

  it('gives the old tickets back when the change is not paid in time', async () => {
    const b = await ticketed([adult()]);
    const choice = await newFare(b);
    const soldNew = await soldOf(choice.flight.flightId, 'STANDARD');
    const made = await commitOk(b, items(b), [choice]);
    expect((await ticketsOf(b.orderNo))[0]!.ticketStatus).toBe(TicketStatus.CHANGING);
    setOffset(app, Date.parse(made.paymentDeadline!) - TEST_NOW);
    await runJobs(app);
    expect((await ticketsOf(b.orderNo))[0]).toMatchObject({
      ticketStatus: TicketStatus.ISSUED,
      productStatus: ProductStatus.USABLE,
    });
    expect(await soldOf(choice.flight.flightId, 'STANDARD')).toBe(soldNew);
    const [closed] = await listOf(b);
    expect(closed).toMatchObject({ orderNo: made.orderNo, status: 'CANCELLED', paymentDeadline: null });
    // It may be changed again.
    await quoteOf(b, items(b), [choice]);
  });

  it('gives the money and the old tickets back when the new tickets cannot be issued', async () => {
    const b = await ticketed([adult()]);
    const choice = await newFare(b);
    const soldNew = await soldOf(choice.flight.flightId, 'STANDARD');
    const made = await commitOk(b, items(b), [choice]);
    await app.airline.db
      .update(bookingOrder)
      .set({ failTicketing: true })
      .where(eq(bookingOrder.orderNo, made.orderNo));
    await payChange(made.orderNo, made.total);
    await runJobs(app);
    expect((await listOf(b))[0]).toMatchObject({ orderNo: made.orderNo, status: 'CANCELLED' });
    expect((await detailOf(made.orderNo, null)).refund).toMatchObject({
      amount: made.total,
      reason: 'TICKETING_FAILED',
    });
    expect((await ticketsOf(b.orderNo))[0]).toMatchObject({
      ticketStatus: TicketStatus.ISSUED,
      productStatus: ProductStatus.USABLE,
    });
    expect(await soldOf(choice.flight.flightId, 'STANDARD')).toBe(soldNew);
  });

  it('issues at once when nothing is due', async () => {
    const b = await ticketed([adult()], { family: 'FLEX' });
    await app.airline.db.update(orderTicket).set({ fareFen: 999_900 }).where(eq(orderTicket.orderNo, b.orderNo));
    await before(b, 8 * DAY);
    const choice = await newFare(b);
    const made = await commitOk(b, items(b), [choice]);
    expect(made).toMatchObject({ total: 0, status: 'TICKETED', paymentDeadline: null });
    expect(made.tickets[0]!.ticketNo).toMatch(/^902\d{10}$/);
    expect((await ticketsOf(b.orderNo))[0]!.ticketStatus).toBe(TicketStatus.CHANGED);
  });

  it('moves a child with the guardian on both segments of a round trip', async () => {
    const b = await ticketed([adult(), child()], { token: demo, roundTrip: true });
    const out = await newFare(b, 0, 1, [0, 1]);
    const back = await newFare(b, 1, 1, [0, 1]);
    const its = items(b, [0, 1], [0, 1]);
    const q = await quoteOf(b, its, [out, back]);
    expect(q.lines.map((l) => [l.segmentIndex, l.passengerType])).toEqual([
      [0, 'ADT'],
      [0, 'CHD'],
      [1, 'ADT'],
      [1, 'CHD'],
    ]);
    // The return may not leave before the new outbound lands.
    const early = await newFare(b, 1, -2, [0, 1]);
    expect(codeOf(await quoteCall(b, its, [out, early]))).toBe(ResultCode.BAD_REQUEST);
    const made = await commitOk(b, its, [out, back]);
    await payChange(made.orderNo, made.total);
    await runJobs(app);
    const detail = await detailOf(made.orderNo, demo);
    expect(detail.segments.map((s) => [s.segIndex, s.flightId])).toEqual([
      [0, out.flight.flightId],
      [1, back.flight.flightId],
    ]);
    expect(detail.tickets.map((t) => [t.passengerIndex, t.segIndex, t.ticketStatus])).toEqual([
      [0, 0, TicketStatus.ISSUED],
      [0, 1, TicketStatus.ISSUED],
      [1, 0, TicketStatus.ISSUED],
      [1, 1, TicketStatus.ISSUED],
    ]);
    expect((await ticketsOf(b.orderNo)).every((t) => t.ticketStatus === TicketStatus.CHANGED)).toBe(true);
  });
});

describe("a changed ticket's refund (decision 23: the money back by the orders that paid it)", () => {
  it('gives the fare difference back by the change, the rest by the original order, and keeps the change fee', async () => {
    const b = await ticketed([adult()], { token: demo, family: 'FLEX' });
    await before(b, 10 * DAY, true);
    // The dearest flight of the next day, so that the change has a difference to pay when there is one.
    const date = addDays(b.flights[0]!.depTime.slice(0, 10), 1);
    const offered = okData(
      RescheduleFlightsDataSchema,
      await flightsCall(b, { items: items(b), dates: [{ segmentIndex: 0, date }] }),
    ).segments[0]!.flights.filter((f) => (f.fares[0]?.seatsLeft ?? 0) >= 9);
    const dearest = offered.sort((x, y) => y.fares[0]!.fare - x.fares[0]!.fare)[0]!;
    const made = await commitOk(b, items(b), [{ segmentIndex: 0, fareId: dearest.fares[0]!.fareId }]);
    if (made.total > 0) await payChange(made.orderNo, made.total);
    await runJobs(app);
    const changed: Booked = { ...b, orderNo: made.orderNo };
    const [line] = made.lines;
    // Spec §3 price parts of the change: its difference as the fare, its fee as the change fee.
    const price = (await detailOf(made.orderNo, demo)).price;
    expect(price).toMatchObject({ ticketFare: line!.difference, changeFee: line!.fee, actualAmount: made.total });
    // On the fixed test clock the dearest flight of the next day costs more than the one booked.
    expect(line!.difference).toBeGreaterThan(0);

    const quote = okData(
      RefundQuoteDataSchema,
      await caller(app).post(
        UpstreamPath.refundQuote,
        { orderNo: made.orderNo, items: items(changed), refundType: 'VOLUNTARY' },
        demo,
      ),
    );
    const form = new FormData();
    form.append(
      'payload',
      JSON.stringify({
        orderNo: made.orderNo,
        items: items(changed),
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
    const byChange = records.find((r) => r.orderNo === made.orderNo)?.amount ?? 0;
    const byOriginal = records.find((r) => r.orderNo === b.orderNo)?.amount ?? 0;
    // FLEX 10 days out: no refund fee, so the whole difference comes back by the change; the change fee stays.
    expect(byChange).toBe(line!.difference);
    expect(byChange).toBeLessThanOrEqual(made.total - line!.fee);
    expect(byChange + byOriginal).toBe(quote.totalAmount);
    const [original] = await app.airline.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, b.orderNo));
    expect(byOriginal).toBeLessThanOrEqual(original!.payAmount);
  });
});
