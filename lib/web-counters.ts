/**
 * Counts that the web server's /metrics reads (scripts/lib/metrics.mjs, decision 58). Next bundles lib/ apart from
 * the web server's own modules but runs both in one process, so the counts live on globalThis under one key: plain
 * numbers here, turned into Prometheus counters by the server when it is scraped.
 */
const KEY = Symbol.for('skylark.web-counters');

export type WebCounters = {
  /** Upstream calls that failed (no answer, timeout, 5xx, a body off the contract), by result code. */
  upstreamFailures: Record<string, number>;
  /** BFF calls the rate limiter refused. */
  limiterRefusals: number;
};

export function webCounters(): WebCounters {
  const global = globalThis as { [KEY]?: WebCounters };
  global[KEY] ??= { upstreamFailures: {}, limiterRefusals: 0 };
  return global[KEY];
}

export function countUpstreamFailure(code: string): void {
  const failures = webCounters().upstreamFailures;
  failures[code] = (failures[code] ?? 0) + 1;
}

export function countLimiterRefusal(): void {
  webCounters().limiterRefusals += 1;
}

type Limiter = { hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean }> };

/** The limiter, with each refusal counted: whichever limiter the process uses, it is wrapped where it is chosen. */
export function countingRefusals<L extends Limiter>(limiter: L): L {
  const hit = limiter.hit.bind(limiter);
  limiter.hit = async (key, limit, windowMs) => {
    const decision = await hit(key, limit, windowMs);
    if (!decision.allowed) countLimiterRefusal();
    return decision;
  };
  return limiter;
}
