import { and, eq, inArray } from 'drizzle-orm';
import {
  OrderAddOnOfferDataSchema,
  OrderAddOnReserveDataSchema,
  ProductStatus,
  ResultCode,
  TicketStatus,
  UpstreamPath,
  type RefundApplication,
  type RefundQuoteData,
} from '@/lib/contract';
import {
  bookingOrder,
  member,
  payment,
  pointsRecord,
  refundApplication,
  refundRecord,
  seatAssignment,
} from '../db/schema';
import { DEMO, caller, codeOf, okData, setOffset } from '../../test/account-api';
import { adult, payOnGateway, runJobs } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, TEST_NOW } from '../../test/test-server';
import {
  app,
  type Booked,
  commitOk,
  decide,
  decideOk,
  demo,
  demoRow,
  detailOf,
  listOf,
  logIn,
  quoteOf,
  seatHolder,
  second,
  ticketed,
  ticketsOf,
  serveRefunds,
} from '../../test/refund-scene';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

serveRefunds();

describe('the refund desk (spec §9: 7 to 15 working days; 3 to 7 days with a printed itinerary)', () => {
  /** Friday 2026-12-04 10:00 in Beijing. */
  const FRIDAY = Date.parse('2026-12-04T02:00:00Z');

  it('approves with due dates over a weekend and a holiday, then pays back: the tickets are refunded', async () => {
    const b = await ticketed([adult()], { token: demo, seatFor: [0] });
    const seatNo = (await ticketsOf(b.orderNo))[0]!.seatNo!;
    setOffset(app, FRIDAY - TEST_NOW);
    await logIn();
    b.token = demo;
    const made = await commitOk(b);
    // The seat is given up at submission.
    expect(await seatHolder(b.flight.flightId, seatNo)).toBeNull();
    expect(codeOf(await decide(made.refundNo, 'pay'))).toBe(ResultCode.BAD_REQUEST);
    const approved = await decideOk(made.refundNo, 'approve');
    // 7 working days after Friday 4 December: Tuesday 15; 15 after: Monday 28 (Christmas, the 25th, is skipped).
    expect(approved).toMatchObject({
      status: 'APPROVED',
      approvedAt: new Date(FRIDAY).toISOString(),
      dueFrom: '2026-12-15',
      dueBy: '2026-12-28',
    });
    expect(codeOf(await decide(made.refundNo, 'reject', 'late'))).toBe(ResultCode.BAD_REQUEST);
    const paid = await decideOk(made.refundNo, 'pay');
    expect(paid).toMatchObject({ status: 'PAID_BACK', paidAt: new Date(FRIDAY).toISOString() });
    const detail = await detailOf(b);
    expect(detail.tickets[0]).toMatchObject({
      ticketStatus: TicketStatus.REFUND_DONE,
      productStatus: ProductStatus.REFUNDED,
    });
    expect(detail.refund).toBeNull();
    const records = await app.airline.db.select().from(refundRecord).where(eq(refundRecord.orderNo, b.orderNo));
    expect(records).toEqual([
      expect.objectContaining({
        amount: made.amount,
        currency: 'CNY',
        channel: 'GATEWAY',
        reason: 'REFUND_APPLICATION',
        refundNo: made.refundNo,
      }),
    ]);
    expect(await listOf(b)).toEqual([paid]);
    expect(codeOf(await decide('RF000', 'approve'))).toBe(ResultCode.NOT_FOUND);
  });

  it('gives 3 to 7 days when a printed itinerary was mailed', async () => {
    const b = await ticketed();
    await app.airline.db
      .update(bookingOrder)
      .set({ mailing: { recipient: '张云雀' } })
      .where(eq(bookingOrder.orderNo, b.orderNo));
    const made = await commitOk(b);
    setOffset(app, FRIDAY - TEST_NOW);
    expect(await decideOk(made.refundNo, 'approve')).toMatchObject({ dueFrom: '2026-12-07', dueBy: '2026-12-11' });
  });

  it('rejects with a reason: the ticket is usable again, with its seat when still free', async () => {
    const b = await ticketed([adult(), second()], { seatFor: [0, 1] });
    const [seatA, seatB] = (await ticketsOf(b.orderNo)).map((t) => t.seatNo!) as [string, string];
    const made = await commitOk(b, [0, 1]);
    // Someone takes one of the seats meanwhile.
    await app.airline.db
      .insert(seatAssignment)
      .values({ flightId: b.flight.flightId, seatNo: seatB, orderNo: 'YQ-OTHER', psgIndex: 0, withInfant: false });
    expect(codeOf(await decide(made.refundNo, 'reject'))).toBe(ResultCode.BAD_REQUEST);
    const rejected = await decideOk(made.refundNo, 'reject', '材料不全');
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectedReason: '材料不全', dueFrom: null });
    const tickets = await ticketsOf(b.orderNo);
    expect(tickets.map((t) => [t.ticketStatus, t.seatNo])).toEqual([
      [TicketStatus.ISSUED, seatA],
      [TicketStatus.ISSUED, null],
    ]);
    expect(await seatHolder(b.flight.flightId, seatA)).toBe(b.orderNo);
    expect(codeOf(await decide(made.refundNo, 'approve'))).toBe(ResultCode.BAD_REQUEST);
    // It may be asked again.
    const again = await commitOk(b, [0, 1]);
    expect((await listOf(b)).map((a) => a.refundNo)).toEqual([again.refundNo, made.refundNo]);
  });
});

