import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { SqlExecutor } from '../db/client';
import type { Services } from '../services';
import { JOB_QUEUES, type JobQueue } from './queues';
import { jobsReport, type JobsReport } from './report';

export type JobsMode = {
  /**
   * Work the queues on their own: a worker per queue polling, the cron schedules, and a look for due sweeps every
   * `intervalMs` (`npm start`, e2e). Without it jobs wait in the database until drained (tests, by hand).
   */
  poll: boolean;
  intervalMs: number;
};

/** What one drain did: jobs run, jobs that failed (each retried at once until its retries ran out). */
export type DrainResult = { ran: number; failed: number; last: object | null };

/** The one durable job queue of airline-api (decision 61), as the server holds it. */
export type Jobs = {
  /** Queues a job (a row of the database: it survives a restart until a worker takes it); its id. */
  send: (name: string, data?: object) => Promise<string>;
  /** Runs every due job now, sweeps included; `only` limits it to one queue. POST /sandbox/jobs/run. */
  drain: (only?: string) => Promise<DrainResult>;
  /** A job's state and output (null once archived and gone). */
  job: (name: string, id: string) => Promise<{ state: string; output: unknown } | null>;
  /** Per-queue counts and the last failures, for `npm run ops -- jobs`. */
  report: () => Promise<JobsReport>;
  /** Stops polling and waits for running jobs (up to `timeoutMs`, then pg-boss leaves them to retry); the database stays open. */
  stop: (timeoutMs?: number) => Promise<void>;
};

/** How long stop() waits for a running job before leaving it to pg-boss's retry. */
export const STOP_TIMEOUT_MS = 20_000;
/** How long a drain waits for a sweep another worker is running before leaving it to that worker. */
const DRAIN_WAIT_MS = 30_000;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts pg-boss on the connection airline-api already has (PGlite's one connection, or the node-postgres pool),
 * creates its schema on first start and every queue with its retry policy. Workers take jobs with
 * FOR UPDATE SKIP LOCKED, so with several instances on one PostgreSQL no job runs twice at once.
 */
export async function startJobs(
  s: Services,
  sql: SqlExecutor,
  log: FastifyBaseLogger,
  mode: JobsMode,
  queues: readonly JobQueue[] = JOB_QUEUES,
): Promise<Jobs> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => sql(text, values) as Promise<{ rows: unknown[] }> },
    schedule: mode.poll,
    supervise: mode.poll,
    migrate: true,
  });
  boss.on('error', (err: unknown) => log.error({ err }, 'job queue error'));
  await boss.start();
  const known = new Set((await boss.getQueues()).map((q) => q.name));
  for (const q of queues) {
    const options = {
      policy: q.policy,
      retryLimit: q.retryLimit,
      retryDelay: 2,
      retryBackoff: true,
      expireInSeconds: q.expireInSeconds,
    };
    if (known.has(q.name)) await boss.updateQueue(q.name, { name: q.name, ...options });
    else await boss.createQueue(q.name, { name: q.name, ...options });
  }

  const run = async (q: JobQueue, data: object): Promise<object | null> => {
    try {
      return await q.run(s, data);
    } catch (err) {
      log.error({ err, queue: q.name }, 'job failed');
      throw err;
    }
  };

  // Drains running now (POST /sandbox/jobs/run): stop() waits for them as for the workers' jobs.
  const draining = new Set<Promise<unknown>>();
  const drainQueue = async (q: JobQueue, result: DrainResult): Promise<void> => {
    // A sweep looks for due work itself; a job of its own makes sure one runs now.
    if (q.due) await boss.send(q.name, {});
    const started = Date.now();
    for (;;) {
      // Retries are taken at once (ignoring their backoff): a drain means "now".
      const [job] = await boss.fetch<object>(q.name, { batchSize: 1, ignoreStartAfter: true });
      if (!job) {
        // A sweep another worker holds: wait for it, so a drain answers once the due work is done.
        const busy = await sql(`SELECT 1 FROM pgboss.job WHERE name = $1 AND state IN ('created','retry','active')`, [
          q.name,
        ]);
        if (!busy.rows.length || Date.now() - started > DRAIN_WAIT_MS) return;
        await delay(100);
        continue;
      }
      try {
        result.last = await run(q, job.data);
        await boss.complete(q.name, job.id, result.last ?? undefined);
        result.ran += 1;
      } catch (err) {
        await boss.fail(q.name, job.id, err instanceof Error ? err : { message: String(err) });
        result.failed += 1;
      }
    }
  };
  const drain = (only?: string): Promise<DrainResult> => {
    const work = (async () => {
      const result: DrainResult = { ran: 0, failed: 0, last: null };
      for (const q of queues) if (!only || q.name === only) await drainQueue(q, result);
      return result;
    })();
    draining.add(work);
    return work.finally(() => draining.delete(work));
  };

  let stopLooking = () => {};
  if (mode.poll) {
    const pollingIntervalSeconds = Math.max(0.5, mode.intervalMs / 1000);
    for (const q of queues) {
      if (q.cron) await boss.schedule(q.name, q.cron, {});
      await boss.work<object>(q.name, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) =>
        job ? run(q, job.data) : null,
      );
    }
    stopLooking = lookForDueSweeps(s, boss, log, queues, mode.intervalMs);
  } else {
    // A database first worked with polling keeps its schedule rows: without polling nothing acts on them.
    for (const q of queues) if (q.cron) await boss.unschedule(q.name).catch(() => undefined);
  }

  return {
    send: async (name, data = {}) => {
      const id = await boss.send(name, data);
      if (!id) throw new Error(`a job of ${name} was not queued`);
      return id;
    },
    drain,
    job: async (name, id) => {
      const job = await boss.getJobById<object>(name, id);
      return job ? { state: job.state, output: job.output } : null;
    },
    report: () => jobsReport(sql, queues),
    stop: async (timeoutMs = STOP_TIMEOUT_MS) => {
      await stopLooking();
      await Promise.allSettled([...draining]);
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    },
  };
}

/**
 * While polling: every `intervalMs`, a job for each sweep that has due work. The queue's 'short' policy keeps one
 * waiting at most, and nothing is queued while idle, so the job tables hold only work that was done.
 */
function lookForDueSweeps(
  s: Services,
  boss: PgBoss,
  log: FastifyBaseLogger,
  queues: readonly JobQueue[],
  intervalMs: number,
): () => Promise<void> {
  let looking: Promise<void> | null = null;
  let stopped = false;
  const look = async () => {
    for (const q of queues) if (q.due && !stopped && (await q.due(s))) await boss.send(q.name, {});
  };
  const timer = setInterval(() => {
    if (looking || stopped) return;
    looking = look()
      .catch((err: unknown) => log.error({ err }, 'looking for due jobs failed'))
      .finally(() => {
        looking = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    if (looking) await looking;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** airline-api's job queue (tests drain it by hand). */
    jobs: Jobs;
  }
}
