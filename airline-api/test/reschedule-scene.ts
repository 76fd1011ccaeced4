import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  IDEMPOTENCY_HEADER,
  PaymentApplyDataSchema,
  RescheduleCommitDataSchema,
  RescheduleFlightsDataSchema,
  RescheduleListDataSchema,
  RescheduleQuoteDataSchema,
  SeatMapSchema,
  UpstreamPath,
  type FareFamily,
  type Flight,
  type RescheduleQuoteData,
  type ReservePassenger,
} from '@/lib/contract';
import { feeOf } from '@/lib/domain/change-refund-fees';
import { PLAIN_PHONE } from '../src/db/seed/members';
import { flightInventory, orderTicket } from '../src/db/schema';
import { addDays } from '../src/domain/dates';
import { seatsOf } from '../src/domain/inventory';
import { DEMO, caller, loginToken, okData, setOffset } from './account-api';
import { FLIGHT_DATE, adult, newKey, reserveBody } from './booking-api';
import { SERVER_START_TIMEOUT_MS, testServer } from './test-server';
import { clockBefore, flightWithSeats, orderAs, ticketedOrder, VISITOR_PROOF as PROOF } from './ticketed-order';

/**
 * What the date change test files share (decision 23): their server at the test clock with the members logged in,
 * a ticketed order to change, and the flights, quote and commit calls. Each file calls serveReschedule() once.
 */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export let app: FastifyInstance;
export let demo: string;
export let plain: string;

/** The file's server: started before its tests, closed after them. */
export function serveReschedule() {
  beforeAll(async () => {
    app = await testServer();
    await logIn();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => app.close());
  afterEach(() => setOffset(app, 0));
}

export async function logIn() {
  demo = await loginToken(app);
  plain = await loginToken(app, { cellphone: PLAIN_PHONE, password: DEMO.password });
}

export type Booked = { orderNo: string; flights: Flight[]; passengerIds: string[]; token: string | null };

/** Each order flies on its own days (a new flight a day later stays its own too). */
export let day = 0;

/** Books (one way, or there and back two days later), pays on the gateway and tickets an order at the test's now. */
export async function ticketed(
  passengers: ReservePassenger[] = [adult()],
  opts: {
    token?: string | null;
    family?: FareFamily;
    seatFor?: number[];
    roundTrip?: boolean;
    /** Add-ons bought with the booking besides the seats (decision 46's tests). */
    addOns?: Partial<
      Record<
        'baggage' | 'meals' | 'insurance' | 'priority',
        { passenger: number; segment: number; productCode?: string }[]
      >
    >;
  } = {},
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
          ...(opts.addOns as object),
        },
      },
    ),
    { token, proof: PROOF },
  );
  return { orderNo: order.orderNo, flights, passengerIds: detail.passengers.map((p) => p.passengerId), token };
}

export async function detailOf(orderNo: string, token: string | null) {
  return orderAs(app, orderNo, token, PROOF);
}

/** Moves airline-api's clock to `ms` before the order's first departure (and logs the members in there). */
export async function before(b: Booked, ms: number, login = false) {
  clockBefore(app, b.flights[0]!.depTime, ms);
  if (login) {
    await logIn();
    if (b.token) b.token = demo;
  }
}

export const items = (b: Booked, passengers: number[] = [0], segments: number[] = [0]) =>
  segments.flatMap((segmentIndex) => passengers.map((i) => ({ passengerId: b.passengerIds[i]!, segmentIndex })));
/** The scope of a call: the member's token, or the visitor's proof in the body. */
export const scoped = (b: Booked, body: Record<string, unknown>): Record<string, unknown> =>
  b.token ? { orderNo: b.orderNo, ...body } : { orderNo: b.orderNo, visitor: PROOF, ...body };
export const tokenOf = (b: Booked) => b.token ?? undefined;

export const flightsCall = (b: Booked, body: Record<string, unknown>, token = tokenOf(b)) =>
  caller(app).post(UpstreamPath.rescheduleFlights, scoped(b, body), token);

/** The fare of the segment's family on a flight `days` after the segment's, as the change offers it. */
export async function newFare(b: Booked, segmentIndex = 0, days = 1, passengers = [0]) {
  const date = addDays(b.flights[segmentIndex]!.depTime.slice(0, 10), days);
  const data = okData(
    RescheduleFlightsDataSchema,
    await flightsCall(b, { items: items(b, passengers, [segmentIndex]), dates: [{ segmentIndex, date }] }),
  );
  const flight = data.segments[0]!.flights.find((f) => (f.fares[0]?.seatsLeft ?? 0) >= 9);
  if (!flight) throw new Error('no flight to move to');
  return { segmentIndex, fareId: flight.fares[0]!.fareId, flight };
}

export type Choice = { segmentIndex: number; fareId: string };
export const quoteCall = (b: Booked, its: ReturnType<typeof items>, choices: Choice[], token = tokenOf(b)) =>
  caller(app).post(UpstreamPath.rescheduleQuote, scoped(b, { items: its, choices }), token);
export const quoteOf = async (b: Booked, its: ReturnType<typeof items>, choices: Choice[]) =>
  okData(RescheduleQuoteDataSchema, await quoteCall(b, its, choices));

export function commitCall(body: Record<string, unknown>, opts: { token?: string; key?: string } = {}) {
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
export async function commitBody(b: Booked, its: ReturnType<typeof items>, choices: Choice[]) {
  const quote = await quoteOf(b, its, choices);
  return { quote, body: scoped(b, { items: its, choices, quotedTotal: quote.total }) };
}
export async function commitOk(b: Booked, its: ReturnType<typeof items>, choices: Choice[]) {
  const { body } = await commitBody(b, its, choices);
  return okData(RescheduleCommitDataSchema, await commitCall(body, { token: tokenOf(b) })).order;
}
export const listOf = async (b: Booked) =>
  okData(RescheduleListDataSchema, await caller(app).post(UpstreamPath.rescheduleList, scoped(b, {}), tokenOf(b))).list;
export const ticketsOf = (orderNo: string) =>
  app.airline.db.select().from(orderTicket).where(eq(orderTicket.orderNo, orderNo));
/** Seats of a family sold on a flight: its inventory row, or the load search starts from. */
export const soldOf = async (flightId: string, family: FareFamily) => {
  const flight = app.airline.network.flight(flightId)!;
  const rows = await app.airline.db
    .select()
    .from(flightInventory)
    .where(and(eq(flightInventory.flightId, flightId), eq(flightInventory.fareFamily, family)));
  return seatsOf(flight, family, new Map(rows.map((r) => [`${r.flightId}|${r.fareFamily}`, r]))).sold;
};

/** Pays a rescheduled order on the gateway as the web does: the order number and result type `reschedule`. */
export async function payChange(orderNo: string, amount: number): Promise<URL> {
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
export const lineOk = (l: RescheduleQuoteData['lines'][number]) => {
  expect(l.difference).toBe(Math.max(0, l.newFare - l.oldFare));
  expect(l.fee).toBe(feeOf(l.oldFare, l.feeRate));
  expect(l.total).toBe(l.difference + l.fee);
};
