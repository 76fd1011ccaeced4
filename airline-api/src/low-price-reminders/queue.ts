import type { ReminderCheckResult } from '@/lib/contract';
import type { Jobs } from '../jobs/boss';
import { REMINDER_CHECK_QUEUE } from '../jobs/queues';

/** The queue of reminder checks: one queue of airline-api's job queue (jobs/, decision 61). */
export const CHECK_QUEUE = REMINDER_CHECK_QUEUE;

/** The reminder check's jobs as the sandbox and the tests use them. */
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
};

const EMPTY: ReminderCheckResult = { checked: 0, sent: 0, held: 0, rearmed: 0 };
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function reminderJobs(jobs: Jobs): ReminderJobs {
  const drain = async () => {
    const { ran, last } = await jobs.drain(CHECK_QUEUE);
    return ran ? ((last as ReminderCheckResult | null) ?? EMPTY) : null;
  };
  return {
    enqueue: () => jobs.send(CHECK_QUEUE),
    drain,
    runNow: async () => {
      const id = await jobs.send(CHECK_QUEUE);
      for (let waited = 0; waited < 30_000; waited += 200) {
        await drain();
        const job = await jobs.job(CHECK_QUEUE, id);
        if (job?.state === 'completed') return (job.output as ReminderCheckResult | null) ?? EMPTY;
        if (job?.state === 'failed') throw new Error('the reminder check failed');
        await delay(200);
      }
      throw new Error('the reminder check did not finish');
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The reminder checks' jobs (tests drain them by hand). */
    reminderJobs: ReminderJobs;
  }
}
