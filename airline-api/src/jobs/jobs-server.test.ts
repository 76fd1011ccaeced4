// @postgres (decision 57): npm test runs it on PostgreSQL too, for the durable queue in the server.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { OrderStatus, OutboxDataSchema, UpstreamPath } from '@/lib/contract';
import { bookingOrder, orderTicket, ticketingJob } from '../db/schema';
import { okData } from '../../test/account-api';
import { CONTACT, payOnGateway, reserveBody, reserveOk, runJobs, standardFare } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, OPS_TOKEN, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';
import { ticketingSweep } from '../booking/workers';
import { ADMIN_JOBS_PATH } from './ops-route';
import type { JobsReport } from './report';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());

const confirmations = async (to: string) =>
  okData(
    OutboxDataSchema,
    await app.inject({ url: `${UpstreamPath.sandboxOutbox}?to=${encodeURIComponent(to)}&limit=20` }),
  ).messages.filter((m) => m.event === 'ORDER_TICKETED');
const ticketsOf = async (orderNo: string) =>
  (await app.airline.db.select().from(orderTicket).where(eq(orderTicket.orderNo, orderNo))).map((t) => t.ticketNo);
const report = async () => {
  const res = await app.inject({ url: ADMIN_JOBS_PATH, headers: { authorization: `Bearer ${OPS_TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: JobsReport }).data;
};

describe('ticketing through the queue (decision 61)', () => {
  it('waits in the database until drained, then issues once; a job run again issues nothing more', async () => {
    const contact = { ...CONTACT, email: 'twice@example.com', mobile: '13812340061' };
    const { fareId } = await standardFare(app, 61);
    const order = await reserveOk(app, reserveBody([fareId], { contact }));
    await payOnGateway(app, order.orderNo, order.price.actualAmount);
    expect(await ticketsOf(order.orderNo)).toEqual([null]);

    await runJobs(app);
    const issued = await ticketsOf(order.orderNo);
    expect(issued[0]).toMatch(/^902\d{10}$/);
    expect(await confirmations('twice@example.com')).toHaveLength(1);

    // As if the worker died after issuing but before marking its job done, and its lock ran out: run it again,
    // twice at once.
    await app.airline.db.update(ticketingJob).set({ status: 'PENDING' }).where(eq(ticketingJob.orderNo, order.orderNo));
    await Promise.all([ticketingSweep(app.airline), runJobs(app)]);
    expect(await ticketsOf(order.orderNo)).toEqual(issued);
    expect(await confirmations('twice@example.com')).toHaveLength(1);
    const [row] = await app.airline.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, order.orderNo));
    expect(row?.status).toBe(OrderStatus.TICKETED);
  });

  it('expires an unpaid order past its deadline when drained', async () => {
    const { fareId } = await standardFare(app, 62);
    const order = await reserveOk(app, reserveBody([fareId], { contact: { ...CONTACT, mobile: '13812340062' } }));
    await app.airline.db
      .update(bookingOrder)
      .set({ paymentDeadline: new Date(app.airline.clock.now() - 1_000) })
      .where(eq(bookingOrder.orderNo, order.orderNo));
    await runJobs(app);
    const [row] = await app.airline.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, order.orderNo));
    expect(row?.status).toBe(OrderStatus.CANCELLED);
    expect(row?.cancelReason).toBe('EXPIRED');
  });
});

describe('GET /admin/jobs (npm run ops -- jobs)', () => {
  it('needs the ops token', async () => {
    expect((await app.inject({ url: ADMIN_JOBS_PATH })).statusCode).toBe(401);
    const wrong = await app.inject({ url: ADMIN_JOBS_PATH, headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts each queue’s jobs by state, with the oldest waiting job’s age', async () => {
    const before = await report();
    expect(before.queues.map((q) => q.name)).toEqual([
      'booking-expiry',
      'ticketing',
      'notice-dispatch',
      'wallet-settlement',
      'e-invoice-issue',
      'low-price-reminder-check',
    ]);
    await app.jobs.send('low-price-reminder-check');
    const waiting = (await report()).queues.find((q) => q.name === 'low-price-reminder-check')!;
    expect(waiting.created).toBe(1);
    expect(waiting.oldestWaitingSeconds).not.toBeNull();
    await runJobs(app);
    const after = await report();
    const done = after.queues.find((q) => q.name === 'low-price-reminder-check')!;
    expect(done).toMatchObject({ created: 0, active: 0, oldestWaitingSeconds: null });
    expect(done.completed).toBe((before.queues.find((q) => q.name === done.name)?.completed ?? 0) + 1);
    // The earlier tests' drains ran the sweeps through the queue.
    expect(after.queues.find((q) => q.name === 'ticketing')!.completed).toBeGreaterThan(0);
    expect(after.failures).toEqual([]);
  });
});
