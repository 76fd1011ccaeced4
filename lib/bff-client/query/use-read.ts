'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ask, isAsking, isFresh, keep, keptAnswer, onAskingChange, type Kept, type ReadSpec } from './read-cache';

export type ReadOptions<T = unknown> = {
  /** false: nothing is asked (yet); what is already known is still shown. */
  enabled?: boolean;
  /** While a new key's answer is on its way, the previous key's is shown (a search turning its page). */
  keepPrevious?: boolean;
  /**
   * A poll: ask again so many ms after the value shown settled (after its answer, not on a clock), at once when
   * enabled again past that; false (or a function saying so) stops it. The function is given the last answer,
   * how many asks settled (a give-up count) and whether a failure is shown.
   */
  refetchIntervalMs?: number | false | PollInterval<T>;
  /** false: the first ask waits for the interval or for refetch() (a poll whose first answer is known). */
  refetchOnMount?: boolean;
  /**
   * The answer for this key that the server already read for the first paint: shown at once (on the server
   * too), and kept as if it had come when this caller mounted, so nothing is asked while it is fresh.
   */
  initialAnswer?: T;
};

export type PollInterval<T> = (answer: T | undefined, settledCount: number, isError: boolean) => number | false;

export type ReadState<T> = {
  /** The last answer for this key (still shown while it is asked again, or after a failure). */
  answer: T | undefined;
  /** The last value that settled for this key is a failure (undefined if the read threw). */
  isError: boolean;
  failure: T | undefined;
  /** Nothing has settled for this key yet (also while disabled). */
  isPending: boolean;
  /** A request for this key is on its way (the first ask, a poll, a refetch, or another island's). */
  isFetching: boolean;
  /** The answer shown is the previous key's (keepPrevious). */
  isPlaceholderData: boolean;
  /** When the value shown settled (ms since the epoch); 0 before. */
  settledAt: number;
  /** How many of this caller's asks for this key settled (the first, each poll and refetch): a poll's attempts. */
  settledCount: number;
  /** Asks again (joining a request in flight for the key); resolves with the value once it is shown. */
  refetch: () => Promise<T>;
};

/** What this caller has seen: the last answer for its key, a failure since, if any, and how many settled. */
type Settled<T> = { key: string; answer?: Kept<T>; failure?: Kept<T | undefined>; count: number };

function settle<T>(prev: Settled<T>, key: string, value: Kept<T | undefined>, isAnswer: boolean): Settled<T> {
  const count = prev.key === key ? prev.count + 1 : 1;
  if (isAnswer) return { key, answer: value as Kept<T>, count };
  return { key, answer: prev.key === key ? prev.answer : undefined, failure: value, count };
}

const newer = <T>(a: Kept<T> | undefined, b: Kept<T> | undefined) => (!a ? b : !b || a.at >= b.at ? a : b);

/**
 * One read of a client island (decision 41): asked when mounted and whenever its key changes, with the
 * answers shared through the read cache. Answers for another key that arrive late are dropped, so an
 * island never shows one order's data under another's number.
 */
export function useRead<T>(spec: ReadSpec<T>, options: ReadOptions<T> = {}): ReadState<T> {
  const { enabled = true, keepPrevious = false, refetchOnMount = true, initialAnswer } = options;
  const [settled, setSettled] = useState<Settled<T>>({ key: '', count: 0 });
  const [mountedAt] = useState(() => Date.now());
  const { key } = spec;
  const initial = initialAnswer === undefined ? undefined : { value: initialAnswer, at: mountedAt };
  // The key names the read: a new read function for the same key is the same read.
  const latest = useRef({ spec, initial });
  useEffect(() => {
    latest.current = { spec, initial };
  });
  const isFetching = useSyncExternalStore(
    onAskingChange,
    () => isAsking(key),
    () => false,
  );

  const mine = settled.key === key ? settled : undefined;
  const answer = newer(newer(mine?.answer, keptAnswer(spec)), initial);
  const failure = mine?.failure && (!answer || mine.failure.at >= answer.at) ? mine.failure : undefined;
  const previous = !answer && !failure && keepPrevious ? settled.answer : undefined;
  const shown = failure ?? answer;
  const settledAt = shown?.at ?? 0;
  const settledCount = mine?.count ?? 0;

  // Each effect drops what its asks answer once it is cleaned up (a new key, disabled, unmounted).
  const show = useCallback(
    (request: Promise<Kept<T>>, live: () => boolean) =>
      request.then(
        (value) => live() && setSettled((prev) => settle(prev, key, value, latest.current.spec.isAnswer(value.value))),
        () => live() && setSettled((prev) => settle(prev, key, { value: undefined, at: Date.now() }, false)),
      ),
    [key],
  );

  useEffect(() => {
    const { spec: current, initial: known } = latest.current;
    if (known) keep(current, known);
    if (!enabled || !refetchOnMount || isFresh(current)) return;
    let live = true;
    void show(ask(current), () => live);
    return () => {
      live = false;
    };
  }, [show, enabled, refetchOnMount]);

  const interval =
    typeof options.refetchIntervalMs === 'function'
      ? options.refetchIntervalMs(answer?.value, settledCount, !!failure)
      : options.refetchIntervalMs;
  // The next ask of a poll waits for the last answer, as the hand-written polls did; nothing shown yet (the first
  // ask on its way, or none made), it comes one interval after the poll starts.
  useEffect(() => {
    if (!enabled || !interval) return;
    let live = true;
    const wait = settledAt ? Math.max(0, settledAt + interval - Date.now()) : interval;
    const poll = window.setTimeout(() => void show(ask(latest.current.spec, { again: true }), () => live), wait);
    return () => {
      live = false;
      window.clearTimeout(poll);
    };
  }, [show, enabled, interval, settledAt]);

  const refetch = useCallback(async () => {
    const current = latest.current.spec;
    try {
      const value = await ask(current, { again: true });
      if (latest.current.spec.key === key)
        setSettled((prev) => settle(prev, key, value, current.isAnswer(value.value)));
      return value.value;
    } catch (error) {
      if (latest.current.spec.key === key)
        setSettled((prev) => settle(prev, key, { value: undefined, at: Date.now() }, false));
      throw error;
    }
  }, [key]);

  return {
    answer: (answer ?? previous)?.value,
    isError: !!failure,
    failure: failure?.value,
    isPending: !shown,
    isFetching,
    isPlaceholderData: !!previous,
    settledAt,
    settledCount,
    refetch,
  };
}
