// Traffic for the cluster's soak and fault suite (decision 62): requests from many loopback source addresses
// (Linux routes all of 127.0.0.0/8 to this machine, so each simulated visitor has its own address and its own
// limit windows, as real visitors do), latencies kept per route, and the memory of every process of the cluster.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Agent } from 'undici';

const agents = new Map();

/** The `n`-th visitor's connection pool: requests from 127.2.x.y (n below 65,536). */
export function visitorAgent(n) {
  const address = `127.2.${(n >> 8) & 255}.${n & 255}`;
  let agent = agents.get(address);
  if (!agent) {
    agent = new Agent({ localAddress: address, keepAliveTimeout: 10_000 });
    agents.set(address, agent);
  }
  return agent;
}

export async function closeAgents() {
  await Promise.all([...agents.values()].map((a) => a.close()));
  agents.clear();
}

/** The value at `p` (0–100) of sorted numbers. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

/** Per-route counts, errors and latencies. An error is a network failure, a timeout or a 5xx. */
export function createStats() {
  const routes = new Map();
  const of = (name) => {
    let r = routes.get(name);
    if (!r) {
      r = { name, count: 0, errors: 0, statuses: {}, ms: [] };
      routes.set(name, r);
    }
    return r;
  };
  return {
    record(name, status, ms) {
      const r = of(name);
      r.count += 1;
      r.ms.push(ms);
      r.statuses[status] = (r.statuses[status] ?? 0) + 1;
      if (typeof status !== 'number' || status >= 500) r.errors += 1;
    },
    rows() {
      return [...routes.values()].map((r) => {
        const sorted = [...r.ms].sort((a, b) => a - b);
        return {
          route: r.name,
          requests: r.count,
          errors: r.errors,
          'error %': r.count ? +((100 * r.errors) / r.count).toFixed(2) : 0,
          'p50 ms': Math.round(percentile(sorted, 50)),
          'p99 ms': Math.round(percentile(sorted, 99)),
          statuses: r.statuses,
        };
      });
    },
  };
}

/** A request through `agent`, timed: [status or error name, ms, body text]. */
export async function timed(url, { agent, timeoutMs = 30_000, ...init } = {}) {
  const started = performance.now();
  try {
    const res = await fetch(url, {
      ...init,
      dispatcher: agent,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    });
    const body = await res.text();
    return [res.status, performance.now() - started, body, res];
  } catch (error) {
    return [error?.name === 'TimeoutError' ? 'timeout' : 'network', performance.now() - started, '', undefined];
  }
}

/** Resident memory (MiB) of a process and all its descendants. */
function treeRssMiB(pid) {
  try {
    const out = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' });
    const rows = out
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/).map(Number));
    const children = new Map();
    for (const [p, pp] of rows) children.set(pp, [...(children.get(pp) ?? []), p]);
    const rss = new Map(rows.map(([p, , r]) => [p, r]));
    let total = 0;
    const stack = [pid];
    while (stack.length) {
      const p = stack.pop();
      total += rss.get(p) ?? 0;
      stack.push(...(children.get(p) ?? []));
    }
    return Math.round(total / 1024);
  } catch {
    return undefined;
  }
}

/** Memory (MiB, with its children) of each supervised process of the cluster, PostgreSQL and Redis among them. */
export function clusterMemory(runDir) {
  const memory = {};
  const pids = path.join(runDir, 'pids');
  if (existsSync(pids)) {
    for (const file of readdirSync(pids)
      .filter((f) => f.endsWith('.pid'))
      .sort()) {
      memory[file.slice(0, -4)] = treeRssMiB(Number(readFileSync(path.join(pids, file), 'utf8')));
    }
  }
  return memory;
}

/** The demo member of the seed (its phone and password). */
export const DEMO_MEMBER = { account: '13800138000', password: 'Skylark2026' };

/**
 * Signs the demo member in at the web `base` (nginx or one instance) as a browser of `origin` would, from `agent`'s
 * address; its `sf_session=…` cookie. Throws when the login fails.
 */
export async function signInDemoMember(base, { origin = new URL(base).origin, agent } = {}) {
  const [status, , , res] = await timed(`${base}/api/account/login`, {
    agent,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-sf-locale': 'zh-CN' },
    body: JSON.stringify({ ...DEMO_MEMBER, remember: false }),
  });
  const cookie = res?.headers
    .getSetCookie()
    .find((c) => c.startsWith('sf_session='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`the demo member's login failed (${status})`);
  return cookie;
}
