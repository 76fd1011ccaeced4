// The web process's own health answers, served before Next (decision 58): never cached, never counted by the BFF's
// limiter. GET /healthz says the process is up; GET /readyz says it can serve pages, which needs airline-api: its
// /ready (the database answers) within 2 s, and with REDIS_URL Redis answering (decision 60): the web still serves
// without it, from its own memory, so a balancer that finds no instance ready sends to all (decision 62).
import net from 'node:net';
import tls from 'node:tls';

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

/** Whether the Redis of `redisUrl` answers a PING (any reply, NOAUTH included: it is there) within the time. */
export function redisAnswers(redisUrl, timeoutMs = READY_TIMEOUT_MS) {
  return new Promise((resolve) => {
    let url;
    try {
      url = new URL(redisUrl);
    } catch {
      resolve(false);
      return;
    }
    const options = { host: url.hostname || '127.0.0.1', port: Number(url.port || 6379) };
    const socket =
      url.protocol === 'rediss:' ? tls.connect({ ...options, servername: options.host }) : net.connect(options);
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once(url.protocol === 'rediss:' ? 'secureConnect' : 'connect', () => socket.write('*1\r\n$4\r\nPING\r\n'));
    socket.once('data', (data) => done(/^[+-]/.test(data.toString())));
  });
}

/** The names of what the web needs and does not have now: airline-api, and Redis when `redisUrl` is set. */
export async function unreadyParts({ apiUrl, redisUrl, ready = upstreamReady, redis = redisAnswers }) {
  const [api, shared] = await Promise.all([ready(apiUrl), redisUrl ? redis(redisUrl) : true]);
  return [...(api ? [] : ['airline-api']), ...(shared ? [] : ['redis'])];
}

/** Answers /healthz and /readyz and returns true; false for every other path. */
export function serveHealth(req, res, pathname, { apiUrl, redisUrl, ready = upstreamReady, redis = redisAnswers }) {
  if (pathname !== '/healthz' && pathname !== '/readyz') return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'cache-control': 'no-store' }).end();
    return true;
  }
  if (pathname === '/healthz') {
    answer(res, 200, { status: 'ok' });
    return true;
  }
  void unreadyParts({ apiUrl, redisUrl, ready, redis }).then((failed) =>
    failed.length === 0 ? answer(res, 200, { status: 'ready' }) : answer(res, 503, { status: 'not ready', failed }),
  );
  return true;
}
