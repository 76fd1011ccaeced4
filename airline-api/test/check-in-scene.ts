import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  CheckInDataSchema,
  CheckInRefusedDataSchema,
  CheckInStateDataSchema,
  SeatMapSchema,
  UpstreamPath,
  envelopeSchema,
  type CheckInTrip,
  type Flight,
  type ReservePassenger,
} from '@/lib/contract';
import { PLAIN_PHONE } from '../src/db/seed/members';
import { seatAssignment } from '../src/db/schema';
import { DEMO, caller, loginToken, okData, setOffset } from './account-api';
import { adult, reserveBody } from './booking-api';
import { SERVER_START_TIMEOUT_MS, testServer } from './test-server';
import { clockBefore, flightOnNextDay, ticketedOrder, ticketNosOf } from './ticketed-order';

/**
 * What the online check-in test files share (decision 21): their server at the test clock with the members logged
 * in, a ticketed order, and the trips, check-in and cancel calls. Each file calls serveCheckIn() once.
 */

export const HOUR = 3_600_000;
export const MINUTE = 60_000;
export let app: FastifyInstance;
export let demo: string;
export let plain: string;

/** The file's server: started before its tests, closed after them. */
export function serveCheckIn() {
  beforeAll(async () => {
    app = await testServer();
    await logIn();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => app.close());
  afterEach(() => setOffset(app, 0));
}

/** Each test flies on its own day (its own flight), so counts and sequence numbers do not meet. */
export let day = 19;

export type Booked = { orderNo: string; flight: Flight; bought: string[]; passengerIds: string[]; ticketNos: string[] };

/** The flight's seat chart as the booking shows it. */
export const chart = async (flightId: string) =>
  okData(SeatMapSchema, await caller(app).get(`${UpstreamPath.seatMap}?flightId=${flightId}&currency=CNY`)).seats;

/** Books, pays and tickets an order for the demo member (or a visitor) at the test's now. */
export async function ticketed(
  passengers: ReservePassenger[] = [adult()],
  opts: { dep?: string; arr?: string; token?: string | null; buySeatFor?: number[] } = {},
): Promise<Booked> {
  setOffset(app, 0);
  const flight = await flightOnNextDay(app, () => (day += 1), { seats: 20, dep: opts.dep, arr: opts.arr });
  const token = opts.token === undefined ? demo : (opts.token ?? undefined);
  const open = (await chart(flight.flightId)).filter((x) => x.available && !x.exit && x.kind !== 'FRONT');
  const seats = (opts.buySeatFor ?? []).map((passenger, i) => ({ passenger, segment: 0, seatNo: open[i]!.seatNo }));
  const { order, detail } = await ticketedOrder(
    app,
    reserveBody([`${flight.flightId}.STANDARD`], {
      passengers,
      ancillaries: { baggage: [], meals: [], insurance: [], seats, priority: [] },
    }),
    { token },
  );
  return {
    orderNo: order.orderNo,
    flight,
    bought: seats.map((x) => x.seatNo),
    passengerIds: detail.passengers.map((p) => p.passengerId),
    ticketNos: ticketNosOf(detail),
  };
}

/** Logs both members in at airline-api's now (a login lasts a day, and the tests move the clock by weeks). */
export async function logIn() {
  demo = await loginToken(app);
  plain = await loginToken(app, { cellphone: PLAIN_PHONE, password: DEMO.password });
}

/** Moves airline-api's clock to `ms` before the flight's departure, and logs in again there. */
export async function before(b: Booked, ms: number) {
  clockBefore(app, b.flight.depTime, ms);
  await logIn();
}

export const post = (url: string, body: Record<string, unknown>, token: string | null = demo, ip?: string) =>
  caller(app, ip).post(url, body, token ?? undefined);

export const checkInCall = (
  b: Booked,
  ids: string[],
  over: Record<string, unknown> = {},
  token: string | null = demo,
) =>
  post(
    UpstreamPath.checkIn,
    {
      orderNo: b.orderNo,
      segmentIndex: 0,
      passengers: ids.map((passengerId) => ({ passengerId })),
      clauseAgreed: true,
      ...over,
    },
    token,
  );
export const checkInOk = async (
  b: Booked,
  ids = b.passengerIds,
  over: Record<string, unknown> = {},
  token: string | null = demo,
) => okData(CheckInDataSchema, await checkInCall(b, ids, over, token));
export const cancelCall = (b: Booked, ids: string[], token: string | null = demo, over: Record<string, unknown> = {}) =>
  post(UpstreamPath.checkInCancel, { orderNo: b.orderNo, segmentIndex: 0, passengerIds: ids, ...over }, token);
export const state = async (b: Booked, token: string | null = demo, over: Record<string, unknown> = {}) =>
  okData(
    CheckInStateDataSchema,
    await post(UpstreamPath.checkInState, { orderNo: b.orderNo, segmentIndex: 0, ...over }, token),
  );
export const refusedOf = (res: { body: string }) =>
  envelopeSchema(CheckInRefusedDataSchema).parse(JSON.parse(res.body)).data?.passengers;
export const passenger = (trip: CheckInTrip, id: string) => trip.passengers.find((p) => p.passengerId === id)!;
export const seatHeld = async (flightId: string, seatNo: string) =>
  (
    await app.airline.db
      .select()
      .from(seatAssignment)
      .where(and(eq(seatAssignment.flightId, flightId), eq(seatAssignment.seatNo, seatNo)))
  ).length === 1;
