// The web process's /metrics in Prometheus text (prom-client, decision 58): requests by route pattern, method and
// status class with their latency; the upstream calls that failed and the BFF calls the limiter refused, counted by
// lib/web-counters.ts (Next's bundle, the same process: a shared object on globalThis); the page cache's hits and
// misses (scripts/lib/page-cache.mjs); and the process's own (memory, event loop lag, handles).
import client from 'prom-client';
import { SITE_METHODS } from './methods.mjs';

const COUNTERS_KEY = Symbol.for('skylark.web-counters');
const counters = () => globalThis[COUNTERS_KEY] ?? { upstreamFailures: {}, limiterRefusals: 0 };
const statusClass = (status) => `${Math.floor(status / 100)}xx`;

/** A registry of the web's metrics and the functions that feed it; `labelOf` maps a URL to its route label. */
export function createWebMetrics({ labelOf, register = new client.Registry(), defaults = true }) {
  if (defaults) client.collectDefaultMetrics({ register });
  const labelNames = ['route', 'method', 'status_class'];
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
  new client.Counter({
    name: 'upstream_failures_total',
    help: 'airline-api calls that got no usable answer (timeout, unavailable, off the contract), by result code',
    labelNames: ['code'],
    registers: [register],
    collect() {
      this.reset();
      for (const [code, count] of Object.entries(counters().upstreamFailures)) this.inc({ code }, count);
    },
  });
  new client.Counter({
    name: 'rate_limit_refusals_total',
    help: 'BFF calls the rate limiter refused',
    registers: [register],
    collect() {
      this.reset();
      this.inc(counters().limiterRefusals);
    },
  });
  const pageCache = new client.Counter({
    name: 'page_cache_requests_total',
    help: 'Page requests the page cache could answer (hit) or had to send to Next (miss); hits / all is the hit ratio',
    labelNames: ['result'],
    registers: [register],
  });

  return {
    register,
    /** Counts the request once its answer is finished (or the connection closed). */
    observe(req, res) {
      const started = process.hrtime.bigint();
      const route = labelOf(req.url);
      const method = SITE_METHODS.includes(req.method) ? req.method : 'other';
      res.once('close', () => {
        const labels = { route, method, status_class: statusClass(res.statusCode) };
        requests.inc(labels);
        duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      });
    },
    pageCacheHit: () => pageCache.inc({ result: 'hit' }),
    pageCacheMiss: () => pageCache.inc({ result: 'miss' }),
    /** Answers GET /metrics. */
    async serve(res) {
      const body = await register.metrics();
      res.writeHead(200, { 'content-type': register.contentType, 'cache-control': 'no-store' }).end(body);
    },
  };
}
