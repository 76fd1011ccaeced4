// @postgres (decision 57): npm test runs it on PostgreSQL too, for reads inside a transaction (one query at a time).
import { and, eq } from 'drizzle-orm';
import {
  CheckInTripsDataSchema,
  ProductStatus,
  RescheduleCommitDataSchema,
  ResultCode,
  TicketStatus,
  UpstreamPath,
} from '@/lib/contract';
import { bookingOrder, orderTicket, seatAssignment } from '../db/schema';
import { priceChange } from '../reschedule/price';
import { caller, codeOf, okData, setOffset } from '../../test/account-api';
import { adult, child, newKey, runJobs } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, TEST_NOW } from '../../test/test-server';
import {
  app,
  before,
  commitBody,
  commitCall,
  commitOk,
  DAY,
  demo,
  detailOf,
  HOUR,
  items,
  listOf,
  logIn,
  newFare,
  payChange,
  quoteCall,
  quoteOf,
  soldOf,
  ticketed,
  ticketsOf,
  serveReschedule,
} from '../../test/reschedule-scene';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

// The pricing as it is, wrapped so that a test can hold two commits between their pricing and their writing.
jest.mock('../reschedule/price', () => {
  const actual = jest.requireActual<typeof import('../reschedule/price')>('../reschedule/price');
  return { ...actual, priceChange: jest.fn(actual.priceChange) };
});

serveReschedule();

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
