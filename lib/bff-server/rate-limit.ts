import 'server-only';
import { sharedRedis, within } from '@/lib/redis';
import { countingRefusals } from '@/lib/web-counters';
import { RedisRateLimiter } from './rate-limit-redis';
import type { RateLimitDecision, RateLimiter } from './rate-limit-types';
/**
 * Request limits of the BFF. A fixed window per key: simple, and the same arithmetic works on Redis
 * (rate-limit-redis.ts) when REDIS_URL is set, which is why callers only see `RateLimiter`.
 */
export type { RateLimitDecision, RateLimiter } from './rate-limit-types';

type Window = { startedAt: number; count: number; windowMs: number };

/** Entries beyond which expired windows are swept, so the map cannot grow without bound. */
const SWEEP_AT = 10_000;

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= window.windowMs) {
      if (this.windows.size >= SWEEP_AT) this.sweep(now);
      window = { startedAt: now, count: 0, windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= limit) return { allowed: true, retryAfterMs: 0 };
    return { allowed: false, retryAfterMs: window.startedAt + window.windowMs - now };
  }

  async refund(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (now - w.startedAt >= w.windowMs) this.windows.delete(key);
  }
}

/**
 * The process's limiter. With REDIS_URL the windows are Redis's, shared by every web instance; while Redis
 * cannot be reached each instance counts in its own memory, as without it (decision 60): a visitor may then
 * get the limit once per instance, but no visitor is refused because of another or because Redis is down.
 */
export const rateLimiter: RateLimiter = countingRefusals(
  process.env.REDIS_URL
    ? new RedisRateLimiter({ redis: sharedRedis, fallback: new MemoryRateLimiter(), within: (work) => within(work) })
    : new MemoryRateLimiter(),
);
