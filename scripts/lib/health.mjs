// The web process's own health answers, served before Next (decision 58): never cached, never counted by the BFF's
// limiter. GET /healthz says the process is up; GET /readyz says it can serve pages, which needs airline-api: its
// /ready (the database answers) within 2 s.

export const READY_TIMEOUT_MS = 2000;
/** airline-api's readiness path (UpstreamPath.ready in lib/contract). */
const UPSTREAM_READY = '/ready';

function answer(res, status, body) {
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));
}

/** Whether airline-api at `apiUrl` says it is ready within the time allowed. */
export async function upstreamReady(apiUrl, timeoutMs = READY_TIMEOUT_MS, fetchImpl = fetch) {
  try {
    const res = await fetchImpl(new URL(UPSTREAM_READY, apiUrl), { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer().catch(() => undefined);
    return res.ok;
  } catch {
    return false;
  }
}

/** Answers /healthz and /readyz and returns true; false for every other path. */
export function serveHealth(req, res, pathname, { apiUrl, ready = upstreamReady }) {
  if (pathname !== '/healthz' && pathname !== '/readyz') return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'cache-control': 'no-store' }).end();
    return true;
  }
  if (pathname === '/healthz') {
    answer(res, 200, { status: 'ok' });
    return true;
  }
  void ready(apiUrl).then((ok) =>
    ok ? answer(res, 200, { status: 'ready' }) : answer(res, 503, { status: 'not ready', failed: ['airline-api'] }),
  );
  return true;
}
