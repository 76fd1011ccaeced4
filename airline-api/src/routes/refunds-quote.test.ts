import { eq } from 'drizzle-orm';
import {
  CheckInDataSchema,
  RefundApplicationSchema,
  RefundQuoteDataSchema,
  ResultCode,
  TicketStatus,
  UpstreamPath,
  type Flight,
} from '@/lib/contract';
import { feeOf } from '@/lib/domain/change-refund-fees';
import { bookingOrder, orderTicket } from '../db/schema';
import { addDays } from '../domain/dates';
import { caller, codeOf, okData } from '../../test/account-api';
import { adult, child, FLIGHT_DATE, infant, reserveBody } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import { flightWithSeats, ticketedOrder, VISITOR_PROOF as PROOF } from '../../test/ticketed-order';
import {
  app,
  before,
  commitCall,
  commitFields,
  commitOk,
  DAY,
  demo,
  detailOf,
  HOUR,
  items,
  lineSum,
  quoteCall,
  quoteOf,
  scoped,
  second,
  ticketed,
  ticketsOf,
  serveRefunds,
} from '../../test/refund-scene';
import { setFlightStatus } from '../../test/flight-status-desk';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

serveRefunds();

describe('fee bands through the quote (spec §5 refund rules, §9; decision 23)', () => {
  it('adult FLEX: nothing kept at 7 days, 5% 1 ms later and at 72 hours, 10% then and at 4 hours, 20% after', async () => {
    const b = await ticketed();
    const rateAt = async (left: number) => {
      await before(b, left);
      const q = await quoteOf(b);
      const line = q.lines[0]!;
      expect(line.fee).toBe(feeOf(line.fare, line.feeRate!));
      expect(line.total).toBe(lineSum(line));
      expect(q).toMatchObject({ currency: 'CNY', refundType: 'VOLUNTARY', converted: false, totalPoints: 0 });
      expect(q.totalAmount).toBe(line.total);
      return line.feeRate;
    };
    expect(await rateAt(7 * DAY + 1)).toBe(0);
    expect(await rateAt(7 * DAY)).toBe(0);
    expect(await rateAt(7 * DAY - 1)).toBe(5);
    expect(await rateAt(72 * HOUR)).toBe(5);
    expect(await rateAt(72 * HOUR - 1)).toBe(10);
    expect(await rateAt(4 * HOUR)).toBe(10);
    expect(await rateAt(4 * HOUR - 1)).toBe(20);
    expect(await rateAt(-HOUR)).toBe(20);
  });

  it('adult BASIC and STANDARD are not refundable (decision 23): only the taxes come back, in every band', async () => {
    for (const family of ['BASIC', 'STANDARD'] as const) {
      const b = await ticketed([adult()], { family });
      for (const left of [8 * DAY, 5 * DAY, 4 * HOUR, 4 * HOUR - 1]) {
        await before(b, left);
        const line = (await quoteOf(b)).lines[0]!;
        expect(line).toMatchObject({ onlyTaxes: true, feeRate: null, fee: line.fare, total: line.taxes });
        expect(line.taxes).toBeGreaterThan(0);
      }
    }
  });

  it('rounds the fee up to the whole yuan (spec §5 "fee decimals rounded up")', async () => {
    const b = await ticketed();
    await app.airline.db.update(orderTicket).set({ fareFen: 12_345 }).where(eq(orderTicket.orderNo, b.orderNo));
    await before(b, 5 * DAY);
    const line = (await quoteOf(b)).lines[0]!;
    // FLEX 5 days out: 5% of 123.45 is 6.1725, so 7.00 is kept.
    expect(line).toMatchObject({ fare: 12_345, feeRate: 5, fee: 700, total: 12_345 - 700 + line.taxes });
  });

  it('adds the add-ons of the item: a seat bought at booking, insurance only before departure', async () => {
    const b = await ticketed([adult()], { seatFor: [0], insurance: true, family: 'FLEX' });
    const line = (await quoteOf(b)).lines[0]!;
    const detail = await detailOf(b);
    const addOns = detail.ancillaries.reduce((n, a) => n + a.amount, 0);
    expect(line.ancillaries).toBe(addOns);
    const insurance = detail.ancillaries.find((a) => a.kind === 'INSURANCE')!.amount;
    await before(b, -HOUR);
    expect((await quoteOf(b)).lines[0]!.ancillaries).toBe(addOns - insurance);
  });
});

