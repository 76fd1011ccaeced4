import { eq } from 'drizzle-orm';
import {
  AddOnOrderDetailSchema,
  IDEMPOTENCY_HEADER,
  PaymentApplyDataSchema,
  RescheduleCommitDataSchema,
  RescheduleFlightsDataSchema,
  RescheduleListDataSchema,
  RescheduleQuoteDataSchema,
  RefundQuoteDataSchema,
  UpstreamPath,
} from '@/lib/contract';
import { refundApplication, seatAssignment } from '../db/schema';
import { addDays } from '../domain/dates';
import { caller, okData } from '../../test/account-api';
import { newKey, runJobs } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import {
  app,
  before,
  booked,
  boughtLater,
  decideOk,
  demo,
  demoRow,
  freeSeat,
  paidOf,
  refundedOf,
  serveAddOnRefunds,
  type Booked,
} from '../../test/add-on-refund-scene';

// Add-ons bought after booking follow the trip too (issue 28 §2; decision 46 with decisions 22, 26 and 28): after a
// paid date change, a bag of an add-on order reads 'confirmed' again (its status follows the new ticket), and a
// seat bought later that cannot be kept comes back by the add-on order that paid for it, its points as points.

jest.setTimeout(DB_TEST_TIMEOUT_MS * 4);
serveAddOnRefunds();

const HOUR = 3_600_000;
const post = (b: Booked, url: string, body: Record<string, unknown>) =>
  caller(app).post(url, { orderNo: b.orderNo, ...body }, b.token!);

/** Moves the order's passenger to a flight a day later with a paid date change, paid on the gateway and ticketed. */
async function changeDate(b: Booked, beforeCommit: (flightId: string) => Promise<void>) {
  const its = [{ passengerId: b.passengerIds[0]!, segmentIndex: 0 }];
  const date = addDays(b.flight.depTime.slice(0, 10), 1);
  const offered = okData(
    RescheduleFlightsDataSchema,
    await post(b, UpstreamPath.rescheduleFlights, { items: its, dates: [{ segmentIndex: 0, date }] }),
  );
  const flight = offered.segments[0]!.flights.find((f) => (f.fares[0]?.seatsLeft ?? 0) >= 9)!;
  await beforeCommit(flight.flightId);
  const choices = [{ segmentIndex: 0, fareId: flight.fares[0]!.fareId }];
  const quote = okData(RescheduleQuoteDataSchema, await post(b, UpstreamPath.rescheduleQuote, { items: its, choices }));
  const committed = await app.inject({
    method: 'POST',
    url: UpstreamPath.rescheduleCommit,
    payload: { orderNo: b.orderNo, items: its, choices, quotedTotal: quote.total },
    headers: { [IDEMPOTENCY_HEADER]: newKey(), 'x-forwarded-for': '10.0.0.1', 'x-member-token': b.token! },
  });
  const made = okData(RescheduleCommitDataSchema, committed).order;
  // A FLEX fare's change to a cheaper or equal fare may cost nothing: then it is ticketed in the request.
  if (made.total > 0) {
    const apply = await caller(app).post(UpstreamPath.paymentApply, {
      amount: made.total,
      channelNo: 'B2C',
      orderNo: made.orderNo,
      type: 'reschedule',
      currency: 'CNY',
      webCallbackUrl: 'http://localhost:3000/zh-CN/result',
    });
    const page = new URL(okData(PaymentApplyDataSchema, apply).url);
    await app.inject({
      method: 'POST',
      url: page.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=pay&lang=zh',
    });
  }
  await runJobs(app);
  return { made, flight };
}

