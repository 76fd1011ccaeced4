import 'server-only';
import {
  AddOnRefundListDataSchema,
  AddOnRefundQuoteDataSchema,
  RefundApplicationSchema,
  UpstreamPath,
  type AddOnRefundCommitBody,
  type AddOnRefundListBody,
  type AddOnRefundQuoteBody,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/**
 * Refunding add-ons alone (decision 23; spec §2 /ancillary/refund, §7 /modAndRef/api/refund/ancillary; decision
 * 26). The scope is the member's token in the context, or (for a visitor) `visitor` in the body with no token at
 * all, as for the ticket refunds (lib/upstream/refunds.ts).
 */

/** The order's add-ons, each with whether and until when it can be refunded, and its applications of add-ons. */
export function addOnRefundList(context: UpstreamContext, body: AddOnRefundListBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.addOnRefundList,
    body,
    data: AddOnRefundListDataSchema,
    context,
  });
}

/** What these add-ons give back, before anything is submitted. */
export function addOnRefundQuote(context: UpstreamContext, body: AddOnRefundQuoteBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.addOnRefundQuote,
    body,
    data: AddOnRefundQuoteDataSchema,
    context,
  });
}

/**
 * The application of these add-ons. The key makes a retried request answer the same application instead of a
 * second one.
 */
export function addOnRefundCommit(context: UpstreamContext, body: AddOnRefundCommitBody, idempotencyKey: string) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.addOnRefundCommit,
    body,
    data: RefundApplicationSchema,
    context,
    idempotencyKey,
  });
}
