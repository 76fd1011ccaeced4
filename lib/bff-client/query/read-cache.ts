/**
 * The answers behind `useRead` and `useBffQuery` (decision 41): module state, so every island of a page shares
 * it without a provider. An answer is kept for its read's `staleMs` (a failure never is), and one request per
 * key is in flight at a time. Nothing is asked on the server: reads start in effects and event handlers only.
 */

/** One read as the cache sees it: its key, how to ask, and what may be kept. */
export type ReadSpec<T> = {
  /** Names the read: two reads with the same key get the same answer. */
  key: string;
  read: () => Promise<T>;
  /** How long an answer is served again without asking; 0 keeps nothing. */
  staleMs: number;
  /** Whether a value is an answer (kept, and shown as data) rather than a failure. */
  isAnswer: (value: T) => boolean;
  /** false: every ask is the caller's own (a one-use challenge, a new QR code): not shared, never kept. */
  share: boolean;
};

export type Kept<T> = { value: T; at: number };

const kept = new Map<string, Kept<unknown>>();
const inFlight = new Map<string, Promise<Kept<unknown>>>();

/** The last answer kept for a key, however old (stale data is still shown while a new one is asked for). */
export function keptAnswer<T>(spec: ReadSpec<T>): Kept<T> | undefined {
  return spec.share && spec.staleMs > 0 ? (kept.get(spec.key) as Kept<T> | undefined) : undefined;
}

export function isFresh<T>(spec: ReadSpec<T>): boolean {
  const answer = keptAnswer(spec);
  return !!answer && Date.now() - answer.at < spec.staleMs;
}

function start<T>(spec: ReadSpec<T>): Promise<Kept<T>> {
  return spec.read().then((value) => {
    const settled = { value, at: Date.now() };
    if (spec.share && spec.staleMs > 0 && spec.isAnswer(value)) kept.set(spec.key, settled);
    return settled;
  });
}

/**
 * The kept answer while fresh (unless `again`), else the request in flight for the key, else a new one.
 * `again` is a refetch or a poll: it skips the kept answer but still joins a request in flight.
 */
export function ask<T>(spec: ReadSpec<T>, { again = false }: { again?: boolean } = {}): Promise<Kept<T>> {
  if (!spec.share) return start(spec);
  const answer = keptAnswer(spec);
  if (!again && answer && isFresh(spec)) return Promise.resolve(answer);
  const pending = inFlight.get(spec.key) as Promise<Kept<T>> | undefined;
  if (pending) return pending;
  const request: Promise<Kept<T>> = start(spec).finally(() => {
    if (inFlight.get(spec.key) === request) inFlight.delete(spec.key);
  });
  inFlight.set(spec.key, request);
  return request;
}

/** Tests start from an empty cache. */
export function clearReadCache() {
  kept.clear();
  inFlight.clear();
}
