import type {
  RescheduleCommitBody,
  RescheduleFlightsBody,
  RescheduleFlightsData,
  RescheduleOrder,
  RescheduleQuoteBody,
  RescheduleQuoteData,
} from '@/lib/contract/reschedule';
import { getOperation, postOperation } from './operation';

/**
 * Date changes of a ticket order (/modify/selair/{orderNo} → /modify/selnewair/{orderNo} → /modify/confirm;
 * app/api/reschedule; decision 23; spec §2 Order changes, §3 change-date cost, §4 change-date payment statuses).
 * The browser names the order, the passengers and segments, the dates and the new fares; it never sends a
 * visitor's proof: the BFF adds the member's token, or the proof the visitor order seal holds for this order.
 * A commit carries the attempt id of the click (the BFF makes it the idempotency key, so a retried click makes
 * one rescheduled order); a positive total is then paid with `orders.payByGateway` for the NEW order number.
 */

/** The flights of each segment's route on the date wanted, with the held family's fares and a 7-day strip. */
export const flights = postOperation<Omit<RescheduleFlightsBody, 'visitor'>, RescheduleFlightsData>(
  '/api/reschedule/flights',
);

/** Spec §3 change-date cost: per passenger and segment and in all; nothing is recorded. */
export const quote = postOperation<Omit<RescheduleQuoteBody, 'visitor'>, RescheduleQuoteData>('/api/reschedule/quote');

/** What a commit sends: the quote's body, the total shown, and the browser's id of this click. */
export type RescheduleCommitInput = Omit<RescheduleCommitBody, 'visitor'> & { attempt: string };

/** The change: the rescheduled order (type 2), to pay when its total is positive. */
export const commit = postOperation<RescheduleCommitInput, { order: RescheduleOrder }>('/api/reschedule/commit');

/** The rescheduled orders of one original order, newest first (the order pages list them). */
export const list = getOperation<{ orderNo: string }, { list: RescheduleOrder[] }>('/api/reschedule/list');
