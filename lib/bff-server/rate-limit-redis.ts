import 'server-only';
import type { SharedRedis } from '@/lib/redis';
import type { RateLimitDecision, RateLimiter } from './rate-limit-types';

/**
 * The memory limiter's fixed window on Redis, so every web instance counts one visitor's hits together
 * (decision 60). One script per hit: INCR, the window's expiry set by the hit that opened it, and the time
 * left, atomically, so two instances cannot both open a window or lose a count. A key whose expiry was lost
 * (it never should be) gets one again rather than limiting for ever.
 */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {count, left}`;

/** Gives one hit back within the window; the expiry stays (DECR keeps it), nothing below zero. */
const REFUND = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export const LIMIT_KEY_PREFIX = 'limit:';

type Options = {
  /** The shared client now, or null when there is none or it cannot be reached. */
  redis: () => Promise<SharedRedis | null>;
  /** Counts while Redis is away: this process's own windows (never everyone refused, never everyone let in). */
  fallback: RateLimiter;
  /** Bounds each call, so a Redis that hangs costs a request this long at most. */
  within: <T>(work: Promise<T>) => Promise<T>;
  onFallback?: (error: unknown) => void;
};

export class RedisRateLimiter implements RateLimiter {
  constructor(private readonly options: Options) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    const { redis, fallback, within, onFallback } = this.options;
    try {
      const client = await redis();
      if (!client) return fallback.hit(key, limit, windowMs);
      const reply = await within(
        client.eval(HIT, { keys: [LIMIT_KEY_PREFIX + key], arguments: [String(Math.max(1, Math.round(windowMs)))] }),
      );
      const [count, left] = reply as [number, number];
      return count <= limit ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: left };
    } catch (error) {
      onFallback?.(error);
      return fallback.hit(key, limit, windowMs);
    }
  }

  async refund(key: string): Promise<void> {
    const { redis, fallback, within, onFallback } = this.options;
    // A hit counted here while Redis was away is given back here too; it is a no-op for other keys.
    await fallback.refund(key);
    try {
      const client = await redis();
      if (client) await within(client.eval(REFUND, { keys: [LIMIT_KEY_PREFIX + key] }));
    } catch (error) {
      onFallback?.(error);
    }
  }
}
