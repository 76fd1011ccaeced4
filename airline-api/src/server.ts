import Fastify, { type FastifyInstance } from 'fastify';
import { ResultCode, UpstreamHeader, UpstreamPath } from '@/lib/contract';
import { STOP_TIMEOUT_MS } from './jobs/boss';
import { startServerJobs } from './jobs/server-jobs';
import { createClock, type Clock } from './clock';
import { openDatabase, type DatabaseOption } from './db/client';
import { loadNetwork } from './db/load-network';
import { seedDatabase } from './db/seed';
import { seedDemoOrderChanges } from './db/seed/order-changes';
import { DEMO_ORDER_SET, seedDemoOrders } from './db/seed/orders';
import { localDate } from './domain/time-zone';
import { ORDER_TYPE_VIEWS } from './order-types';
import { mailFrom, readEnv, sandboxOn } from './env';
import { handleError } from './error-handler';
import { clientIp, sendError } from './http';
import { refuseNul } from './input-guard';
import { logOptions } from './log-redaction';
import { withMail } from './mail/gateway';
import { smtpMailer, type SmtpOptions } from './mail/smtp';
import { registerMetrics } from './metrics';
import { registerReadiness, type ReadinessCheck } from './readiness';
import { echoRequestId, requestIdOf } from './request-id';
import { RiskRecorder } from './risk/recorder';
import { injectFaults } from './sandbox/faults';
import { registerSandbox } from './sandbox/register';
import { sandboxStandIns } from './sandbox/stand-ins';
import { registerRoutes } from './routes/route-map';
import { NO_OUTSIDE_SYSTEMS, type Services } from './services';
import { CMS_CACHE_TAG, webRevalidator } from './cms-changes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared services (database, network, clock): tests read the network through it. */
    airline: Services;
  }
}

export type BuildOptions = {
  /** PostgreSQL URL, PGlite folder, or in-memory PGlite (the default, for tests). */
  database?: DatabaseOption;
  /** The sandbox: test controls and stand-ins for the payment, SMS/e-mail and OAuth providers; on by default. */
  sandbox?: boolean;
  /** With the sandbox: 127.0.0.1 and ::1 are not held to the unpaid-hold limits (test harnesses; decision 51). */
  unheldLoopback?: boolean;
  /** Bearer token of the admin routes; without one they answer 401. */
  opsToken?: string;
  clock?: Clock;
  logLevel?: string;
  /** Base URL of airline-api as browsers see it (QR login content). */
  publicUrl?: string;
  /** The storefront's public origin, for the links of the traveller's notices; http://localhost:3000 unless told. */
  siteUrl?: string;
  /** Hosts besides loopback browsers may be sent back to (payment returns, sandbox OAuth pages). */
  redirectHosts?: string[];
  /** The secret the web sends with a visitor's address; without it forwarded addresses are never believed. */
  visitorKey?: string;
  /** The web's revalidate routes and their shared secret (decision 60); unset: nothing is sent. */
  webRevalidate?: { urls: string[]; secret: string | undefined; fetch?: typeof fetch };
  /**
   * How often the job queue's workers poll and look for due work (expiry, ticketing, notices; decision 61); 0 turns
   * polling off: the jobs wait in the database for POST /sandbox/jobs/run (tests, deterministic).
   */
  workerIntervalMs?: number;
  /**
   * How many orders the demo member has (sandbox only; db/seed/orders.ts): none unless told, so tests make
   * their own; `npm start` asks for DEMO_ORDER_COUNT, by default the small set of every status.
   */
  demoOrders?: number;
  /**
   * Whether the demo member also gets an order in each state of changes and refunds (sandbox only;
   * db/seed/order-changes.ts): not unless told, so tests that count the small set see it alone; `npm start` asks
   * for them unless DEMO_ORDER_COUNT is 0.
   */
  demoOrderChanges?: boolean;
  /** E-mail by SMTP (SMTP_URL): with the sandbox the outbox still keeps a copy of each mail. */
  smtp?: SmtpOptions;
  /** Bearer token of GET /metrics for callers not on this machine (METRICS_TOKEN); loopback needs none. */
  metricsToken?: string;
  /** Checks GET /ready needs to pass besides the database's `select 1` (each within 1 s; decision 58). */
  readinessChecks?: ReadinessCheck[];
  /** True once SIGTERM came: /ready fails (`stopping`) and every answer closes its connection. */
  draining?: () => boolean;
};

/** Paths of the machines that watch airline-api, not of travellers: the risk record leaves them out. */
const UNRECORDED = new Set<string>([UpstreamPath.health, UpstreamPath.ready, UpstreamPath.metrics]);

