#!/usr/bin/env node
// The web process: Next behind a few lines of plain node:http, so that the visitor's address is decided
// here, from the socket (or from the trusted proxies' entries, TRUST_PROXY=N), and written over
// X-Forwarded-For before Next reads it. `next start` alone keeps a client-sent X-Forwarded-For, which would
// let any visitor pick the address every limit counts (docs/decisions/0012). It also makes each page's
// script-src exact: the hashes of that document's inline scripts instead of 'unsafe-inline' (0011); gives a
// first page view its device id (0038); serves pages it kept for seconds without Next (0035, 0036); and sends
// the BFF's JSON answers in one write (0037). A method the site never serves (TRACE...) is a 405 here, a target
// over 4 kB a 414 (lib/request-target.mjs). Each request gets its id here, and the process answers /metrics,
// /healthz and /readyz itself (0058).
//   node scripts/web-server.mjs [--dev] [-p PORT]     (PORT and WEB_HOST from the environment otherwise)
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { serveHealth } from './lib/health.mjs';
import { createWebMetrics } from './lib/metrics.mjs';
import { metricsAllowed, metricsToken } from './lib/metrics-access.mjs';
import { withRequestId, withoutRequestHeaders } from './lib/request-id.mjs';
import { appRoutePatterns, routeLabeller } from './lib/route-label.mjs';
import { cachedPageTtl, createPageCache, pageCacheTtl } from './lib/page-cache.mjs';
import { giveDeviceId, isFirstVisit } from './lib/first-visit.mjs';
import { refuseUnknownMethod } from './lib/methods.mjs';
import { refuseBadTarget } from './lib/request-target.mjs';
import { jsonInOneWrite } from './lib/one-write.mjs';
import { exactScriptPolicy } from './lib/script-hashes.mjs';
import { trustedHops, visitorAddress } from './lib/visitor-address.mjs';

const args = process.argv.slice(2);
const dev = args.includes('--dev');
const portArg = args.indexOf('-p');
const port = Number(portArg >= 0 ? args[portArg + 1] : (process.env.PORT ?? 3000));
// Not HOSTNAME: shells and containers set that to the machine's name. Unset listens on every interface,
// as `next start` does.
const hostname = process.env.WEB_HOST || undefined;

const app = next({ dev, port, hostname: hostname ?? 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();
// Read once Next has loaded the .env files (README: settings may live there).
const hops = trustedHops(process.env.TRUST_PROXY);
// Finished documents kept for seconds: anonymous results pages (decision 35) and pages Next serves from its cache
// (decision 36); not under `next dev`, whose pages change as code does.
const pageCache = createPageCache({
  resultsTtlMs: dev ? 0 : pageCacheTtl(process.env),
  cachedTtlMs: dev ? 0 : cachedPageTtl(process.env),
});
const apiUrl = process.env.AIRLINE_API_URL || 'http://127.0.0.1:4010';
const token = metricsToken(process.env.METRICS_TOKEN);
// Route labels from the app's own folders, so invented paths cannot invent time series.
const metrics = createWebMetrics({
  labelOf: routeLabeller(appRoutePatterns(fileURLToPath(new URL('../app', import.meta.url)))),
});
// As lib/site-origin.ts secureCookies(): cookies are Secure when the public origin is https.
const secureCookies = new URL(process.env.PUBLIC_SITE_URL || 'http://localhost:3000').protocol === 'https:';

/** The process's own paths, answered before Next: true when this was one of them. */
function servedHere(req, res, visitor) {
  const pathname = (req.url ?? '/').split('?')[0];
  if (draining) {
    res.shouldKeepAlive = false;
    if (pathname === '/readyz') {
      res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ status: 'not ready', failed: ['stopping'] }));
      return true;
    }
  }
  if (serveHealth(req, res, pathname, { apiUrl, redisUrl: process.env.REDIS_URL || undefined })) return true;
  if (pathname !== '/metrics') return false;
  if (req.method !== 'GET' || !metricsAllowed(visitor, req.headers.authorization, token)) {
    res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('Forbidden');
  } else {
    metrics.serve(res).catch((error) => res.destroy(error));
  }
  return true;
}

function answer(req, res) {
  metrics.observe(req, res);
  if (refuseUnknownMethod(req, res)) return;
  if (refuseBadTarget(req, res)) return;
  const visitor = visitorAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], hops);
  req.headers['x-forwarded-for'] = visitor;
  if (servedHere(req, res, visitor)) return;
  // A first page view gets its device id here, so its answer is the same as everyone's (decision 38).
  if (isFirstVisit(req)) giveDeviceId(req, res, { secure: secureCookies });
  const cacheKey = pageCache.key(req);
  if (cacheKey) {
    if (pageCache.serve(cacheKey, req, res)) {
      metrics.pageCacheHit();
      return;
    }
    metrics.pageCacheMiss();
  }
  if (req.url?.startsWith('/api/')) {
    // The BFF's answers: JSON in one write (decision 37). No page comes from /api, so no script policy to make.
    jsonInOneWrite(req, res);
  } else if (!dev) {
    // Not under `next dev`: its overlay and hot reload add inline scripts of their own.
    const keep = cacheKey
      ? (status, headers, body, html) => pageCache.store(cacheKey, status, withoutRequestHeaders(headers), body, html)
      : undefined;
    exactScriptPolicy(req, res, (error) => console.error('script-src left as it was:', error), keep);
  }
  void handle(req, res);
}

// Every answer names its request (X-Request-Id), and everything done for it runs with that id as the current one.
const server = createServer((req, res) => withRequestId(req, res, hops, () => answer(req, res)));
// Behind a load balancer that keeps connections open, node must not close them first.
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(`web listening on ${hostname ?? '*'}:${port} (${dev ? 'dev' : 'production'}, trusted proxies: ${hops})`);
});
// SIGTERM drains (decision 62): behind a balancer (DRAIN_MS, set by the cluster) /readyz says 503 and every answer
// closes its connection while the balancer takes the instance out; then no new connection is taken and the
// requests in flight finish (10 s at most). A second signal stops at once.
const DRAIN_MS = Number(process.env.DRAIN_MS ?? 0);
let draining = false;
function drain() {
  if (draining) process.exit(0);
  draining = true;
  setTimeout(() => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  }, DRAIN_MS);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, drain);
