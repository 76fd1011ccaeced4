import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import client from 'prom-client';
import { UpstreamPath } from '@/lib/contract';
import type { SqlExecutor } from './db/client';
import { CHECK_QUEUE } from './low-price-reminders/queue';

/**
 * GET /metrics in Prometheus text (decision 58): requests and their latency by route pattern (the route's URL as
 * registered, never the raw path, so ids cannot make new series) and status class; the answers that failed on our
 * side (5xx, what the web sees as an unavailable airline); the job queues' depth and failures, counted on scrape; and
 * the process's own metrics. Served to loopback callers or with `Authorization: Bearer $METRICS_TOKEN`.
 */
export type MetricsOptions = { sql: SqlExecutor; token?: string; defaults?: boolean };

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;
const digest = (value: string) => createHash('sha256').update(value).digest();
const bare = (address: string) => (address.startsWith('::ffff:') ? address.slice(7) : address);

/** A loopback socket (the scraper on this machine), or the bearer token when one is configured. */
export function metricsAllowed(req: FastifyRequest, token: string | undefined): boolean {
  const socket = bare(req.socket.remoteAddress ?? '');
  if (socket === '::1' || socket.startsWith('127.')) return true;
  const header = req.headers.authorization ?? '';
  if (!token || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice(7)), digest(token));
}

/** Rows of a `select <label>, count(*)` as label → count; none when the table is not there (no queue started). */
async function countsBy(sql: SqlExecutor, text: string, values: unknown[] = []): Promise<[string, number][]> {
  try {
    const { rows } = await sql(text, values);
    return (rows as { label: string; n: string | number }[]).map((row) => [row.label, Number(row.n)]);
  } catch {
    return [];
  }
}

function jobGauges(register: client.Registry, sql: SqlExecutor): void {
  new client.Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs of the background queues by queue and state (pg-boss reminder checks, ticketing jobs)',
    labelNames: ['queue', 'state'],
    registers: [register],
    async collect() {
      this.reset();
      const [reminders, ticketing] = await Promise.all([
        countsBy(sql, 'select state as label, count(*) as n from pgboss.job where name = $1 group by state', [
          CHECK_QUEUE,
        ]),
        countsBy(sql, 'select status as label, count(*) as n from ticketing_job group by status'),
      ]);
      for (const [state, n] of reminders) this.set({ queue: CHECK_QUEUE, state }, n);
      for (const [state, n] of ticketing) this.set({ queue: 'ticketing', state: state.toLowerCase() }, n);
    },
  });
  new client.Gauge({
    name: 'ticketing_jobs_failing',
    help: 'Ticketing jobs not done whose last attempt failed',
    registers: [register],
    async collect() {
      const [row] = await countsBy(
        sql,
        "select 'failing' as label, count(*) as n from ticketing_job where status <> 'DONE' and last_error is not null",
      );
      this.set(row?.[1] ?? 0);
    },
  });
}

export function registerMetrics(app: FastifyInstance, opts: MetricsOptions): client.Registry {
  const register = new client.Registry();
  if (opts.defaults ?? true) client.collectDefaultMetrics({ register });
  const labelNames = ['route', 'method', 'status_class'] as const;
  const requests = new client.Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern, method and status class',
    labelNames,
    registers: [register],
  });
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status class',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  const serverErrors = new client.Counter({
    name: 'http_server_errors_total',
    help: 'Answers of 5xx by route pattern: failures the web sees as an unavailable airline',
    labelNames: ['route'],
    registers: [register],
  });
  jobGauges(register, opts.sql);

  app.addHook('onResponse', async (req: FastifyRequest, reply: FastifyReply) => {
    // A path no route matched is one label, whatever was asked.
    const route = req.routeOptions.url ?? 'unmatched';
    const labels = { route, method: req.method, status_class: statusClass(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) serverErrors.inc({ route });
  });

  app.get(UpstreamPath.metrics, async (req, reply) => {
    if (!metricsAllowed(req, opts.token)) return reply.code(403).type('text/plain').send('Forbidden');
    return reply
      .header('cache-control', 'no-store')
      .type(register.contentType)
      .send(await register.metrics());
  });
  return register;
}