export async function buildServer(opts: BuildOptions = {}): Promise<FastifyInstance> {
  const clock = opts.clock ?? createClock();
  const database = await openDatabase(opts.database ?? { memory: true });
  const sandbox = opts.sandbox ?? true;
  // Demo members (with a published password) exist only where the sandbox does.
  const seeded = await seedDatabase(database.db, localDate(clock.now(), 'Asia/Shanghai'), clock.now(), {
    demoMembers: sandbox,
  });
  const network = await loadNetwork(database.db);

  const app = Fastify({
    logger: logOptions(opts.logLevel ?? 'info'),
    // The web's request id when sane, so one id follows a request through both processes (decision 58).
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: 1_048_576,
  });
  const risk = new RiskRecorder(database.db, app.log);
  const smtp = opts.smtp ? smtpMailer(opts.smtp, app.log) : undefined;
  // onClose hooks run last-added first: this one after the workers have stopped, with no send in flight.
  if (smtp) app.addHook('onClose', async () => smtp.close());
  const services: Services = {
    db: database.db,
    network,
    clock,
    risk,
    opsToken: opts.opsToken,
    revalidateWeb: webRevalidator({ ...(opts.webRevalidate ?? { urls: [], secret: undefined }), log: app.log }),
    publicUrl: opts.publicUrl,
    siteOrigin: new URL(opts.siteUrl ?? 'http://localhost:3000').origin,
    redirectHosts: opts.redirectHosts ?? [],
    visitorKey: opts.visitorKey,
    sandbox,
    unheldLoopback: sandbox && (opts.unheldLoopback ?? false),
    orderTypes: ORDER_TYPE_VIEWS,
    // The sandbox stands in for the payment gateway, the SMS and e-mail gateway and ticketing failures.
    ...withMail(sandbox ? sandboxStandIns : NO_OUTSIDE_SYSTEMS, smtp?.delivery),
  };
  app.decorate('airline', services);
  // The demo member's orders, made through the booking functions, so the network must be loaded first.
  if (sandbox) {
    const made = await seedDemoOrders(services, opts.demoOrders ?? 0);
    const changes = opts.demoOrderChanges ? await seedDemoOrderChanges(services) : 0;
    if (made + changes > 0) app.log.info({ made, changes }, 'seeded the demo member’s orders');
  }
  app.addHook('onRequest', echoRequestId);
  // Armed faults answer before any route (sandbox test control).
  if (sandbox) app.addHook('onRequest', injectFaults);
  app.addHook('preValidation', refuseNul);

  app.addHook('onResponse', async (req) => {
    const path = req.routeOptions.url ?? req.url.split('?')[0] ?? req.url;
    if (UNRECORDED.has(path)) return;
    const header = req.headers[UpstreamHeader.antiFraud];
    risk.record({
      header: Array.isArray(header) ? header[0] : header,
      receivedAt: new Date(clock.now()),
      requestId: req.id,
      method: req.method,
      path,
      ip: clientIp(req),
    });
  });

  app.setErrorHandler(handleError);
  app.setNotFoundHandler((req, reply) => sendError(req, reply, ResultCode.NOT_FOUND));

  registerMetrics(app, { sql: database.sql, token: opts.metricsToken });
  const draining = opts.draining;
  if (draining) app.addHook('onSend', async (_req, reply) => void (draining() && reply.header('connection', 'close')));
  const stopping = async () => !draining?.();
  registerReadiness(app, database.db, [...(opts.readinessChecks ?? []), ...(draining ? [stopping] : [])]);
  // Content this start added (new seed items) is news to web instances that kept the old lists.
  if (seeded.cmsAdded > 0) void services.revalidateWeb?.([CMS_CACHE_TAG]);
  // After the demo orders are made: the workers would otherwise race the seed for their ticketing.
  const jobs = await startServerJobs(app, services, database.sql, opts.workerIntervalMs ?? 1_000);
  registerRoutes(app, services);
  if (sandbox) await registerSandbox(app, services, jobs);

  // Fastify has stopped taking requests and finished the ones in flight; running jobs finish before the database closes.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await risk.close();
    await database.close();
  });
  return app;
}

async function main(): Promise<void> {
  const started = Date.now();
  const env = readEnv();
  const sandbox = sandboxOn(env);
  // SIGTERM drains (decision 62): for DRAIN_MS (set by the cluster) /ready fails and every answer closes its
  // connection while the balancer takes this instance out; then requests in flight and running jobs finish.
  let draining = false;
  const app = await buildServer({
    draining: () => draining,
    database: env.DATABASE_URL ? { url: env.DATABASE_URL } : { dir: env.PGLITE_DIR },
    sandbox,
    opsToken: env.OPS_TOKEN,
    logLevel: env.LOG_LEVEL,
    publicUrl: env.AIRLINE_API_PUBLIC_URL,
    siteUrl: env.PUBLIC_SITE_URL,
    redirectHosts: env.AIRLINE_API_REDIRECT_HOSTS,
    visitorKey: env.VISITOR_FORWARD_SECRET,
    webRevalidate: { urls: env.WEB_REVALIDATE_URLS, secret: env.REVALIDATE_SECRET },
    unheldLoopback: env.AIRLINE_UNHELD_LOOPBACK ?? false,
    demoOrders: env.DEMO_ORDER_COUNT ?? DEMO_ORDER_SET.length,
    demoOrderChanges: (env.DEMO_ORDER_COUNT ?? DEMO_ORDER_SET.length) > 0,
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: mailFrom(env) } : undefined,
    metricsToken: env.METRICS_TOKEN,
  });
  await app.listen({ port: env.AIRLINE_API_PORT, host: env.AIRLINE_API_HOST });
  app.log.info(
    {
      ms: Date.now() - started,
      database: env.DATABASE_URL ? 'postgres' : env.PGLITE_DIR,
      sandbox,
    },
    'airline-api ready',
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      app.log.info({ signal }, 'airline-api stopping');
      draining = true;
      await new Promise((resolve) => setTimeout(resolve, env.DRAIN_MS ?? 0));
      // Requests in flight, then running jobs (STOP_TIMEOUT_MS), then the database; a close that hangs past that
      // must not keep the process: a job cut short is retried by pg-boss on another instance (decision 61).
      setTimeout(() => process.exit(1), STOP_TIMEOUT_MS + 10_000).unref();
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

if (/airline-api[\\/]src[\\/]server\.ts$/.test(process.argv[1] ?? '')) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
