import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ResultCode, UpstreamPath } from '@/lib/contract';
import type { Db } from './db/client';

/**
 * A check readiness waits for besides the database (Redis, when it comes): it passes when it resolves to anything
 * but false within the time allowed. Its function name names it in a failure.
 */
export type ReadinessCheck = () => Promise<unknown>;

export const READY_TIMEOUT_MS = 1000;

/** Resolves to whether `check` passed within `ms`; a throw, a false or a late answer is a failure. */
async function passes(check: ReadinessCheck, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    const result = await Promise.race([check().then((value) => value !== false), late]);
    return result;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The names of the checks that failed: `database` (select 1) first, then each extra check's. */
export async function failedChecks(db: Db, checks: readonly ReadinessCheck[], ms = READY_TIMEOUT_MS) {
  const all: [string, ReadinessCheck][] = [
    ['database', () => db.execute(sql`select 1`)],
    ...checks.map((check, i): [string, ReadinessCheck] => [check.name || `check ${i + 1}`, check]),
  ];
  const results = await Promise.all(all.map(([, check]) => passes(check, ms)));
  return all.filter((_, i) => !results[i]).map(([name]) => name);
}

/**
 * GET /ready: 200 when airline-api can serve (its database answers within 1 s, and every extra check passes), else
 * 503 naming what failed, so a load balancer sends it no traffic. /health stays the liveness answer (decision 58).
 */
export function registerReadiness(app: FastifyInstance, db: Db, checks: readonly ReadinessCheck[] = []): void {
  app.get(UpstreamPath.ready, async (_req, reply) => {
    const failed = await failedChecks(db, checks);
    reply.header('cache-control', 'no-store');
    if (failed.length === 0) return reply.send({ code: ResultCode.OK, msg: 'ok', data: { status: 'ready' } });
    return reply.code(503).send({ code: ResultCode.INTERNAL, msg: 'not ready', data: { status: 'not ready', failed } });
  });
}
