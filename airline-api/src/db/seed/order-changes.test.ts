// @postgres (decision 57): npm test runs it on PostgreSQL too, for the seed.
import type { FastifyInstance } from 'fastify';
import { and, count, eq, inArray } from 'drizzle-orm';
import { OrderStatus, ProductStatus, TicketStatus } from '@/lib/contract';
import { RESCHEDULE_ORDER_TYPE } from '../../reschedule/moved';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, TEST_NOW, testServer } from '../../../test/test-server';
import {
  bookingOrder,
  idempotencyRecord,
  orderPassenger,
  orderSegment,
  orderTicket,
  passengerModification,
  payment,
  refundApplication,
  refundRecord,
} from '../schema';
import { DEMO_CHANGE_SET, DEMO_REJECTION_REASON, demoChangeKey, seedDemoOrderChanges } from './order-changes';
import { DEMO_ORDER_SET } from './orders';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 4);

const DAY = 86_400_000;

let app: FastifyInstance;
let made: number;
beforeAll(async () => {
  // Beside the small set of seed/orders.ts, as `npm start` seeds them.
  app = await testServer({ demoOrders: DEMO_ORDER_SET.length });
  made = await seedDemoOrderChanges(app.airline);
}, SERVER_START_TIMEOUT_MS * 2);
afterAll(async () => app.close());

const db = () => app.airline.db;

/** The orders of the scenarios (by their booking keys) and the date changes' own orders (type 2). */
async function demoOrders() {
  const keys = await db()
    .select()
    .from(idempotencyRecord)
    .where(
      inArray(
        idempotencyRecord.key,
        DEMO_CHANGE_SET.map((p) => demoChangeKey(p.change)),
      ),
    );
  const booked = keys.map((k) => k.orderNo!);
  const own = await db().select().from(bookingOrder).where(inArray(bookingOrder.orderNo, booked));
  const changes = await db().select().from(bookingOrder).where(inArray(bookingOrder.parentOrderNo, booked));
  return [...own, ...changes];
}

async function ticketsOf(orderNo: string) {
  return db().select().from(orderTicket).where(eq(orderTicket.orderNo, orderNo));
}

async function applications() {
  const orders = (await demoOrders()).map((o) => o.orderNo);
  return db().select().from(refundApplication).where(inArray(refundApplication.orderNo, orders));
}

