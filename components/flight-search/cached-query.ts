'use client';

import { useEffect, useState } from 'react';

/**
 * A small read cache for the search form's BFF calls (city areas, city search, the visitor's city): the
 * same answers React Query gave it, without React Query on every page's first load (decision 5's budget;
 * the booking pages keep React Query). Answers are kept for `staleMs`; failures are not kept; one request
 * per key is in flight at a time.
 */
export type CachedQuery<T> = { key: string; fetch: () => Promise<T>; staleMs: number };

type Entry = { data: unknown; at: number };
const answers = new Map<string, Entry>();
const inFlight = new Map<string, Promise<unknown>>();

function freshAnswer<T>(query: CachedQuery<T>): { data: T } | undefined {
  const entry = answers.get(query.key);
  return entry && Date.now() - entry.at < query.staleMs ? { data: entry.data as T } : undefined;
}

/** The cached answer when fresh, else one request shared by every caller of the same key. */
export function fetchCached<T>(query: CachedQuery<T>): Promise<T> {
  const fresh = freshAnswer(query);
  if (fresh) return Promise.resolve(fresh.data);
  let pending = inFlight.get(query.key) as Promise<T> | undefined;
  if (!pending) {
    pending = query.fetch().then(
      (data) => {
        answers.set(query.key, { data, at: Date.now() });
        inFlight.delete(query.key);
        return data;
      },
      (error: unknown) => {
        inFlight.delete(query.key);
        throw error;
      },
    );
    inFlight.set(query.key, pending);
  }
  return pending;
}

/** Tests start from an empty cache. */
export function clearCachedQueries() {
  answers.clear();
  inFlight.clear();
}

type Settled<T> = { key: string; data?: T; error?: true };

type CachedQueryState<T> = {
  data: T | undefined;
  isError: boolean;
  /** No answer for this key yet (also while disabled, as React Query's pending status). */
  isPending: boolean;
  /** The data shown is the previous key's, kept while the new one loads (keepPrevious). */
  isPlaceholderData: boolean;
};

export function useCachedQuery<T>(
  query: CachedQuery<T>,
  { enabled = true, keepPrevious = false }: { enabled?: boolean; keepPrevious?: boolean } = {},
): CachedQueryState<T> {
  const [settled, setSettled] = useState<Settled<T>>({ key: '' });
  const fresh = enabled ? freshAnswer(query) : undefined;
  const { key } = query;

  useEffect(() => {
    if (!enabled || freshAnswer(query)) return;
    let live = true;
    fetchCached(query).then(
      (data) => live && setSettled({ key, data }),
      () => live && setSettled({ key, error: true }),
    );
    return () => {
      live = false;
    };
    // The key names the query: a new fetch function for the same key is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);

  const current = fresh ?? (settled.key === key ? settled : undefined);
  if (current && 'data' in current && current.data !== undefined) {
    return { data: current.data, isError: false, isPending: false, isPlaceholderData: false };
  }
  const isError = !!current && 'error' in current && current.error === true;
  const previous = keepPrevious && !isError ? settled.data : undefined;
  return { data: previous, isError, isPending: !isError, isPlaceholderData: previous !== undefined };
}
