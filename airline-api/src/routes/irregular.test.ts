import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  IDEMPOTENCY_HEADER,
  IrregularChangeDataSchema,
  IrregularFindDataSchema,
  IrregularFlightsDataSchema,
  IrregularKeepDataSchema,
  MyOrdersDataSchema,
  RescheduleListDataSchema,
  RefundQuoteDataSchema,
  ResultCode,
  SeatMapSchema,
  TicketStatus,
  UpstreamPath,
  type FareFamily,
  type Flight,
} from '@/lib/contract';
import { bookingOrder, orderTicket } from '../db/schema';
import { addDays } from '../domain/dates';
import { caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { adult, flightsOn, newKey, reserveBody } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, TEST_NOW, testServer } from '../../test/test-server';
import { flightOnNextDay, ticketedOrder, VISITOR_PROOF as PROOF } from '../../test/ticketed-order';
import { setFlightStatus } from '../../test/flight-status-desk';

// Irregular flights (decision 32; spec §2 /ancillary/abnormalEntry, /ancillary/normalModify; §4 flight dynamics,
// involuntary refunds; decision 32): the affected trips, the free change (the date change in involuntary mode),
// keeping the ticket, and the refusals of an unaffected flight.

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

let app: FastifyInstance;
let demo: string;
beforeAll(async () => {
  app = await testServer();
  demo = await loginToken(app);
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());
afterEach(() => setOffset(app, 0));

type Booked = { orderNo: string; flight: Flight; passengerIds: string[]; token: string | null };

let day = 0;
async function ticketed(opts: { token?: string | null; family?: FareFamily } = {}): Promise<Booked> {
  setOffset(app, 0);
  const family = opts.family ?? 'BASIC';
  const flight = await flightOnNextDay(app, () => (day += 3), { family });
  okData(SeatMapSchema, await caller(app).get(`${UpstreamPath.seatMap}?flightId=${flight.flightId}&currency=CNY`));
  const token = opts.token ?? null;
  const { order, detail } = await ticketedOrder(
    app,
    reserveBody([`${flight.flightId}.${family}`], { passengers: [adult()] }),
    { token, proof: PROOF },
  );
  return { orderNo: order.orderNo, flight, passengerIds: detail.passengers.map((p) => p.passengerId), token };
}

const setStatus = (flight: Flight, status: string, extra: { delayMinutes?: number; divertedTo?: string } = {}) =>
  setFlightStatus(app, flight, status, extra);
const scoped = (b: Booked, body: Record<string, unknown> = {}) =>
  b.token ? { orderNo: b.orderNo, ...body } : { orderNo: b.orderNo, visitor: PROOF, ...body };
const tokenOf = (b: Booked) => b.token ?? undefined;
const items = (b: Booked) => b.passengerIds.map((passengerId) => ({ passengerId, segmentIndex: 0 }));
const flightDate = (b: Booked) => b.flight.flightId.split('-').slice(1).join('-');

const find = (body: Record<string, unknown>, token?: string) =>
  caller(app).post(UpstreamPath.irregularFind, body, token);
const flightsCall = (b: Booked, date: string) =>
  caller(app).post(UpstreamPath.irregularFlights, scoped(b, { segmentIndex: 0, items: items(b), date }), tokenOf(b));
const changeCall = (b: Booked, fareId: string, key = newKey()) =>
  app.inject({
    method: 'POST',
    url: UpstreamPath.irregularChange,
    payload: scoped(b, { segmentIndex: 0, items: items(b), fareId }),
    headers: {
      [IDEMPOTENCY_HEADER]: key,
      'x-forwarded-for': '10.0.0.1',
      ...(b.token ? { 'x-member-token': b.token } : {}),
    },
  });

describe('irregular flights', () => {
  it('a cancelled flight of a BASIC fare: the member finds it, changes for free to a flight 2 days later, new tickets, nothing paid', async () => {
    const b = await ticketed({ token: demo });
    expect(codeOf(await setStatus(b.flight, 'CANCELLED'))).toBe('0');
    const found = okData(IrregularFindDataSchema, await find({}, demo));
    const trip = found.trips.find((t) => t.orderNo === b.orderNo)!;
    expect(trip).toMatchObject({ affected: true, block: null, fareFamily: 'BASIC', kept: null });
    expect(trip.flight.status).toBe('CANCELLED');
    expect(trip.window).toEqual({ first: flightDate(b), last: addDays(flightDate(b), 7) });
    expect(trip.passengers).toHaveLength(1);

    // Outside the window on both sides: the day before and the 8th day after.
    expect(codeOf(await flightsCall(b, addDays(flightDate(b), -1)))).toBe(ResultCode.IRREGULAR_OUTSIDE_WINDOW);
    expect(codeOf(await flightsCall(b, addDays(flightDate(b), 8)))).toBe(ResultCode.IRREGULAR_OUTSIDE_WINDOW);
    const offered = okData(IrregularFlightsDataSchema, await flightsCall(b, addDays(flightDate(b), 7)));
    expect(offered.flights.length).toBeGreaterThan(0);
    const data = okData(IrregularFlightsDataSchema, await flightsCall(b, addDays(flightDate(b), 2)));
    expect(data.flights.every((f) => f.flightNo && f.fareId)).toBe(true);

    const key = newKey();
    const made = okData(IrregularChangeDataSchema, await changeCall(b, data.flights[0]!.fareId, key)).order;
    expect(made.total).toBe(0);
    expect(made.lines.every((l) => l.fee === 0 && l.difference === 0)).toBe(true);
    expect(made.tickets.every((t) => /^902\d{10}$/.test(t.ticketNo ?? ''))).toBe(true);
    // The same key answers the same order.
    const again = okData(IrregularChangeDataSchema, await changeCall(b, data.flights[0]!.fareId, key)).order;
    expect(again.orderNo).toBe(made.orderNo);

    const [row] = await app.airline.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, made.orderNo));
    expect(row!.payAmount).toBe(0);
    const old = await app.airline.db.select().from(orderTicket).where(eq(orderTicket.orderNo, b.orderNo));
    expect(old.map((t) => t.ticketStatus)).toEqual([TicketStatus.CHANGED]);
    const fresh = await app.airline.db.select().from(orderTicket).where(eq(orderTicket.orderNo, made.orderNo));
    expect(fresh[0]!.fareFen).toBe(old[0]!.fareFen);
    // The cancelled flight's trip is gone from the list (its ticket is changed); nothing left to change.
    const after = okData(IrregularFindDataSchema, await find({}, demo));
    expect(after.trips.some((t) => t.orderNo === b.orderNo)).toBe(false);
    // My orders: the order's departure is the new flight's, and no cancellation is called out any more.
    const list = okData(MyOrdersDataSchema, await caller(app).get(`${UpstreamPath.myOrders}?pageSize=100`, demo));
    const listed = list.list.find((o) => o.orderNo === b.orderNo)!;
    expect(listed.depTime).toBe(data.flights[0]!.depTime);
    expect(listed.depTime).not.toBe(b.flight.depTime);
    expect(listed.flightAlert).toBeNull();
    // The change's new flight carries its status for the original order's page; cancelled too, it says so.
    const changes = async () =>
      okData(
        RescheduleListDataSchema,
        await caller(app).post(UpstreamPath.rescheduleList, { orderNo: b.orderNo }, demo),
      ).list;
    expect((await changes())[0]!.segments[0]!.flightStatus?.status).toBe('NORMAL');
    const newFlight = { flightNo: data.flights[0]!.flightNo, flightId: data.flights[0]!.fareId.split('.')[0]! };
    expect(codeOf(await setStatus(newFlight as Flight, 'CANCELLED'))).toBe('0');
    expect((await changes())[0]!.segments[0]!.flightStatus?.status).toBe('CANCELLED');
  });

  it('an unaffected flight is listed for its order without a free change, and the change and keeping are refused', async () => {
    const b = await ticketed({ token: null, family: 'STANDARD' });
    const found = okData(IrregularFindDataSchema, await find(scoped(b)));
    expect(found.trips).toHaveLength(1);
    expect(found.trips[0]).toMatchObject({ affected: false, block: 'NOT_AFFECTED', window: null });
    expect(codeOf(await flightsCall(b, addDays(flightDate(b), 1)))).toBe(ResultCode.IRREGULAR_NOT_AFFECTED);
    expect(codeOf(await changeCall(b, 'X.STANDARD'))).toBe(ResultCode.IRREGULAR_NOT_AFFECTED);
    expect(codeOf(await caller(app).post(UpstreamPath.irregularKeep, scoped(b, { segmentIndex: 0 })))).toBe(
      ResultCode.IRREGULAR_NOT_AFFECTED,
    );
    // A wrong proof is NOT_FOUND, as another's order.
    expect(codeOf(await find({ orderNo: b.orderNo, visitor: { ...PROOF, mobile: '13900000000' } }))).toBe(
      ResultCode.NOT_FOUND,
    );
  });

  it('a visitor keeps the ticket of a delayed flight; the choice is recorded; a delayed flight that left offers nothing', async () => {
    const b = await ticketed({ token: null, family: 'STANDARD' });
    expect(codeOf(await setStatus(b.flight, 'DELAYED', { delayMinutes: 90 }))).toBe('0');
    const kept = okData(
      IrregularKeepDataSchema,
      await caller(app).post(UpstreamPath.irregularKeep, scoped(b, { segmentIndex: 0 })),
    );
    const trip = okData(IrregularFindDataSchema, await find(scoped(b))).trips[0]!;
    expect(trip).toMatchObject({ affected: true, block: null, kept: { chosenAt: kept.chosenAt } });
    expect(trip.flight.delayMinutes).toBe(90);
    // The involuntary refund applies to it (decision 23's rule reads the same statuses).
    const quote = okData(
      RefundQuoteDataSchema,
      await caller(app).post(UpstreamPath.refundQuote, scoped(b, { items: items(b), refundType: 'INVOLUNTARY' })),
    );
    expect(quote).toMatchObject({ refundType: 'INVOLUNTARY', converted: false });

    // Two hours after its delayed departure it has left (the clock reads it departed): no free change any more.
    setOffset(app, Date.parse(b.flight.depTime) + 90 * 60_000 + 2 * 3_600_000 - TEST_NOW);
    const later = okData(IrregularFindDataSchema, await find(scoped(b))).trips[0]!;
    expect(later.block).toBe('DEPARTED');
    expect(codeOf(await flightsCall(b, flightDate(b)))).toBe(ResultCode.IRREGULAR_DEPARTED);
    // One minute before the delayed departure it has not left: the choice is still open.
    setOffset(app, Date.parse(b.flight.depTime) + 89 * 60_000 - TEST_NOW);
    expect(okData(IrregularFindDataSchema, await find(scoped(b))).trips[0]!.block).toBeNull();
  });

  it('refuses a new flight that is cancelled too, and a visitor without a proof', async () => {
    const b = await ticketed({ token: null, family: 'STANDARD' });
    expect(codeOf(await setStatus(b.flight, 'CANCELLED'))).toBe('0');
    const date = addDays(flightDate(b), 1);
    const data = okData(IrregularFlightsDataSchema, await flightsCall(b, date));
    const target = data.flights[0]!;
    const other = (await flightsOn(app, 'CAN', 'PEK', date)).find((f) => f.flightNo === target.flightNo)!;
    expect(codeOf(await setStatus(other, 'CANCELLED'))).toBe('0');
    const after = okData(IrregularFlightsDataSchema, await flightsCall(b, date));
    expect(after.flights.some((f) => f.flightNo === target.flightNo)).toBe(false);
    expect(codeOf(await changeCall(b, target.fareId))).toBe(ResultCode.IRREGULAR_FLIGHT_NOT_OPERATING);
    expect(codeOf(await find({}))).toBe(ResultCode.NOT_LOGGED_IN);
  });
});
