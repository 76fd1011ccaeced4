// @postgres (decision 57): npm test runs it on PostgreSQL too, for one seat order per passenger and segment.
import { eq } from 'drizzle-orm';
import { OrderDetailSchema, ResultCode, UpstreamPath } from '@/lib/contract';
import { caller, codeOf, okData } from '../../test/account-api';
import { adult, payOnGateway, runJobs } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import {
  addOnOrderOf,
  app,
  before,
  chartOf,
  demo,
  freeSeats,
  HOUR,
  offerOf,
  priceOf,
  reserveCall,
  reserveData,
  seat,
  seatHolder,
  second,
  ticketed,
  serveSeatSelection,
} from '../../test/seat-selection-scene';
import { bookingOrder, payment } from '../db/schema';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 6);

serveSeatSelection();

// Issue 29 §1 (seat hoarding after booking; two paid seat orders for one passenger and segment), spec §4 seat
// selection flow ("a seat can be changed twice"), §8 'already selected seat': a passenger holds at most one seat
// order waiting for payment per segment. A new pick supersedes the unpaid one (its seat goes back on sale, it can no
// longer be paid); a pick while a paid one is being applied is refused; the ledger stays clean.

/** Ordinary seats of the chart (no exit, front or infant-less rows), `n` of them. */
const plainSeats = async (b: Awaited<ReturnType<typeof ticketed>>, n: number) =>
  freeSeats(await chartOf(b), (x) => !x.exit && x.kind !== 'FRONT' && x.infantAllowed)
    .slice(0, n)
    .map((x) => x.seatNo);

async function reserveSeat(b: Awaited<ReturnType<typeof ticketed>>, passengerId: string, seatNo: string) {
  const offer = await offerOf(b);
  return (await reserveData(b, offer.sessionId, [seat(passengerId, seatNo)], priceOf(offer, seatNo))).order;
}

/** The sandbox's ledger check (decision 23; issue 29 §1: a paid seat not held is a violation). */
const ledgerViolations = async () => {
  const res = await app.inject({ method: 'GET', url: UpstreamPath.sandboxLedger, remoteAddress: '127.0.0.1' });
  return (JSON.parse(res.body) as { data: { violations: unknown[] } }).data.violations;
};

describe('one pending seat per passenger and segment (issue 29 §1 seat hoarding)', () => {
  it('18 rounds of offer + reserve by one passenger leave one seat held, the 17 others on sale again', async () => {
    const b = await ticketed();
    const id = b.passengerIds[0]!;
    await before(b, 47 * HOUR);
    const seats = await plainSeats(b, 18);
    expect(seats).toHaveLength(18);
    const orders: string[] = [];
    for (const s of seats) orders.push((await reserveSeat(b, id, s)).orderNo);
    const held = [];
    for (const s of seats) held.push(await seatHolder(b.flight.flightId, s));
    expect(held.filter((x) => x !== null)).toEqual([orders.at(-1)]);
    const available = new Set(freeSeats(await chartOf(b)).map((x) => x.seatNo));
    expect(seats.slice(0, 17).every((s) => available.has(s))).toBe(true);
    expect(available.has(seats[17]!)).toBe(false);
    // The earlier orders read cancelled and cannot be paid any more.
    expect((await addOnOrderOf(b, orders[0]!)).state).toBe('CANCELLED');
    const pay = await app.inject({
      method: 'POST',
      url: UpstreamPath.paymentApply,
      payload: {
        amount: 1,
        channelNo: 'B2C',
        orderNo: orders[0],
        type: 'checkin',
        currency: 'CNY',
        webCallbackUrl: 'http://localhost:3000/zh-CN/result',
      },
    });
    expect(codeOf(pay)).not.toBe(ResultCode.OK);
  });

  it('another passenger of the order keeps their own pending seat', async () => {
    const b = await ticketed([adult(), second()]);
    await before(b, 47 * HOUR);
    const [s1, s2, s3] = await plainSeats(b, 3);
    const first = await reserveSeat(b, b.passengerIds[0]!, s1!);
    const other = await reserveSeat(b, b.passengerIds[1]!, s2!);
    expect(await seatHolder(b.flight.flightId, s1!)).toBe(first.orderNo);
    expect(await seatHolder(b.flight.flightId, s2!)).toBe(other.orderNo);
    const again = await reserveSeat(b, b.passengerIds[0]!, s3!);
    expect(await seatHolder(b.flight.flightId, s1!)).toBeNull();
    expect(await seatHolder(b.flight.flightId, s2!)).toBe(other.orderNo);
    expect(await seatHolder(b.flight.flightId, s3!)).toBe(again.orderNo);
  });
});

