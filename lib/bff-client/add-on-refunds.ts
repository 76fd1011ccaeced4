import type {
  AddOnRefundCommitBody,
  AddOnRefundListData,
  AddOnRefundQuoteBody,
  AddOnRefundQuoteData,
} from '@/lib/contract/add-on-refund';
import type { RefundApplication } from '@/lib/contract/refund';
import { getOperation, postOperation } from './operation';

/**
 * Refunding add-ons alone (/ancillary/refund?orderNo=; app/api/refunds/add-ons; decision 23; decision 26). The
 * browser names the order and the add-ons; it never sends a visitor's proof: the BFF adds the member's token, or the
 * proof the visitor order seal holds for this order. A commit carries the total the traveller saw and the attempt
 * id of the click (the BFF makes it the idempotency key, so a retried click makes one application).
 */

/** The order's add-ons (each with its block and window) and its applications of add-ons, newest first. */
export const list = getOperation<{ orderNo: string }, AddOnRefundListData>('/api/refunds/add-ons/list');

/** What these add-ons would give back (money and points, by whose payment), nothing recorded. */
export const quote = postOperation<Omit<AddOnRefundQuoteBody, 'visitor'>, AddOnRefundQuoteData>(
  '/api/refunds/add-ons/quote',
);

/** What a commit sends: the contract's body without a proof, and the browser's id of this click. */
export type AddOnRefundCommitInput = Omit<AddOnRefundCommitBody, 'visitor'> & { attempt: string };

/** The application of these add-ons: its tracker. */
export const commit = postOperation<AddOnRefundCommitInput, RefundApplication>('/api/refunds/add-ons/commit');
