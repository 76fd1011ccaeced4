// @postgres (decision 57): npm test runs it on PostgreSQL too, for the ledger of orders and money.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import {
  ErrorEnvelopeSchema,
  OrderStatus,
  ProductStatus,
  ResultCode,
  TicketStatus,
  UpstreamPath,
} from '@/lib/contract';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, TEST_NOW, testServer } from '../../test/test-server';
import { bookingOrder, orderAncillary, orderTicket, payment, refundApplication, refundRecord } from '../db/schema';
import { seedDemoOrderChanges } from '../db/seed/order-changes';
import { DEMO_ORDER_SET } from '../db/seed/orders';
import type { Ledger, LedgerViolationKind } from './ledger';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 2);

const codeOf = (res: { body: string }) => ErrorEnvelopeSchema.parse(JSON.parse(res.body)).code;

let app: FastifyInstance;
beforeAll(async () => {
  // Every state an order's money can be in: the small set of seed/orders.ts (a payment failed, one awaiting its
  // tickets, ticketing failed and refunded, ...) and the refunds and date changes of seed/order-changes.ts.
  app = await testServer({ demoOrders: DEMO_ORDER_SET.length });
  await seedDemoOrderChanges(app.airline);
}, SERVER_START_TIMEOUT_MS * 2);
afterAll(async () => app.close());

async function ledger(): Promise<Ledger> {
  const res = await app.inject({ url: UpstreamPath.sandboxLedger });
  expect(codeOf(res)).toBe(ResultCode.OK);
  return (JSON.parse(res.body) as { data: Ledger }).data;
}

const kinds = (l: Ledger, orderNo: string): LedgerViolationKind[] =>
  l.violations.filter((v) => v.orderNo === orderNo).map((v) => v.kind);

