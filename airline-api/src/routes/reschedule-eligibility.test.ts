import { eq } from 'drizzle-orm';
import { CheckInDataSchema, RescheduleCommitDataSchema, ResultCode, UpstreamPath } from '@/lib/contract';
import { bookingOrder } from '../db/schema';
import { caller, codeOf, okData } from '../../test/account-api';
import { FLIGHT_DATE, adult, child, idNumber } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import { VISITOR_PROOF as PROOF } from '../../test/ticketed-order';
import {
  app,
  before,
  commitBody,
  commitCall,
  commitOk,
  demo,
  detailOf,
  flightsCall,
  HOUR,
  items,
  newFare,
  plain,
  quoteCall,
  quoteOf,
  ticketed,
  serveReschedule,
} from '../../test/reschedule-scene';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

serveReschedule();

describe('who may change (spec §4, §5; decision 23)', () => {
  it('a child only with the guardian, and no guardian leaves a child behind', async () => {
    const b = await ticketed([adult(), child()]);
    const choice = await newFare(b, 0, 1, [0, 1]);
    expect(codeOf(await quoteCall(b, items(b, [1]), [choice]))).toBe(ResultCode.CHANGE_GUARDIAN_REQUIRED);
    expect(codeOf(await quoteCall(b, items(b, [0]), [choice]))).toBe(ResultCode.CHANGE_GUARDIAN_REQUIRED);
    await quoteOf(b, items(b, [0, 1]), [choice]);
  });

  it('a child changes with its own chosen guardian; the other adult may leave it (decision 50)', async () => {
    const second = adult({ name: '李云雀', birthday: '1988-05-02', certificateNumber: idNumber('1988-05-02', '871') });
    const b = await ticketed([adult(), second, child({ guardian: 1 })]);
    const choice = await newFare(b, 0, 1, [0, 1, 2]);
    expect(codeOf(await quoteCall(b, items(b, [0, 2]), [choice]))).toBe(ResultCode.CHANGE_GUARDIAN_REQUIRED);
    expect(codeOf(await quoteCall(b, items(b, [1]), [choice]))).toBe(ResultCode.CHANGE_GUARDIAN_REQUIRED);
    await quoteOf(b, items(b, [0]), [choice]);
    await quoteOf(b, items(b, [1, 2]), [choice]);
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
