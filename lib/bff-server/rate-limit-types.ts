/** What every request limiter of the BFF answers, in memory or on Redis (rate-limit.ts, rate-limit-redis.ts). */
export type RateLimitDecision = { allowed: boolean; retryAfterMs: number };

export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision>;
  /** Gives one hit of the current window back (a login that succeeded is not an attack). */
  refund(key: string): Promise<void>;
}
