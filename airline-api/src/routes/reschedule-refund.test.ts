import { eq } from 'drizzle-orm';
import {
  IDEMPOTENCY_HEADER,
  RescheduleFlightsDataSchema,
  RefundApplicationSchema,
  RefundQuoteDataSchema,
  UpstreamPath,
} from '@/lib/contract';
import { bookingOrder, refundRecord } from '../db/schema';
import { addDays } from '../domain/dates';
import { caller, okData } from '../../test/account-api';
import { adult, newKey, runJobs } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import {
  app,
  before,
  type Booked,
  commitOk,
  DAY,
  demo,
  detailOf,
  flightsCall,
  items,
  payChange,
  ticketed,
  serveReschedule,
} from '../../test/reschedule-scene';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

serveReschedule();

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
