/** Types of redis.mjs (plain JavaScript, so the start scripts run it with node alone). */
export function findRedisServer(): string | null;
export function ensureRedis(): string;
export function startRedis(options: {
  dir: string;
  port: number;
  binary?: string;
  timeoutMs?: number;
}): Promise<{ url: string; pid: number | undefined; stop(): Promise<void> }>;
export function redisArgs(options: { dir: string; port: number }): string[];
export function waitForRedis(port: number, timeoutMs?: number): Promise<void>;