describe('who may be refunded (spec §4, §5; decision 23)', () => {
  it('a child or infant only with the guardian, unless the guardian is refunded already', async () => {
    const b = await ticketed([adult(), child(), infant()]);
    expect(codeOf(await quoteCall(b, [1]))).toBe(ResultCode.REFUND_GUARDIAN_REQUIRED);
    expect(codeOf(await quoteCall(b, [2]))).toBe(ResultCode.REFUND_GUARDIAN_REQUIRED);
    expect(codeOf(await quoteCall(b, [1, 2]))).toBe(ResultCode.REFUND_GUARDIAN_REQUIRED);
    await quoteOf(b, [0, 1]);
    await commitOk(b, [0]);
    expect((await quoteOf(b, [1])).lines).toHaveLength(1);
    await commitOk(b, [1, 2]);
    expect((await ticketsOf(b.orderNo)).map((t) => t.ticketStatus)).toEqual([6, 6, 6]);
  });

  it('refuses a checked-in passenger, then refunds after the check-in is cancelled; check-in then refuses the ticket', async () => {
    const b = await ticketed([adult()], { token: demo });
    await before(b, 47 * HOUR, true);
    b.token = demo;
    const checkIn = (path: string, extra: Record<string, unknown>) =>
      caller(app).post(path, { orderNo: b.orderNo, segmentIndex: 0, ...extra }, demo);
    okData(
      CheckInDataSchema,
      await checkIn(UpstreamPath.checkIn, { passengers: [{ passengerId: b.passengerIds[0] }], clauseAgreed: true }),
    );
    expect(codeOf(await quoteCall(b))).toBe(ResultCode.REFUND_CHECKED_IN);
    expect(codeOf(await checkIn(UpstreamPath.checkInCancel, { passengerIds: [b.passengerIds[0]] }))).toBe(
      ResultCode.OK,
    );
    await commitOk(b);
    expect(
      codeOf(
        await checkIn(UpstreamPath.checkIn, { passengers: [{ passengerId: b.passengerIds[0] }], clauseAgreed: true }),
      ),
    ).toBe(ResultCode.CHECK_IN_TICKET_NOT_USABLE);
    const detail = await detailOf(b);
    expect(detail.tickets[0]).toMatchObject({ ticketStatus: TicketStatus.REFUNDING, productStatus: 2 });
  });

  it('refuses a refunded ticket, an unknown passenger, a repeated item, and an order of another channel', async () => {
    const b = await ticketed([adult(), second()]);
    await commitOk(b, [0]);
    expect(codeOf(await quoteCall(b, [0]))).toBe(ResultCode.REFUND_NOT_ALLOWED);
    expect(
      codeOf(
        await caller(app).post(UpstreamPath.refundQuote, {
          orderNo: b.orderNo,
          visitor: PROOF,
          items: [{ passengerId: 'nobody', segmentIndex: 0 }],
          refundType: 'VOLUNTARY',
        }),
      ),
    ).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await quoteCall(b, [1, 1]))).toBe(ResultCode.BAD_REQUEST);
    await app.airline.db.update(bookingOrder).set({ channelNo: 'WECHAT' }).where(eq(bookingOrder.orderNo, b.orderNo));
    expect(codeOf(await quoteCall(b, [1]))).toBe(ResultCode.ORDER_OTHER_CHANNEL);
  });
});

