import 'server-only';
import { createClient } from '@redis/client';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';

/**
 * The web process's one Redis connection (decision 60), or null without REDIS_URL. It has no offline queue:
 * while Redis is away a command fails at once instead of waiting, and each caller falls back to what one
 * process knows; the client reconnects in the background.
 */
export type SharedRedis = ReturnType<typeof newClient>;

/** Longest a caller waits on Redis before it uses its own fallback (a request must not hang on it). */
export const REDIS_WAIT_MS = 250;

let client: SharedRedis | null | undefined;
let firstConnect: Promise<unknown> | undefined;

function newClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      // Back off to 2 s between tries; never give up (Redis coming back restores the shared state).
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000),
    },
  });
}

export function connectRedis(url: string): { client: SharedRedis; connected: Promise<unknown> } {
  const made = newClient(url);
  let logged = false;
  made.on('error', (error: Error) => {
    // One line per outage, not one per reconnect try.
    if (!logged) logger.warn({ err: error.message }, 'redis unavailable; using per-process fallbacks');
    logged = true;
  });
  made.on('ready', () => {
    if (logged) logger.info('redis available again');
    logged = false;
  });
  return { client: made, connected: made.connect().catch(() => undefined) };
}

/** The shared client when it is connected, null when there is no REDIS_URL or Redis cannot be reached now. */
export async function sharedRedis(): Promise<SharedRedis | null> {
  if (client === undefined) {
    const url = env().REDIS_URL;
    if (!url) client = null;
    else ({ client, connected: firstConnect } = connectRedis(url));
  }
  if (!client) return null;
  // The first requests after start wait a moment for the connection rather than all falling back.
  if (!client.isReady && firstConnect) await within(firstConnect, REDIS_WAIT_MS * 4).catch(() => undefined);
  firstConnect = undefined;
  return client.isReady ? client : null;
}

/** `work`, or a rejection once `ms` have passed. */
export function within<T>(work: Promise<T>, ms = REDIS_WAIT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`redis: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