describe('money back by the original route, and the ledger (decision 23)', () => {
  it('credits a wallet payment back to the wallet', async () => {
    const before0 = await demoRow();
    await app.airline.db.update(member).set({ balance: 500_000 }).where(eq(member.id, before0.id));
    const b = await ticketed([adult()], { token: demo, wallet: true });
    const paidFrom = (await demoRow()).balance;
    expect(paidFrom).toBe(500_000 - b.payAmount);
    const made = await commitOk(b);
    await decideOk(made.refundNo, 'approve');
    const paid = await decideOk(made.refundNo, 'pay');
    expect(paid.channel).toBe('WALLET');
    expect((await demoRow()).balance).toBe(paidFrom + made.amount);
    const [record] = await app.airline.db.select().from(refundRecord).where(eq(refundRecord.refundNo, made.refundNo));
    expect(record).toMatchObject({ channel: 'WALLET', amount: made.amount, orderNo: b.orderNo });
  });

  it('never gives back more than was paid, and gives back what the quotes said (money and points)', async () => {
    await app.airline.db.update(member).set({ points: 50_000 }).where(eq(member.cellphone, DEMO.cellphone));
    // A family of two on FLEX (nothing kept 7 days out) with a coupon, points and a seat bought at booking.
    const full = await ticketed([adult(), second()], {
      token: demo,
      family: 'FLEX',
      seatFor: [0],
      couponIds: ['CP-DEMO-0001'],
      points: 2_000,
    });
    // A seat bought after booking for the second passenger, part with points, part by the gateway.
    const post = (url: string, body: Record<string, unknown>) => caller(app).post(url, body, demo);
    const offer = okData(
      OrderAddOnOfferDataSchema,
      await post(UpstreamPath.orderAddOnOffer.replace(':orderNo', full.orderNo), {
        orderNo: full.orderNo,
        segmentIndex: 0,
        types: ['SEAT'],
      }),
    );
    const pick = offer.seats.find((x) => x.price === 3_000)!;
    const bought = okData(
      OrderAddOnReserveDataSchema,
      await post(UpstreamPath.orderAddOnReserve.replace(':orderNo', full.orderNo), {
        orderNo: full.orderNo,
        segmentIndex: 0,
        sessionId: offer.sessionId,
        services: [{ kind: 'SEAT', passengerId: full.passengerIds[1], seatNo: pick.seatNo }],
        amount: pick.price,
        points: 1_000,
      }),
    ).order;
    await payOnGateway(app, bought.orderNo, bought.payAmount);
    await runJobs(app);
    // A STANDARD order (not refundable: only its taxes come back), refunded in part.
    const part = await ticketed([adult(), second()], { token: demo, points: 1_000, family: 'STANDARD' });

    const quotes: RefundQuoteData[] = [];
    const applications: RefundApplication[] = [];
    const refund = async (b: Booked, passengers: number[]) => {
      quotes.push(await quoteOf(b, passengers));
      const made = await commitOk(b, passengers);
      await decideOk(made.refundNo, 'approve');
      applications.push(await decideOk(made.refundNo, 'pay'));
    };
    const pointsBefore = (await demoRow()).points;
    await refund(full, [0]);
    await refund(full, [1]);
    await refund(part, [0]);

    // Each application is what its quote said.
    expect(applications.map((a) => [a.amount, a.points])).toEqual(quotes.map((q) => [q.totalAmount, q.totalPoints]));
    // Points: the order's 2 000 over both fares, the seat's 1 000, and the part order's share.
    expect(quotes[0]!.totalPoints + quotes[1]!.totalPoints).toBe(3_000);
    expect((await demoRow()).points - pointsBefore).toBe(quotes.reduce((n, q) => n + q.totalPoints, 0));
    const returned = await app.airline.db
      .select()
      .from(pointsRecord)
      .where(
        and(
          eq(pointsRecord.reason, 'ORDER_RETURN'),
          inArray(pointsRecord.orderNo, [full.orderNo, bought.orderNo, part.orderNo]),
        ),
      );
    expect(returned.reduce((n, r) => n + r.delta, 0)).toBe(quotes.reduce((n, q) => n + q.totalPoints, 0));

    // Money: every order's refunds within its successful payments; the FLEX order, all refunded with nothing
    // kept, gets back exactly what it paid (its own payment and the seat order's).
    const orders = [full.orderNo, bought.orderNo, part.orderNo];
    const paidOf = async (orderNo: string) =>
      (await app.airline.db.select().from(payment).where(eq(payment.orderNo, orderNo)))
        .filter((p) => p.status === 'SUCCESS')
        .reduce((n, p) => n + p.amount, 0);
    const refundedOf = async (orderNo: string) =>
      (await app.airline.db.select().from(refundRecord).where(eq(refundRecord.orderNo, orderNo))).reduce(
        (n, r) => n + r.amount,
        0,
      );
    for (const orderNo of orders) expect(await refundedOf(orderNo)).toBeLessThanOrEqual(await paidOf(orderNo));
    expect(await refundedOf(full.orderNo)).toBe(await paidOf(full.orderNo));
    expect(await refundedOf(bought.orderNo)).toBe(bought.payAmount);
    expect(await refundedOf(part.orderNo)).toBeLessThan(await paidOf(part.orderNo));
    const recorded = await app.airline.db
      .select()
      .from(refundRecord)
      .where(
        inArray(
          refundRecord.refundNo,
          applications.map((a) => a.refundNo),
        ),
      );
    expect(recorded.reduce((n, r) => n + r.amount, 0)).toBe(applications.reduce((n, a) => n + a.amount, 0));
    const rows = await app.airline.db
      .select()
      .from(refundApplication)
      .where(inArray(refundApplication.orderNo, orders));
    expect(rows.every((r) => r.status === 'PAID_BACK')).toBe(true);
  });
});
