import { BusiParameterDataSchema, ErrorEnvelopeSchema, SHUTDOWN_KEY, UpstreamPath } from '@/lib/contract';

/**
 * The shutdown key (spec §7 busi-parameter): maintenance is on when state is 1 and param is 'true'.
 * Read at most once per MAINTENANCE_CACHE_MS (default 60 s) per process; shared by proxy.ts and the BFF.
 * An unreachable airline-api does not switch the site off: the last known state stays (default off).
 */
let cache: { on: boolean; at: number } | undefined;
let inflight: Promise<boolean> | undefined;

function ttl(): number {
  const raw = Number(process.env.MAINTENANCE_CACHE_MS ?? 60_000);
  return Number.isFinite(raw) && raw >= 0 ? raw : 60_000;
}

async function fetchShutdown(): Promise<boolean> {
  const base = process.env.AIRLINE_API_URL ?? 'http://127.0.0.1:4010';
  try {
    const res = await fetch(new URL(UpstreamPath.busiParameter, base), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-channel': 'B2C' },
      body: JSON.stringify(SHUTDOWN_KEY),
      signal: AbortSignal.timeout(2000),
      cache: 'no-store',
    });
    const envelope = ErrorEnvelopeSchema.parse(await res.json());
    const data = BusiParameterDataSchema.parse(envelope.data);
    return data.state === 1 && data.param === 'true';
  } catch {
    return cache?.on ?? false;
  }
}

export async function isMaintenanceOn(now = Date.now()): Promise<boolean> {
  if (cache && now - cache.at < ttl()) return cache.on;
  inflight ??= fetchShutdown().finally(() => {
    inflight = undefined;
  });
  const on = await inflight;
  cache = { on, at: Date.now() };
  return on;
}
