'use client';

import type { BffResult } from '../bff-fetch';
import type { Operation } from '../operation';
import { ask, type ReadSpec } from './read-cache';
import { useRead, type PollInterval, type ReadOptions, type ReadState } from './use-read';

export type BffFailure = Extract<BffResult<unknown>, { ok: false }>;

export type BffQueryOptions<Answer = unknown> = Omit<ReadOptions, 'refetchIntervalMs' | 'initialAnswer'> & {
  /** What the server already read for the first paint (the price strip's first week): not asked while fresh. */
  initialData?: Answer;
  /** A poll: ask again so many ms after the last answer; false (or a function of it saying so) stops it. */
  refetchIntervalMs?: number | false | PollInterval<Answer>;
  /**
   * A new round is a new read of the same thing (the buyer's "check again", a retry): nothing of the last round
   * is shown unless `keepPrevious`, and a poll's attempts count from 1 again.
   */
  round?: number;
  /** How long an answer is served again without asking (the BFF's own cache time); 0 keeps nothing. */
  staleMs?: number;
  /** false: a failure also shows the error toast. Islands show their own state, so reads are quiet. */
  quiet?: boolean;
  /** false: every ask is this caller's own (a one-use challenge, a new QR code). */
  share?: boolean;
};

export type BffQueryState<Answer> = Omit<ReadState<BffResult<Answer>>, 'answer' | 'failure'> & {
  /** The last answer (kept while it is asked again, and after a failure: see isError). */
  data: Answer | undefined;
  /** The failure, while the last call failed (undefined if it threw). */
  failure: BffFailure | undefined;
  /** What the call gave, as it gave it: the answer, or the failure shown; undefined while pending or if it threw. */
  result: BffResult<Answer> | undefined;
};

/**
 * A read's key: the page's language (bffFetch sends it, and answers are in it), the method and the URL, and a
 * POST's body.
 */
export function bffQueryKey<Input>(operation: Operation<Input, unknown>, input: Input): string {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  const body = operation.method === 'POST' ? ` ${JSON.stringify(input ?? {})}` : '';
  return `${lang} ${operation.method} ${operation.url(input)}${body}`;
}

function bffReadSpec<Input, Answer>(
  operation: Operation<Input, Answer>,
  input: Input,
  { staleMs = 0, quiet = true, share = true, round }: Pick<BffQueryOptions, 'staleMs' | 'quiet' | 'share' | 'round'>,
): ReadSpec<BffResult<Answer>> {
  return {
    key: round ? `${bffQueryKey(operation, input)} #${round}` : bffQueryKey(operation, input),
    read: () => operation.call(input, { quiet }),
    staleMs,
    share,
    isAnswer: (result) => result.ok,
  };
}

/**
 * The one way a client island reads the BFF (decision 41): the operation and its input name the read, so
 * islands asking the same thing share one request, and an answer is served again for `staleMs`.
 */
export function useBffQuery<Input, Answer>(
  operation: Operation<Input, Answer>,
  input: Input,
  options: BffQueryOptions<Answer> = {},
): BffQueryState<Answer> {
  const { staleMs, quiet, share, round, refetchIntervalMs: every, initialData, ...readOptions } = options;
  const initialAnswer: BffResult<Answer> | undefined =
    initialData === undefined ? undefined : { ok: true, data: initialData };
  const refetchIntervalMs =
    typeof every === 'function'
      ? (answer: BffResult<Answer> | undefined, count: number, isError: boolean) =>
          every(answer?.ok ? answer.data : undefined, count, isError)
      : every;
  const spec = bffReadSpec(operation, input, { staleMs, quiet, share, round });
  const { answer, failure, ...state } = useRead(spec, { ...readOptions, refetchIntervalMs, initialAnswer });
  const failed = failure && !failure.ok ? failure : undefined;
  return {
    ...state,
    data: answer?.ok ? answer.data : undefined,
    failure: failed,
    result: state.isError ? failed : answer,
  };
}

/** The same read outside a render (a key press that needs the answer now), through the same cache. */
export function fetchBffQuery<Input, Answer>(
  operation: Operation<Input, Answer>,
  input: Input,
  options: Pick<BffQueryOptions, 'staleMs' | 'quiet'> = {},
): Promise<BffResult<Answer>> {
  return ask(bffReadSpec(operation, input, options)).then((settled) => settled.value);
}
