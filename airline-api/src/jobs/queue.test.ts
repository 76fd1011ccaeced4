// @postgres (decision 57): npm test runs it on PostgreSQL too, for the durable queue (pg-boss on PostgreSQL).
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase, type Database } from '../db/client';
import type { Services } from '../services';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, memoryDatabase } from '../../test/test-server';
import { startJobs, type Jobs } from './boss';
import type { JobQueue } from './queues';
import { errorSummary } from './report';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

const quiet = { error: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
const services = {} as Services;
const queue = (name: string, run: JobQueue['run'], retryLimit = 2): JobQueue => ({
  name,
  run,
  policy: 'standard',
  retryLimit,
  expireInSeconds: 60,
});
const stateOf = async (database: Database, id: string) =>
  (
    (await database.sql('SELECT state::text AS state, retry_count FROM pgboss.job WHERE id = $1', [id])).rows as {
      state: string;
      retry_count: number;
    }[]
  )[0];

let database: Database;
let pglite: ReturnType<typeof memoryDatabase>;
beforeAll(async () => {
  pglite = memoryDatabase();
  database = await openDatabase({ pglite });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await database.close();
  await pglite.close();
});

describe('retries (drained by hand, polling off)', () => {
  let jobs: Jobs;
  let flakyCalls = 0;
  const queues = [
    queue('test-flaky', async () => {
      flakyCalls += 1;
      if (flakyCalls === 1) throw new Error('the gateway timed out');
      return { done: true };
    }),
    queue(
      'test-broken',
      async () => {
        throw new Error('no route for 13812345678 <someone@example.com>: Key (ticket_no)=(9021234567890) exists');
      },
      1,
    ),
  ];
  beforeAll(async () => {
    jobs = await startJobs(services, database.sql, quiet, { poll: false, intervalMs: 0 }, queues);
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => jobs.stop());

  it('a job that throws is retried, then completes, with its output kept', async () => {
    const id = await jobs.send('test-flaky');
    expect(await jobs.drain('test-flaky')).toEqual({ ran: 1, failed: 1, last: { done: true } });
    expect(flakyCalls).toBe(2);
    expect(await stateOf(database, id)).toEqual({ state: 'completed', retry_count: 1 });
    expect(await jobs.job('test-flaky', id)).toEqual({ state: 'completed', output: { done: true } });
  });

  it('a job that keeps throwing stays failed once its retries run out, and the report shows it without PII', async () => {
    const id = await jobs.send('test-broken');
    expect(await jobs.drain('test-broken')).toMatchObject({ ran: 0, failed: 2 });
    expect(await stateOf(database, id)).toEqual({ state: 'failed', retry_count: 1 });
    // Nothing is left to run.
    expect(await jobs.drain()).toMatchObject({ ran: 0, failed: 0 });
    const report = await jobs.report();
    expect(report.queues.find((q) => q.name === 'test-broken')).toMatchObject({ failed: 1, created: 0, retry: 0 });
    expect(report.queues.find((q) => q.name === 'test-flaky')).toMatchObject({ completed: 1, failed: 0 });
    const [failure] = report.failures;
    expect(failure).toMatchObject({ queue: 'test-broken', id, retries: 1 });
    expect(failure!.error).toBe('no route for … … Key (ticket_no)=(…) exists');
  });

  it('a waiting job shows its age', async () => {
    await jobs.send('test-flaky');
    const waiting = (await jobs.report()).queues.find((q) => q.name === 'test-flaky');
    expect(waiting).toMatchObject({ created: 1 });
    expect(waiting!.oldestWaitingSeconds).toBeGreaterThanOrEqual(0);
    await jobs.drain('test-flaky');
  });
});

describe('graceful stop (polling on)', () => {
  it('stop() waits for the job in flight, which completes', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = queue('test-slow', async () => {
      started();
      await gate;
      return { finished: true };
    });
    const jobs = await startJobs(services, database.sql, quiet, { poll: true, intervalMs: 500 }, [slow]);
    const id = await jobs.send('test-slow');
    await running;
    let stopped = false;
    const stopping = jobs.stop().then(() => {
      stopped = true;
    });
    // pg-boss looks every 500 ms whether its jobs are done: two looks later it is still waiting.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await stateOf(database, id)).toEqual({ state: 'completed', retry_count: 0 });
  });
});

describe('errorSummary', () => {
  it('keeps the first line, masks addresses and long numbers, and stays short', () => {
    expect(errorSummary('bad 110101199001011234\nstack')).toBe('bad …');
    expect(errorSummary('x'.repeat(400))).toHaveLength(160);
  });
});
