import type { FastifyInstance } from 'fastify';
import {
  OrderDetailSchema,
  ResultCode,
  UpstreamPath,
  type FareFamily,
  type Flight,
  type OrderDetail,
  type ReserveBody,
  type ReserveData,
} from '@/lib/contract';
import { addDays } from '../src/domain/dates';
import { caller, codeOf, okData, setOffset } from './account-api';
import { CONTACT, FLIGHT_DATE, flightsOn, payOnGateway, reserveOk, runJobs } from './booking-api';
import { TEST_NOW } from './test-server';

/** What a visitor proves an order with: the first passenger's name and the contact phone of reserveBody. */
export const VISITOR_PROOF = { passengerName: '张云雀', mobile: CONTACT.mobile };

/** The first flight of a route and date with at least `seats` left in `family`, if there is one. */
export async function flightWithSeats(
  app: FastifyInstance,
  date: string,
  opts: { family?: FareFamily; seats?: number; dep?: string; arr?: string } = {},
): Promise<Flight | undefined> {
  const family = opts.family ?? 'STANDARD';
  return (await flightsOn(app, opts.dep ?? 'CAN', opts.arr ?? 'PEK', date)).find(
    (f) => (f.fares.find((x) => x.fareFamily === family)?.seatsLeft ?? 0) >= (opts.seats ?? 9),
  );
}

/**
 * A flight on the next day a test file has not booked yet (`nextDay` moves the file's own counter and answers
 * the days after FLIGHT_DATE), so what one test buys does not meet another's; up to 7 days are tried.
 */
export async function flightOnNextDay(
  app: FastifyInstance,
  nextDay: () => number,
  opts: { family?: FareFamily; seats?: number; dep?: string; arr?: string } = {},
): Promise<Flight> {
  for (let tries = 0; tries < 7; tries += 1) {
    const flight = await flightWithSeats(app, addDays(FLIGHT_DATE, nextDay()), opts);
    if (flight) return flight;
  }
  throw new Error('no flight to book');
}

/** An order as its owner reads it: the member by token, or a visitor by name and phone. */
export async function orderAs(
  app: FastifyInstance,
  orderNo: string,
  token: string | null | undefined,
  proof: { passengerName: string; mobile: string } = VISITOR_PROOF,
): Promise<OrderDetail> {
  const res = token
    ? await caller(app).get(UpstreamPath.myFlightOrder.replace(':orderNo', orderNo), token)
    : await caller(app).post(UpstreamPath.visitorOrder, { orderNo, ...proof });
  return okData(OrderDetailSchema, res);
}

/**
 * Reserves `body` (the member's order with a token, a visitor's without), pays it on the gateway or from the
 * member's wallet, and runs the ticketing job. Answers the reservation and the order, ticketed, as its owner then
 * reads it (`readAs: 'visitor'`: by proof even when a member owns it). A visitor proves it with `proof`, by default
 * the first passenger's name and the contact phone. With `pay: false` the order stays unpaid.
 */
export async function ticketedOrder(
  app: FastifyInstance,
  body: ReserveBody,
  opts: {
    token?: string | null;
    pay?: 'gateway' | 'wallet' | false;
    readAs?: 'owner' | 'visitor';
    proof?: { passengerName: string; mobile: string };
  } = {},
): Promise<{ order: ReserveData; detail: OrderDetail }> {
  const token = opts.token ?? undefined;
  const order = await reserveOk(app, body, { token });
  const pay = opts.pay ?? 'gateway';
  if (pay === 'wallet') {
    const res = await caller(app).post(
      UpstreamPath.walletPay,
      { orderNo: order.orderNo, amount: order.price.actualAmount, currency: body.currency ?? 'CNY' },
      token,
    );
    expect(codeOf(res)).toBe(ResultCode.OK);
  } else if (pay === 'gateway') await payOnGateway(app, order.orderNo, order.price.actualAmount);
  if (pay) await runJobs(app);
  const first = body.passengers[0]!;
  const detail = await orderAs(
    app,
    order.orderNo,
    opts.readAs === 'visitor' ? null : token,
    opts.proof ?? { passengerName: first.name ?? `${first.surname}/${first.givenName}`, mobile: body.contact.mobile },
  );
  if (pay) expect(detail.ticketing).toBe('ISSUED');
  return { order, detail };
}

/** Each passenger's ticket number, in the order's passenger order ('' before ticketing). */
export const ticketNosOf = (detail: OrderDetail) =>
  detail.passengers.map((p) => detail.tickets.find((t) => t.passengerIndex === p.index)?.ticketNo ?? '');

/** Moves airline-api's clock to `ms` before a departure. */
export const clockBefore = (app: FastifyInstance, depTime: string, ms: number) =>
  setOffset(app, Date.parse(depTime) - ms - TEST_NOW);
