import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import * as lowPriceReminders from '@/lib/bff-client/low-price-reminders';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import type { LowPriceReminderPrice, LowPriceReminderPriceQuery } from '@/lib/contract/low-price-reminders';
import { validateReminder, type ReminderIssueKey } from '@/lib/domain/low-price-reminder-rules';
import {
  draftOf,
  isReminderIssueKey,
  priceQueryOf,
  type ReminderFormApi,
  type ReminderValues,
} from './reminder-values';

export type PriceState =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'ok'; price: LowPriceReminderPrice };

type Answer = { state: PriceState; routeIssue?: ReminderIssueKey };

/** A short pause after the last change, so a few changes in a row ask once. */
const ASK_DELAY_MS = 400;

/** The question a key names ({} while there is none: nothing is asked then). */
const queryOf = (key: string) => (key ? JSON.parse(key) : {}) as LowPriceReminderPriceQuery;

/**
 * The lowest fare now of the form's route and window once they pass their rules (spec §8 'price fetch failed' when
 * it cannot be read), with what the airline said about the route when it refused it (shown beside the destination
 * while that question stands). Read through the BFF's shared read hook.
 */
export function useLowestFare(control: ReminderFormApi['control'], today: string): Answer {
  // The question as a string: the form re-renders for it only when the question itself changes.
  const key = useWatch({
    control,
    compute: (values: ReminderValues) => {
      const query = priceQueryOf(values, validateReminder(draftOf(values), today));
      return query ? JSON.stringify(query) : '';
    },
  });
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(key), ASK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const read = useBffQuery(lowPriceReminders.price, queryOf(asked), { enabled: asked !== '' });

  if (!key) return { state: { kind: 'idle' } };
  if (asked !== key || read.isPending) return { state: { kind: 'loading' } };
  if (read.isError) {
    const arr = read.failure?.fieldErrors?.arr;
    return { state: { kind: 'failed' }, routeIssue: isReminderIssueKey(arr) ? arr : undefined };
  }
  return read.data ? { state: { kind: 'ok', price: read.data } } : { state: { kind: 'loading' } };
}
