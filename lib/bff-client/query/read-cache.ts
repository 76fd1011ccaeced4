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
/** Requests on their way per key (shared or not), and who wants to hear when that changes (isFetching). */
const asking = new Map<string, number>();
const listeners = new Set<() => void>();

function countAsking(key: string, by: number) {
  const count = (asking.get(key) ?? 0) + by;
  if (count > 0) asking.set(key, count);
  else asking.delete(key);
  listeners.forEach((listener) => listener());
}

export function isAsking(key: string): boolean {
  return asking.has(key);
}

export function onAskingChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The last answer kept for a key, however old (stale data is still shown while a new one is asked for). */
export function keptAnswer<T>(spec: ReadSpec<T>): Kept<T> | undefined {
  return spec.share && spec.staleMs > 0 ? (kept.get(spec.key) as Kept<T> | undefined) : undefined;
}

export function isFresh<T>(spec: ReadSpec<T>): boolean {
  const answer = keptAnswer(spec);
  return !!answer && Date.now() - answer.at < spec.staleMs;
}

/** Keeps an answer for its key, unless a newer one is kept already (a late answer never replaces a fresher one). */
export function keep<T>(spec: ReadSpec<T>, answer: Kept<T>) {
  if (!spec.share || spec.staleMs <= 0 || !spec.isAnswer(answer.value)) return;
  const current = kept.get(spec.key);
  if (!current || current.at <= answer.at) kept.set(spec.key, answer);
}

function start<T>(spec: ReadSpec<T>): Promise<Kept<T>> {
  const request = spec.read();
  countAsking(spec.key, 1);
  return request
    .then((value) => {
      const settled = { value, at: Date.now() };
      keep(spec, settled);
      return settled;
    })
    .finally(() => countAsking(spec.key, -1));
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
  asking.clear();
}
