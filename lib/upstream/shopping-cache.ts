import 'server-only';
import { env } from '@/lib/env';
import type { UpstreamResult } from './result';

/**
 * A short-lived cache of the airline's public shopping answers (flight search, price calendar), keyed by the exact
 * call (decision 33). A fare war or a flash sale sends thousands of visitors to the same few routes and
 * dates; each answer is the same for all of them (the airline prices no member differently), so the web asks once
 * per key and per SHOPPING_CACHE_MS. Prices and seats are checked again when a fare is chosen (the booking's
 * pricing call is never cached), so an answer a few seconds old costs nothing but a refusal at that step.
 *
 * - Only successful answers are kept; a failure is asked again at once.
 * - Calls in flight are shared: ten visitors arriving together make one upstream call.
 * - Calls with a member's token are not cached (they may one day be priced for the member).
 * - At most MAX_ENTRIES answers, the oldest dropped first.
 */
const MAX_ENTRIES = 500;

type Entry = { expires: number; answer: Promise<UpstreamResult<unknown>> };
const entries = new Map<string, Entry>();

export function cachedShopping<T>(
  key: string,
  load: () => Promise<UpstreamResult<T>>,
  opts: { ttlMs?: number; now?: number } = {},
): Promise<UpstreamResult<T>> {
  const ttlMs = opts.ttlMs ?? env().SHOPPING_CACHE_MS;
  if (ttlMs <= 0) return load();
  const now = opts.now ?? Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.answer as Promise<UpstreamResult<T>>;
  if (hit) entries.delete(key);
  const answer = load().then(
    (result) => {
      if (!result.ok && entries.get(key)?.answer === answer) entries.delete(key);
      return result;
    },
    (error: unknown) => {
      if (entries.get(key)?.answer === answer) entries.delete(key);
      throw error;
    },
  );
  entries.set(key, { expires: now + ttlMs, answer });
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return answer;
}

/** How many answers are kept (for tests). */
export const shoppingCacheSize = () => entries.size;

/** Forgets every answer (for tests). */
export const clearShoppingCache = () => entries.clear();
