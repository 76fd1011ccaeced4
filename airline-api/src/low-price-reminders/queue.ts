import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { ReminderCheckResult } from '@/lib/contract';
import type { SqlExecutor } from '../db/client';
import type { Services } from '../services';
import { runReminderCheck } from './check';

/** The queue of reminder checks (pg-boss, in its own `pgboss` schema of airline-api's database). */
export const CHECK_QUEUE = 'low-price-reminder-check';
/** Decision 27: a check every 5 minutes (UTC cron; the check itself reads airline-api's clock). */
export const CHECK_CRON = '*/5 * * * *';

export type ReminderJobsMode = {
  /**
   * Work the queue on its own: the 5-minute schedule and a worker polling every few seconds (`npm start`, e2e).
   * Without it the queue exists and keeps its jobs, but they run only when drained (tests, by hand).
   */
  poll: boolean;
};

/** The durable reminder job as the server holds it. */
export type ReminderJobs = {
  /** Queues a check (a row of the database: it survives a restart until a worker takes it); its job id. */
  enqueue: () => Promise<string>;
  /** Takes every queued check and runs it now; the counts of the last (none queued: null). */
  drain: () => Promise<ReminderCheckResult | null>;
  /**
   * Queues a check and waits for it: drained here, or, when the polling worker took it first, read back from the
   * queue once that worker finished it. The sandbox control POST /sandbox/reminders/run.
   */
  runNow: () => Promise<ReminderCheckResult>;
  /** Stops the schedule and the worker, waits for a running check; the database stays open. */
  stop: () => Promise<void>;
};

const EMPTY: ReminderCheckResult = { checked: 0, sent: 0, held: 0, rearmed: 0 };
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts pg-boss on the connection airline-api already has (its `db` adapter: PGlite's one connection, or the
 * node-postgres pool), creates its schema on first start, and the check queue. A check that throws is retried by
 * pg-boss (twice) and logged.
 */
export async function startReminderJobs(
  s: Services,
  sql: SqlExecutor,
  log: FastifyBaseLogger,
  mode: ReminderJobsMode,
): Promise<ReminderJobs> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => sql(text, values) as Promise<{ rows: unknown[] }> },
    schedule: mode.poll,
    supervise: mode.poll,
    migrate: true,
  });
  boss.on('error', (err: unknown) => log.error({ err }, 'reminder queue error'));
  await boss.start();
  await boss.createQueue(CHECK_QUEUE, { name: CHECK_QUEUE, policy: 'standard', retryLimit: 2, expireInSeconds: 600 });

  const check = async (): Promise<ReminderCheckResult> => {
    const result = await runReminderCheck(s);
    if (result.sent || result.held || result.rearmed) log.info(result, 'low-price reminders checked');
    return result;
  };

  if (mode.poll) {
    await boss.schedule(CHECK_QUEUE, CHECK_CRON, {});
    await boss.work(CHECK_QUEUE, { pollingIntervalSeconds: 2, batchSize: 1 }, async () => check());
  } else {
    // A database first worked with polling keeps its schedule row: without polling nothing acts on it.
    await boss.unschedule(CHECK_QUEUE).catch(() => undefined);
  }

  const drain = async (): Promise<ReminderCheckResult | null> => {
    let last: ReminderCheckResult | null = null;
    for (;;) {
      const jobs = await boss.fetch<object>(CHECK_QUEUE, { batchSize: 10 });
      if (jobs.length === 0) return last;
      // One check answers every job queued before it.
      try {
        last = await check();
      } catch (err) {
        for (const job of jobs) await boss.fail(CHECK_QUEUE, job.id, { message: String(err) });
        throw err;
      }
      for (const job of jobs) await boss.complete(CHECK_QUEUE, job.id, last);
    }
  };

  return {
    enqueue: async () => {
      const id = await boss.send(CHECK_QUEUE, {});
      if (!id) throw new Error('the reminder check was not queued');
      return id;
    },
    drain,
    runNow: async () => {
      const id = await boss.send(CHECK_QUEUE, {});
      if (!id) throw new Error('the reminder check was not queued');
      for (let waited = 0; waited < 30_000; waited += 200) {
        // Drained on every turn: a job just sent may not be fetchable on the first (pg-boss reads its start time
        // from the database's clock), and without a polling worker nothing else would take it.
        await drain();
        const job = await boss.getJobById<object>(CHECK_QUEUE, id);
        if (job?.state === 'completed') return (job.output as ReminderCheckResult | null) ?? EMPTY;
        if (job?.state === 'failed') throw new Error('the reminder check failed');
        await delay(200);
      }
      throw new Error('the reminder check did not finish');
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The reminder checks' queue when buildServer was asked for it (tests drain it by hand). */
    reminderJobs: ReminderJobs | null;
  }
}
