import type { FastifyBaseLogger } from 'fastify';
import { dispatchDueNotices } from '../notices/queue';
import type { Services } from '../services';
import { expireDue } from './lifecycle';
import { runOneTicketingJob } from './ticketing';

/** One pass: expire unpaid orders past their deadline, run every due ticketing job, then send the due notices. */
export async function runJobsOnce(s: Services): Promise<void> {
  await expireDue(s);
  while (await runOneTicketingJob(s)) {
    // keep going until no job is due
  }
  // The traveller's notices (decision 47): urgent ones at once, the others once the night's quiet hours end.
  while ((await dispatchDueNotices(s)) > 0) {
    // a pass sends at most 100
  }
}

/**
 * The in-process worker loop: the queue lives in the database, so a restart picks up pending jobs
 * (and jobs a dead worker held, after their lock runs out).
 */
export function startWorkers(s: Services, log: FastifyBaseLogger, intervalMs: number): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = runJobsOnce(s)
      .catch((err: unknown) => log.error({ err }, 'booking jobs failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    if (running) await running;
  };
}
