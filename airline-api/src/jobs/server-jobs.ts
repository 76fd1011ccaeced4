import type { FastifyInstance } from 'fastify';
import type { SqlExecutor } from '../db/client';
import { reminderJobs } from '../low-price-reminders/queue';
import type { Services } from '../services';
import { startJobs, type Jobs } from './boss';
import { registerJobsOps } from './ops-route';

/**
 * The job queue as buildServer wires it: started on the server's database connection, polling every `intervalMs`
 * (0: not at all), decorated on the app (`jobs`, `reminderJobs`) and with its ops route. The caller stops it.
 */
export async function startServerJobs(
  app: FastifyInstance,
  s: Services,
  sql: SqlExecutor,
  intervalMs: number,
): Promise<Jobs> {
  const jobs = await startJobs(s, sql, app.log, { poll: intervalMs > 0, intervalMs });
  app.decorate('jobs', jobs);
  app.decorate('reminderJobs', reminderJobs(jobs));
  registerJobsOps(app, s, jobs);
  return jobs;
}