describe('the demo member’s orders in the states of changes and refunds (decision 23)', () => {
  it('makes one order in each state, each booked within 3 months, never to Beijing', async () => {
    expect(made).toBe(DEMO_CHANGE_SET.length);
    const orders = await demoOrders();
    // Seven tickets orders, and the two date changes' own orders (type 2).
    expect(orders.filter((o) => o.orderType === 1)).toHaveLength(DEMO_CHANGE_SET.length);
    expect(orders.filter((o) => o.orderType === RESCHEDULE_ORDER_TYPE)).toHaveLength(2);
    for (const o of orders) {
      expect(o.createdAt.getTime()).toBeLessThan(TEST_NOW);
      expect(o.createdAt.getTime()).toBeGreaterThan(TEST_NOW - 90 * DAY);
    }
    const segments = await db()
      .select()
      .from(orderSegment)
      .where(
        inArray(
          orderSegment.orderNo,
          orders.map((o) => o.orderNo),
        ),
      );
    for (const sg of segments) {
      const flight = app.airline.network.flight(sg.flightId)!;
      expect(flight.route.depAirport).toBe('CAN');
      expect(['CTU', 'SHA', 'HGH']).toContain(flight.route.arrAirport);
    }
  });

  it('refunds: one submitted, one approved with its due dates, one paid back, one rejected', async () => {
    const rows = await applications();
    expect(rows.map((r) => r.status).sort()).toEqual(['APPROVED', 'PAID_BACK', 'REJECTED', 'SUBMITTED']);
    const of = (status: string) => rows.find((r) => r.status === status)!;

    const submitted = of('SUBMITTED');
    expect((await ticketsOf(submitted.orderNo)).map((t) => t.ticketStatus)).toEqual([TicketStatus.REFUNDING]);

    const approved = of('APPROVED');
    expect(approved.approvedAt!.getTime()).toBeLessThan(TEST_NOW);
    expect(approved.dueFrom! < approved.dueBy!).toBe(true);
    expect((await ticketsOf(approved.orderNo)).map((t) => t.ticketStatus)).toEqual([TicketStatus.REFUNDING]);

    // Paid back by the original route: the gateway payment, for the whole amount the application says.
    const paid = of('PAID_BACK');
    expect(paid.amount).toBeGreaterThan(0);
    const records = await db().select().from(refundRecord).where(eq(refundRecord.refundNo, paid.refundNo));
    expect(records.map((r) => [r.orderNo, r.channel, r.amount])).toEqual([[paid.orderNo, 'GATEWAY', paid.amount]]);
    expect((await ticketsOf(paid.orderNo)).map((t) => [t.ticketStatus, t.productStatus])).toEqual([
      [TicketStatus.REFUND_DONE, ProductStatus.REFUNDED],
    ]);

    // Rejected with the desk's reason: the ticket is issued and usable again.
    const rejected = of('REJECTED');
    expect(rejected.rejectedReason).toBe(DEMO_REJECTION_REASON);
    expect((await ticketsOf(rejected.orderNo)).map((t) => [t.ticketStatus, t.productStatus])).toEqual([
      [TicketStatus.ISSUED, ProductStatus.USABLE],
    ]);
  });

  it('date changes: one awaiting payment, its old ticket held; one done, the old ticket changed, a new 902 one', async () => {
    const changes = (await demoOrders()).filter((o) => o.orderType === RESCHEDULE_ORDER_TYPE);
    const unpaid = changes.find((o) => o.status === OrderStatus.PENDING_PAYMENT)!;
    expect(unpaid.payAmount).toBeGreaterThan(0);
    expect(unpaid.paymentDeadline.getTime()).toBeGreaterThan(TEST_NOW);
    expect((await ticketsOf(unpaid.parentOrderNo!)).map((t) => t.ticketStatus)).toEqual([TicketStatus.CHANGING]);

    const done = changes.find((o) => o.status === OrderStatus.TICKETED)!;
    const [paid] = await db()
      .select()
      .from(payment)
      .where(and(eq(payment.orderNo, done.orderNo), eq(payment.status, 'SUCCESS')));
    expect(paid).toMatchObject({ amount: done.payAmount, resultType: 'reschedule' });
    expect((await ticketsOf(done.parentOrderNo!)).map((t) => t.ticketStatus)).toEqual([TicketStatus.CHANGED]);
    const fresh = await ticketsOf(done.orderNo);
    expect(fresh.map((t) => t.ticketStatus)).toEqual([TicketStatus.ISSUED]);
    expect(fresh[0]!.ticketNo).toMatch(/^902\d{10}$/);
  });

  it('a name corrected once: the booking’s mistyped name made the saved passenger’s', async () => {
    const orders = (await demoOrders()).map((o) => o.orderNo);
    const changes = await db()
      .select()
      .from(passengerModification)
      .where(inArray(passengerModification.orderNo, orders));
    expect(changes.map((c) => c.field)).toEqual(['NAME']);
    const [p] = await db().select().from(orderPassenger).where(eq(orderPassenger.passengerId, changes[0]!.passengerId));
    expect(p!.name).toBe('张云雀');
  });

  it('a second seeding adds nothing', async () => {
    const rows = async () =>
      Promise.all(
        [bookingOrder, payment, refundApplication, refundRecord, passengerModification].map(async (table) => {
          const [row] = await db().select({ n: count() }).from(table);
          return row!.n;
        }),
      );
    const before = await rows();
    expect(await seedDemoOrderChanges(app.airline)).toBe(0);
    expect(await rows()).toEqual(before);
  });
});
