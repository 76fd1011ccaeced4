import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  AddOnOrderSchema,
  OrderAddOnOfferDataSchema,
  OrderAddOnReserveDataSchema,
  PointsInfoDataSchema,
  SeatChartDataSchema,
  UpstreamPath,
  type ChartSeat,
  type Flight,
  type OrderAddOnKind,
  type ReservePassenger,
  type SeatChartData,
} from '@/lib/contract';
import { PLAIN_PHONE } from '../src/db/seed/members';
import { member, seatAssignment } from '../src/db/schema';
import { DEMO, caller, loginToken, okData, setOffset } from './account-api';
import { adult, idNumber, reserveBody } from './booking-api';
import { SERVER_START_TIMEOUT_MS, testServer } from './test-server';
import { clockBefore, flightOnNextDay, ticketedOrder, ticketNosOf } from './ticketed-order';

/**
 * What the seat selection test files share (decision 22): their server at the test clock with the members logged in,
 * a ticketed order, and the chart, offer, reserve and points calls. Each file calls serveSeatSelection() once.
 */

export const HOUR = 3_600_000;
export const MINUTE = 60_000;
export let app: FastifyInstance;
export let demo: string;
export let plain: string;

/** The file's server: started before its tests, closed after them. */
export function serveSeatSelection() {
  beforeAll(async () => {
    app = await testServer();
    await logIn();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => app.close());
  afterEach(() => setOffset(app, 0));
}

/** Each test flies on its own day (its own flight), so seats taken by one test do not meet another's. */
export let day = 0;

export type Booked = { orderNo: string; flight: Flight; bought: string[]; passengerIds: string[]; ticketNos: string[] };

export const second = (over: Partial<ReservePassenger> = {}) =>
  adult({ name: '李云雀', certificateNumber: idNumber('1990-03-07', '871'), ...over });

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
export const withOrder = (path: string, orderNo: string) => path.replace(':orderNo', orderNo);

/** Books, pays and tickets an order for the demo member (or a visitor) at the test's now. */
export async function ticketed(
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

export const chartCall = (b: Booked, token: string | null = demo, over: Record<string, unknown> = {}) =>
  post(UpstreamPath.seatChart, { orderNo: b.orderNo, segmentIndex: 0, ...over }, token);
export const chartOf = async (b: Booked, token: string | null = demo, over: Record<string, unknown> = {}) =>
  okData(SeatChartDataSchema, await chartCall(b, token, over));
export const faresCall = (b: Booked, over: Record<string, unknown> = {}, token: string | null = demo) =>
  post(UpstreamPath.seatServiceFare, { orderNo: b.orderNo, segmentIndex: 0, ...over }, token);
export const offerCall = (
  b: Booked,
  types: OrderAddOnKind[] = ['SEAT'],
  token: string | null = demo,
  over: Record<string, unknown> = {},
) =>
  post(
    withOrder(UpstreamPath.orderAddOnOffer, b.orderNo),
    { orderNo: b.orderNo, segmentIndex: 0, types, ...over },
    token,
  );
export const offerOf = async (
  b: Booked,
  types: OrderAddOnKind[] = ['SEAT'],
  token: string | null = demo,
  over: Record<string, unknown> = {},
) => okData(OrderAddOnOfferDataSchema, await offerCall(b, types, token, over));

export type Service = Record<string, unknown> & { kind: OrderAddOnKind; passengerId: string };
export const reserveCall = (
  b: Booked,
  sessionId: string,
  services: Service[],
  amount: number,
  over: Record<string, unknown> = {},
  token: string | null = demo,
) =>
  post(
    withOrder(UpstreamPath.orderAddOnReserve, b.orderNo),
    { orderNo: b.orderNo, segmentIndex: 0, sessionId, services, amount, ...over },
    token,
  );
export const reserveData = async (...args: Parameters<typeof reserveCall>) =>
  okData(OrderAddOnReserveDataSchema, await reserveCall(...args));

/** The price of a seat in an offer. */
export const priceOf = (offer: { seats: { seatNo: string; price: number }[] }, seatNo: string) =>
  offer.seats.find((f) => f.seatNo === seatNo)!.price;
/** Free seats of the chart that pass `pred`, in chart order. */
export const freeSeats = (
  chart: SeatChartData,
  pred: (s: ChartSeat & { infantAllowed: boolean }) => boolean = () => true,
) => chart.seats.filter((x) => x.available && pred(x as ChartSeat & { infantAllowed: boolean }));
/** An ordinary free seat (not an exit or front row, fit for an infant's row), the `n`th. */
export const plainSeat = (chart: SeatChartData, n = 0) =>
  freeSeats(chart, (x) => !x.exit && x.kind !== 'FRONT' && x.infantAllowed)[n]!.seatNo;
export const seat = (passengerId: string, seatNo: string): Service => ({ kind: 'SEAT', passengerId, seatNo });
export const seatHolder = async (flightId: string, seatNo: string) =>
  (
    await app.airline.db
      .select()
      .from(seatAssignment)
      .where(and(eq(seatAssignment.flightId, flightId), eq(seatAssignment.seatNo, seatNo)))
  )[0]?.orderNo ?? null;
export const demoPoints = async () =>
  okData(PointsInfoDataSchema, await post(UpstreamPath.pointsInfo, {})).currentPoints;
export const setDemoPoints = async (points: number) => {
  const [row] = await app.airline.db.select({ id: member.id }).from(member).where(eq(member.cellphone, DEMO.cellphone));
  await app.airline.db.update(member).set({ points }).where(eq(member.id, row!.id));
};
export const addOnOrderOf = async (
  b: Booked,
  addOnOrderNo: string,
  token: string | null = demo,
  over: Record<string, unknown> = {},
) =>
  okData(
    AddOnOrderSchema,
    await post(UpstreamPath.addOnOrder, { orderNo: b.orderNo, segmentIndex: 0, addOnOrderNo, ...over }, token),
  );
/** Buys `seatNo` for a passenger with points covering all of it (a zero total, applied at once). */
export async function buyWithPoints(b: Booked, passengerId: string, seatNo: string) {
  const offer = await offerOf(b);
  const price = priceOf(offer, seatNo);
  return reserveData(b, offer.sessionId, [seat(passengerId, seatNo)], price, { points: price });
}