describe('GET /sandbox/ledger', () => {
  it('balances the seeded orders: an order paid and refunded within its payment is no violation', async () => {
    const l = await ledger();
    expect(l.violations).toEqual([]);
    const [paidBack] = await app.airline.db
      .select()
      .from(refundApplication)
      .where(eq(refundApplication.status, 'PAID_BACK'));
    const order = l.orders.find((o) => o.orderNo === paidBack!.orderNo)!;
    expect(order.refunded).toBe(paidBack!.amount);
    expect(order.paid).toBeGreaterThanOrEqual(order.refunded);
    expect(order.wallet).toBeNull();
    // Ticketing failed: the whole payment came back.
    const failed = l.orders.find((o) => o.ticketing === 'FAILED')!;
    expect(failed.refunded).toBe(failed.paid);
    // Every order with money is listed, and the totals are their sums.
    const paid = await app.airline.db.select().from(payment).where(eq(payment.status, 'SUCCESS'));
    expect(l.orders.map((o) => o.orderNo).sort()).toEqual([...new Set(paid.map((p) => p.orderNo))].sort());
    expect(l.totals).toEqual([
      {
        currency: 'CNY',
        paid: paid.reduce((n, p) => n + p.amount, 0),
        refunded: l.orders.reduce((n, o) => n + o.refunded, 0),
      },
    ]);
  });

  it('names a refund beyond the payment, a refund without one, and tickets without money', async () => {
    const l = await ledger();
    const [ticketed, other] = l.orders.filter((o) => o.ticketing === 'ISSUED' && o.refunded === 0);
    const [paid] = await app.airline.db.select().from(payment).where(eq(payment.orderNo, ticketed!.orderNo));
    const planted = await app.airline.db
      .insert(refundRecord)
      .values([
        {
          orderNo: ticketed!.orderNo,
          paymentId: paid!.id,
          channel: 'GATEWAY',
          amount: paid!.amount + 1,
          currency: 'CNY',
          reason: 'REFUND_APPLICATION',
          refundNo: 'RF-PLANTED',
          createdAt: new Date(TEST_NOW),
        },
      ])
      .returning();
    // Another order stands ticketed with its payment gone.
    await app.airline.db.update(payment).set({ status: 'FAIL' }).where(eq(payment.orderNo, other!.orderNo));
    try {
      const after = await ledger();
      expect(kinds(after, ticketed!.orderNo).sort()).toEqual(['REFUNDED_MORE_THAN_PAID', 'REFUND_WITHOUT_APPLICATION']);
      expect(kinds(after, other!.orderNo)).toEqual(['TICKETS_WITHOUT_PAYMENT']);
      expect(after.violations).toHaveLength(3);

      // A refund record naming no payment of its order.
      await app.airline.db
        .update(refundRecord)
        .set({ paymentId: 'no-such-payment', amount: 1 })
        .where(eq(refundRecord.id, planted[0]!.id));
      expect(kinds(await ledger(), ticketed!.orderNo).sort()).toEqual([
        'REFUND_WITHOUT_APPLICATION',
        'REFUND_WITHOUT_PAYMENT',
      ]);
    } finally {
      await app.airline.db.delete(refundRecord).where(eq(refundRecord.id, planted[0]!.id));
      await app.airline.db.update(payment).set({ status: 'SUCCESS' }).where(eq(payment.orderNo, other!.orderNo));
    }
    expect((await ledger()).violations).toEqual([]);
  });

  it('names a paid order left without a ticketing outcome, and one paid twice', async () => {
    const [cancelled] = await app.airline.db
      .select()
      .from(bookingOrder)
      .where(and(eq(bookingOrder.status, OrderStatus.CANCELLED), eq(bookingOrder.cancelReason, 'USER')));
    const l = await ledger();
    const [ticketed] = l.orders.filter((o) => o.ticketing === 'ISSUED' && o.refunded === 0);
    const [first] = await app.airline.db.select().from(payment).where(eq(payment.orderNo, ticketed!.orderNo));
    const ids = ['planted-cancelled', 'planted-twice'];
    await app.airline.db.insert(payment).values([
      // Each payment has its own request number (decision 49).
      {
        ...first!,
        id: ids[0]!,
        requestNo: `${first!.requestNo}-A`,
        orderNo: cancelled!.orderNo,
        amount: cancelled!.payAmount,
      },
      { ...first!, id: ids[1]!, requestNo: `${first!.requestNo}-B` },
    ]);
    try {
      const after = await ledger();
      expect(kinds(after, cancelled!.orderNo)).toEqual(['PAID_WITHOUT_OUTCOME']);
      expect(kinds(after, ticketed!.orderNo)).toEqual(['PAID_TWICE']);
    } finally {
      await app.airline.db.delete(payment).where(inArray(payment.id, ids));
    }
  });

  // Issue 29 §1: money taken for a seat the passenger does not hold (two paid seat orders for one passenger and
  // segment, the ticket keeping the other seat) is a violation; the seat on the ticket, or a later change, is not.
  it('names a paid seat order whose seat is not on the ticket and was not refunded', async () => {
    const l = await ledger();
    const parents = l.orders.filter((o) => o.ticketing === 'ISSUED' && o.refunded === 0 && o.orderType === 1);
    // A ticket the passenger still flies on (issued, usable).
    const [ticket] = await app.airline.db
      .select()
      .from(orderTicket)
      .where(
        and(
          inArray(
            orderTicket.orderNo,
            parents.map((o) => o.orderNo),
          ),
          eq(orderTicket.ticketStatus, TicketStatus.ISSUED),
          eq(orderTicket.productStatus, ProductStatus.USABLE),
        ),
      );
    const parent = parents.find((o) => o.orderNo === ticket!.orderNo);
    const [row] = await app.airline.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, parent!.orderNo));
    const orderNo = 'YQ-PLANTED-SEAT';
    await app.airline.db.insert(bookingOrder).values({
      ...row!,
      orderNo,
      orderType: 3,
      payAmount: 30,
      amountFen: 3000,
      parentOrderNo: parent!.orderNo,
      parentSegIndex: ticket!.segIndex,
      createdAt: new Date(TEST_NOW),
    });
    await app.airline.db.insert(orderAncillary).values({
      orderNo,
      kind: 'SEAT',
      psgIndex: ticket!.psgIndex,
      segIndex: ticket!.segIndex,
      productCode: 'SEAT_STANDARD',
      priceFen: 3000,
      seatNo: '39K',
    });
    const [first] = await app.airline.db.select().from(payment).where(eq(payment.orderNo, parent!.orderNo));
    await app.airline.db
      .insert(payment)
      .values({ ...first!, id: 'planted-seat', requestNo: `${first!.requestNo}-S`, orderNo, amount: 30 });
    try {
      expect(kinds(await ledger(), orderNo)).toEqual(['SEAT_PAID_NOT_HELD']);
      // Refunded alone: no violation.
      await app.airline.db.update(orderAncillary).set({ refundNo: 'RF-X' }).where(eq(orderAncillary.orderNo, orderNo));
      expect(kinds(await ledger(), orderNo)).toEqual([]);
      // The seat on the ticket: no violation either.
      await app.airline.db.update(orderAncillary).set({ refundNo: null }).where(eq(orderAncillary.orderNo, orderNo));
      await app.airline.db
        .update(orderTicket)
        .set({ seatNo: '39K' })
        .where(
          and(
            eq(orderTicket.orderNo, parent!.orderNo),
            eq(orderTicket.psgIndex, ticket!.psgIndex),
            eq(orderTicket.segIndex, ticket!.segIndex),
          ),
        );
      expect(kinds(await ledger(), orderNo)).toEqual([]);
    } finally {
      await app.airline.db
        .update(orderTicket)
        .set({ seatNo: ticket!.seatNo })
        .where(
          and(
            eq(orderTicket.orderNo, parent!.orderNo),
            eq(orderTicket.psgIndex, ticket!.psgIndex),
            eq(orderTicket.segIndex, ticket!.segIndex),
          ),
        );
      await app.airline.db.delete(payment).where(eq(payment.id, 'planted-seat'));
      await app.airline.db.delete(orderAncillary).where(eq(orderAncillary.orderNo, orderNo));
      await app.airline.db.delete(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
    }
    expect((await ledger()).violations).toEqual([]);
  });

  it('answers a remote caller 404, whatever it forwards, as the other controls do', async () => {
    const res = await app.inject({
      url: UpstreamPath.sandboxLedger,
      remoteAddress: '203.0.113.5',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.statusCode).toBe(404);
    expect(codeOf(res)).toBe(ResultCode.NOT_FOUND);
    for (const remoteAddress of ['127.0.0.1', '::1'])
      expect(codeOf(await app.inject({ url: UpstreamPath.sandboxLedger, remoteAddress }))).toBe(ResultCode.OK);
  });

  it(
    'is not there with the sandbox off',
    async () => {
      const off = await testServer({ sandbox: false });
      try {
        expect((await off.inject({ url: UpstreamPath.sandboxLedger })).statusCode).toBe(404);
      } finally {
        await off.close();
      }
    },
    SERVER_START_TIMEOUT_MS,
  );
});
