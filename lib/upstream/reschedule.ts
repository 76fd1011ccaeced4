import 'server-only';
import type { z } from 'zod';
import {
  RescheduleCommitDataSchema,
  RescheduleFlightsDataSchema,
  RescheduleListDataSchema,
  RescheduleQuoteDataSchema,
  UpstreamPath,
  type RescheduleCommitBody,
  type RescheduleFlightsBody,
  type RescheduleListBodySchema,
  type RescheduleQuoteBody,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/**
 * Date changes (decision 23; spec §2 /modify/*, §3 change-date cost, §4 change-date payment statuses, §7
 * /modAndRef/api/reschedule/..., my-reschedule-order; decision 23). airline-api finds the new flights, prices
 * the change and makes the rescheduled order (type 2); these calls carry the scope: the member's token in the
 * context, or (for a visitor) `visitor` in the body with no token at all (app/api/_lib/order-scope.ts).
 */

/** Spec §7 reschedule/flight: per segment, the flights of its route on the date wanted and a 7-day price strip. */
export function rescheduleFlights(context: UpstreamContext, body: RescheduleFlightsBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.rescheduleFlights,
    body,
    data: RescheduleFlightsDataSchema,
    context,
  });
}

/** Spec §7 reschedule/ (the quote): §3 change-date cost of these passengers, segments and new fares. */
export function rescheduleQuote(context: UpstreamContext, body: RescheduleQuoteBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.rescheduleQuote,
    body,
    data: RescheduleQuoteDataSchema,
    context,
  });
}

/**
 * The change itself: the rescheduled order, to pay (or issued at once when nothing is due). The key makes a
 * retried request answer the same order instead of a second one; `quotedTotal` is the total the traveller saw
 * (another answers CHANGE_PRICE_CHANGED).
 */
export function rescheduleCommit(context: UpstreamContext, body: RescheduleCommitBody, idempotencyKey: string) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.rescheduleCommit,
    body,
    data: RescheduleCommitDataSchema,
    context,
    idempotencyKey,
    antiFraud: { amount: body.quotedTotal },
  });
}

/** Spec §7 my-reschedule-order: the rescheduled orders of one original order, newest first. */
export function rescheduleList(context: UpstreamContext, body: z.input<typeof RescheduleListBodySchema>) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.rescheduleList,
    body,
    data: RescheduleListDataSchema,
    context,
  });
}