describe('add-ons bought later follow the trip (decision 46)', () => {
  it('a later bag moves and reads confirmed; a later seat taken on the new flight comes back by its add-on order', async () => {
    const b = await booked({ token: demo, plainOrder: true });
    await before(b, 5 * 24 * HOUR);
    const seatNo = await freeSeat(b);
    const bought = await boughtLater(
      b,
      [
        { kind: 'SEAT', passengerId: b.passengerIds[0]!, seatNo },
        { kind: 'BAGGAGE', passengerId: b.passengerIds[0]!, productCode: 'BAG10' },
      ],
      100,
    );
    const paidBefore = await paidOf(bought.orderNo);
    const pointsBefore = (await demoRow()).points;

    // Someone else sits in that seat on the new flight.
    const { made } = await changeDate(b, async (flightId) => {
      await app.airline.db
        .insert(seatAssignment)
        .values({ flightId, seatNo, orderNo: 'OTHER', psgIndex: 0, withInfant: false })
        .onConflictDoNothing();
    });

    const list = okData(RescheduleListDataSchema, await post(b, UpstreamPath.rescheduleList, {})).list;
    const change = list.find((c) => c.orderNo === made.orderNo)!;
    const byKind = new Map(change.addOns.map((a) => [a.kind, a]));
    expect(byKind.get('BAGGAGE')).toMatchObject({ outcome: 'MOVED', weightKg: 10 });
    const seat = byKind.get('SEAT')!;
    expect(seat).toMatchObject({ outcome: 'REFUNDED', reason: 'SEAT_TAKEN', seatNo });

    // The add-on order: the bag is confirmed on the new ticket, the seat cancelled (refunded).
    const detail = okData(
      AddOnOrderDetailSchema,
      await post(b, UpstreamPath.addOnOrderDetail, { addOnOrderNo: bought.orderNo }),
    );
    const statusOf = (kind: string) => detail.items.find((i) => i.kind === kind)!.serviceStatus;
    expect(statusOf('BAGGAGE')).toBe('CONFIRMED');
    expect(statusOf('SEAT')).toBe('CANCELLED');

    // A refund of the new ticket gives the moved bag back by the add-on order that paid for it (not the seat again).
    const quote = okData(
      RefundQuoteDataSchema,
      await caller(app).post(
        UpstreamPath.refundQuote,
        {
          orderNo: made.orderNo,
          items: [{ passengerId: b.passengerIds[0]!, segmentIndex: 0 }],
          refundType: 'VOLUNTARY',
        },
        b.token!,
      ),
    );
    const bagItem = detail.items.find((i) => i.kind === 'BAGGAGE')!;
    expect(quote.lines[0]!.ancillaries).toBeGreaterThan(0);
    expect(quote.lines[0]!.ancillaries).toBeLessThanOrEqual(bagItem.price);

    // Paid back by the desk: the seat's money by the add-on order, its share of the points as points; the ledger holds.
    const application = await decideOk(seat.refundNo!, 'pay');
    expect(application.status).toBe('PAID_BACK');
    const [app0] = await app.airline.db
      .select()
      .from(refundApplication)
      .where(eq(refundApplication.refundNo, seat.refundNo!));
    const seatLine = (app0!.addOns as { kind: string; points: number; paidByOrderNo: string }[]).find(
      (l) => l.kind === 'SEAT',
    )!;
    expect(seatLine.paidByOrderNo).toBe(bought.orderNo);
    expect(seatLine.points).toBeGreaterThan(0);
    const refunded = await refundedOf(bought.orderNo);
    expect(refunded).toBe(seat.refundAmount);
    expect(refunded).toBeLessThanOrEqual(paidBefore);
    expect((await demoRow()).points - pointsBefore).toBe(seatLine.points);
    const ledger = JSON.parse(
      (await app.inject({ method: 'GET', url: UpstreamPath.sandboxLedger, remoteAddress: '127.0.0.1' })).body,
    ) as { data: { violations: { orderNo: string }[] } };
    expect(ledger.data.violations.filter((v) => [b.orderNo, bought.orderNo].includes(v.orderNo))).toEqual([]);
    expect(await app.airline.db.select().from(seatAssignment).where(eq(seatAssignment.orderNo, made.orderNo))).toEqual(
      [],
    );
  });
});