describe('involuntary refunds (spec §4 "an involuntary refund … is converted to voluntary")', () => {
  it('is involuntary with no fee when the flight is delayed; converted to voluntary with the fee otherwise', async () => {
    const delayed = await ticketed();
    await before(delayed, 5 * DAY);
    const status = await setFlightStatus(app, delayed.flight, 'DELAYED', { delayMinutes: 120 });
    expect(codeOf(status)).toBe(ResultCode.OK);
    const free = await quoteOf(delayed, [0], 'INVOLUNTARY');
    const line = free.lines[0]!;
    expect(free).toMatchObject({ requestedType: 'INVOLUNTARY', refundType: 'INVOLUNTARY', converted: false });
    expect(line).toMatchObject({ fee: 0, feeRate: null, total: line.fare + line.taxes });
    // Asked as voluntary, the fee applies.
    expect((await quoteOf(delayed, [0], 'VOLUNTARY')).lines[0]!.feeRate).toBe(5);
    const app1 = await commitOk(delayed, [0], { refundType: 'INVOLUNTARY', reason: 'FLIGHT_DELAYED' });
    expect(app1).toMatchObject({ refundType: 'INVOLUNTARY', amount: line.total, reason: 'FLIGHT_DELAYED' });

    const normal = await ticketed();
    await before(normal, 5 * DAY);
    const converted = await quoteOf(normal, [0], 'INVOLUNTARY');
    expect(converted).toMatchObject({ requestedType: 'INVOLUNTARY', refundType: 'VOLUNTARY', converted: true });
    expect(converted.lines[0]!.feeRate).toBe(5);
    const fields = await commitFields(normal, [0], { refundType: 'INVOLUNTARY', confirmVoluntary: false });
    expect(codeOf(await commitCall(fields))).toBe(ResultCode.REFUND_CONFIRM_VOLUNTARY);
    const made = okData(RefundApplicationSchema, await commitCall({ ...fields, confirmVoluntary: true }));
    expect(made).toMatchObject({ refundType: 'VOLUNTARY', amount: converted.totalAmount, reason: 'FLIGHT_DELAYED' });
  });

  it('converts a round trip to voluntary when only the outbound is delayed (every item must be hit)', async () => {
    const leg = async (dep: string, arr: string, n: number) =>
      (await flightWithSeats(app, addDays(FLIGHT_DATE, n), { family: 'FLEX', dep, arr }))!;
    const [out, back] = [await leg('CAN', 'CTU', 5), await leg('CTU', 'CAN', 7)];
    const { order, detail } = await ticketedOrder(app, reserveBody([out, back].map((f) => `${f.flightId}.FLEX`)));
    const passengerIds = detail.passengers.map((p) => p.passengerId);
    const b = { orderNo: order.orderNo, flight: out, passengerIds, token: null, payAmount: order.price.actualAmount };
    await before(b, 5 * DAY);
    const delay = async (f: Flight) => codeOf(await setFlightStatus(app, f, 'DELAYED', { delayMinutes: 120 }));
    const quote = async (segments: number[], refundType = 'INVOLUNTARY') =>
      okData(
        RefundQuoteDataSchema,
        await caller(app).post(
          UpstreamPath.refundQuote,
          scoped(b, { items: segments.flatMap((i) => items(b, [0], i)), refundType }),
        ),
      );
    expect(await delay(out)).toBe(ResultCode.OK);
    expect(await quote([0])).toMatchObject({ refundType: 'INVOLUNTARY', converted: false });
    const both = await quote([0, 1]);
    expect(both).toMatchObject({ requestedType: 'INVOLUNTARY', refundType: 'VOLUNTARY', converted: true });
    expect(both.lines).toEqual((await quote([0, 1], 'VOLUNTARY')).lines);
    // With the return delayed too, the whole trip is involuntary.
    expect(await delay(back)).toBe(ResultCode.OK);
    expect(await quote([0, 1])).toMatchObject({ refundType: 'INVOLUNTARY', converted: false });
  });
});
