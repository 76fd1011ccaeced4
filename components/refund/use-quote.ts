import { useEffect, useRef, useState } from 'react';
import type { BffResult } from '@/lib/bff-client/bff-fetch';

/** The quote is asked once the choices have rested this long (a few clicks in a row ask once). */
const QUOTE_DELAY_MS = 200;

export type Quote<Data> = {
  /** What the quote on screen must answer (the choices and the round), null when there is nothing to ask. */
  key: string | null;
  /** The answer for that key, null while it is asked. */
  current: BffResult<Data> | null;
  /** The quote itself when the answer is one. */
  quote: Data | null;
  /** Asks again with the same choices (after 'amount changed', or 'try again'). */
  again: () => void;
};

/**
 * The quote of a refund's choices (tickets or add-ons), asked again whenever they change, a late answer for
 * older choices dropped. `question` names the choices (null: nothing to ask); `ask` asks the BFF for them.
 */
export function useQuote<Data>(
  question: string | null,
  ask: (signal: AbortSignal) => Promise<BffResult<Data>>,
): Quote<Data> {
  const [round, setRound] = useState(0);
  const [quoted, setQuoted] = useState<{ key: string; result: BffResult<Data> } | null>(null);
  const key = question === null ? null : `${question}|${round}`;
  // The question names the call: a new function for the same question is the same call.
  const latest = useRef(ask);
  useEffect(() => {
    latest.current = ask;
  });

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      latest.current(controller.signal).then(
        (result) => {
          if (!controller.signal.aborted) setQuoted({ key, result });
        },
        () => undefined, // aborted: a newer choice asks its own quote
      );
    }, QUOTE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  const current = quoted && quoted.key === key ? quoted.result : null;
  return { key, current, quote: current?.ok ? current.data : null, again: () => setRound((r) => r + 1) };
}
