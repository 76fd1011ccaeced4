import 'server-only';
import { env } from '@/lib/env';
import { publicUpstreamContext } from '@/lib/upstream/context';
import { shutdownSwitch } from '@/lib/upstream/system';

/**
 * Whether the site is switched off for maintenance (the shutdown key, lib/upstream/system). Read at most
 * once per MAINTENANCE_CACHE_MS (default 60 s) per process; shared by proxy.ts and the BFF. An unreachable
 * airline-api does not switch the site off: the last known state stays (default off).
 */
let cache: { on: boolean; at: number } | undefined;
let inflight: Promise<boolean> | undefined;

async function readSwitch(): Promise<boolean> {
  try {
    const result = await shutdownSwitch(publicUpstreamContext('zh_CN'));
    return result.ok ? result.data : (cache?.on ?? false);
  } catch {
    return cache?.on ?? false;
  }
}

export async function isMaintenanceOn(now = Date.now()): Promise<boolean> {
  if (cache && now - cache.at < env().MAINTENANCE_CACHE_MS) return cache.on;
  inflight ??= readSwitch().finally(() => {
    inflight = undefined;
  });
  const on = await inflight;
  cache = { on, at: Date.now() };
  return on;
}
