import type { SqlExecutor } from '../db/client';
import type { JobQueue } from './queues';

/** The states `npm run ops -- jobs` counts, as pg-boss names them. */
export const COUNTED_STATES = ['created', 'retry', 'active', 'failed', 'completed'] as const;
type Counted = (typeof COUNTED_STATES)[number];

export type QueueReport = { name: string; oldestWaitingSeconds: number | null } & Record<Counted, number>;
export type FailureReport = { queue: string; id: string; failedAt: string; retries: number; error: string };
/**
 * Counts are of pg-boss's job table: completed and failed jobs move to its archive after 12 hours (pg-boss's
 * default), so they are the last half day's. The failures are read from both.
 */
export type JobsReport = { queues: QueueReport[]; failures: FailureReport[] };

/** How many of the last failures the report lists. */
const FAILURES = 5;

/**
 * An error as the report shows it: its first line, at most 160 characters, with what could be a person's data
 * masked (addresses, long numbers such as phones, ticket and document numbers, a constraint's key values).
 */
export function errorSummary(message: string): string {
  const line = (message.split('\n')[0] ?? '').trim();
  return line
    .replace(/\S+@\S+/g, '…')
    .replace(/\d{5,}/g, '…')
    .replace(/=\(.*?\)/g, '=(…)')
    .slice(0, 160);
}

type CountRow = { name: string; state: string; n: number; oldest: number | null };
type FailureRow = { name: string; id: string; failed_at: Date | string; retry_count: number; message: string | null };

/** Reads the report in two queries; ages are measured by the database's clock, as pg-boss's times are. */
export async function jobsReport(sql: SqlExecutor, queues: readonly JobQueue[]): Promise<JobsReport> {
  const names = queues.map((q) => q.name);
  const counts = (
    await sql(
      `SELECT name, state::text AS state, count(*)::int AS n,
              floor(extract(epoch FROM now() - min(created_on)))::int AS oldest
         FROM pgboss.job WHERE name = ANY($1::text[]) GROUP BY name, state`,
      [names],
    )
  ).rows as CountRow[];
  const failures = (
    await sql(
      `SELECT name, id::text AS id, completed_on AS failed_at, retry_count,
              COALESCE(output->>'message', output->>'value') AS message
         FROM (SELECT name, id, completed_on, retry_count, output, state FROM pgboss.job
               UNION ALL SELECT name, id, completed_on, retry_count, output, state FROM pgboss.archive) j
        WHERE state = 'failed' AND name = ANY($1::text[])
        ORDER BY completed_on DESC NULLS LAST LIMIT ${FAILURES}`,
      [names],
    )
  ).rows as FailureRow[];
  return {
    queues: names.map((name) => {
      const mine = counts.filter((c) => c.name === name);
      const count = (state: Counted) => mine.find((c) => c.state === state)?.n ?? 0;
      const waiting = mine.filter((c) => c.state === 'created' || c.state === 'retry').map((c) => c.oldest ?? 0);
      return {
        name,
        created: count('created'),
        retry: count('retry'),
        active: count('active'),
        failed: count('failed'),
        completed: count('completed'),
        oldestWaitingSeconds: waiting.length ? Math.max(0, ...waiting) : null,
      };
    }),
    failures: failures.map((f) => ({
      queue: f.name,
      id: f.id,
      failedAt: new Date(f.failed_at).toISOString(),
      retries: f.retry_count,
      error: errorSummary(f.message ?? ''),
    })),
  };
}
