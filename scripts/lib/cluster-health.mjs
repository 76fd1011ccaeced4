// The cluster's health checker (decision 62): nginx's open-source build only notices a dead instance when a
// request to it fails, so this loop asks every instance's readiness endpoint every two seconds and keeps nginx's
// upstream lists true: an instance that failed twice in a row is marked `down` (nginx stops sending it visitors
// before they see an error), one that answers again is put back, and nginx reloads without dropping a request.
// The last instances are never all taken out: when every one fails, all stay in.

/** Failures in a row before an instance is taken out; one success puts it back. */
export const TAKE_OUT_AFTER = 2;

/**
 * A checker over `instances` ({ name, url }): `probe(url)` resolves true when ready; `onChange(readyNames)` is
 * called with the set of ready names whenever it changes (and once at the first round).
 */
export function createHealthChecker({ instances, probe, onChange, log = (line) => console.error(line) }) {
  const failures = new Map(instances.map((i) => [i.name, 0]));
  let ready = new Set(instances.map((i) => i.name));
  let first = true;

  async function round() {
    const results = await Promise.all(instances.map(async (i) => [i.name, await probe(i.url).catch(() => false)]));
    const next = new Set(ready);
    for (const [name, ok] of results) {
      const count = ok ? 0 : (failures.get(name) ?? 0) + 1;
      failures.set(name, count);
      if (ok) next.add(name);
      else if (count >= TAKE_OUT_AFTER) next.delete(name);
    }
    // Every instance failing at once is a busy site more often than a dead one (a flash sale's crowd, decision 68):
    // nginx then still tries them all, where an empty list would answer every visitor 502 at once.
    const failOpen = next.size === 0 && instances.length > 0;
    if (failOpen) for (const i of instances) next.add(i.name);
    const changed = first || next.size !== ready.size || [...next].some((n) => !ready.has(n));
    if (changed) {
      if (failOpen) log('[health] every instance failed its check: all kept in nginx (a slow site beats none).');
      else
        for (const i of instances) {
          if (ready.has(i.name) && !next.has(i.name)) log(`[health] ${i.name} is not ready: taken out of nginx.`);
          if (!ready.has(i.name) && next.has(i.name)) log(`[health] ${i.name} is ready again: back in nginx.`);
        }
      ready = next;
      first = false;
      await onChange(ready);
    }
    return ready;
  }
  return { round, ready: () => ready };
}

/** Whether `url` answers 200 within `timeoutMs`. */
export async function httpReady(url, timeoutMs = 2000) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}