describe('two paid seat orders for one passenger and segment (issue 29 §1)', () => {
  it('reserve 1st, reserve 2nd, pay both: only the 2nd is charged and applied; the ticket has its seat', async () => {
    const b = await ticketed();
    const id = b.passengerIds[0]!;
    await before(b, 47 * HOUR);
    const [a, c] = await plainSeats(b, 2);
    const first = await reserveSeat(b, id, a!);
    // The gateway page of the first is opened before the second pick, and submitted after it (a late callback).
    const apply = await app.inject({
      method: 'POST',
      url: UpstreamPath.paymentApply,
      payload: {
        amount: first.payAmount,
        channelNo: 'B2C',
        orderNo: first.orderNo,
        type: 'checkin',
        currency: 'CNY',
        webCallbackUrl: 'http://localhost:3000/zh-CN/result',
      },
    });
    const page = new URL((JSON.parse(apply.body) as { data: { url: string } }).data.url);
    const second = await reserveSeat(b, id, c!);
    await app.inject({
      method: 'POST',
      url: page.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=pay&lang=zh',
    });
    await payOnGateway(app, second.orderNo, second.payAmount);
    await runJobs(app);
    const paid = await app.airline.db.select().from(payment).where(eq(payment.orderNo, first.orderNo));
    expect(paid.filter((p) => p.status === 'SUCCESS')).toEqual([]);
    expect((await addOnOrderOf(b, first.orderNo)).state).toBe('CANCELLED');
    expect((await addOnOrderOf(b, second.orderNo)).state).toBe('DONE');
    const detail = okData(
      OrderDetailSchema,
      await caller(app).get(UpstreamPath.myFlightOrder.replace(':orderNo', b.orderNo), demo),
    );
    expect(detail.tickets[0]!.seatNo).toBe(c);
    expect(await seatHolder(b.flight.flightId, a!)).toBeNull();
    expect(await seatHolder(b.flight.flightId, c!)).toBe(b.orderNo);
    expect(await ledgerViolations()).toEqual([]);
  });

  it('a pick while a paid seat order of the passenger is not applied yet is refused; nothing else changes', async () => {
    const b = await ticketed();
    const id = b.passengerIds[0]!;
    await before(b, 47 * HOUR);
    const [a, c] = await plainSeats(b, 2);
    const first = await reserveSeat(b, id, a!);
    await payOnGateway(app, first.orderNo, first.payAmount);
    const offer = await offerOf(b);
    const res = await reserveCall(b, offer.sessionId, [seat(id, c!)], priceOf(offer, c!));
    expect(codeOf(res)).toBe(ResultCode.SEAT_PURCHASE_PENDING);
    expect(await seatHolder(b.flight.flightId, c!)).toBeNull();
    const [row] = await app.airline.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, first.orderNo));
    expect(row!.ticketing).toBe('PENDING');
    await runJobs(app);
    expect((await addOnOrderOf(b, first.orderNo)).state).toBe('DONE');
    // Once applied, a new pick is a seat change (spec §4: a seat can be changed twice).
    const change = await reserveSeat(b, id, c!);
    expect(change.state).toBe('PENDING_PAYMENT');
    expect(await ledgerViolations()).toEqual([]);
  });
});
