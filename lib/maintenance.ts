import 'server-only';
import { env } from '@/lib/env';
import { sharedRedis, within } from '@/lib/redis';
import { publicUpstreamContext } from '@/lib/upstream/context';
import { shutdownSwitch } from '@/lib/upstream/system';

/**
 * Whether the site is switched off for maintenance (the shutdown key, lib/upstream/system). Read at most
 * once per MAINTENANCE_CACHE_MS (default 60 s); shared by proxy.ts and the BFF. An unreachable airline-api
 * does not switch the site off: the last known state stays (default off).
 *
 * With REDIS_URL the reading is kept in Redis for MAINTENANCE_CACHE_MS, so every web instance shows the same
 * state and airline-api is asked once per period for all of them; each process then trusts its own copy for
 * a second only (decision 60). Redis away: today's per-process reading.
 */
const SHARED_KEY = 'maintenance:on';
/** The tag airline-api names when the switch changes (POST /api/internal/revalidate). */
export const MAINTENANCE_TAG = 'maintenance';
/** How long a process trusts its copy of the shared reading. */
const SHARED_LOCAL_MS = 1000;

let cache: { on: boolean; at: number } | undefined;
let inflight: Promise<boolean> | undefined;

async function readUpstream(): Promise<boolean> {
  try {
    const result = await shutdownSwitch(publicUpstreamContext('zh_CN'));
    return result.ok ? result.data : (cache?.on ?? false);
  } catch {
    return cache?.on ?? false;
  }
}

async function readSwitch(ttlMs: number): Promise<boolean> {
  const redis = ttlMs > 0 ? await sharedRedis() : null;
  if (!redis) return readUpstream();
  try {
    const shared = await within(redis.get(SHARED_KEY));
    if (shared === '1' || shared === '0') return shared === '1';
  } catch {
    return readUpstream();
  }
  const on = await readUpstream();
  await within(redis.set(SHARED_KEY, on ? '1' : '0', { PX: ttlMs })).catch(() => undefined);
  return on;
}

export async function isMaintenanceOn(now = Date.now()): Promise<boolean> {
  const ttlMs = env().MAINTENANCE_CACHE_MS;
  const localMs = env().REDIS_URL ? Math.min(ttlMs, SHARED_LOCAL_MS) : ttlMs;
  if (cache && now - cache.at < localMs) return cache.on;
  inflight ??= readSwitch(ttlMs).finally(() => {
    inflight = undefined;
  });
  const on = await inflight;
  cache = { on, at: Date.now() };
  return on;
}

/** Forgets the reading here and in Redis (airline-api says the switch changed): the next request asks again. */
export async function forgetMaintenanceReading(): Promise<void> {
  cache = undefined;
  const redis = await sharedRedis();
  if (redis) await within(redis.del(SHARED_KEY)).catch(() => undefined);
}
