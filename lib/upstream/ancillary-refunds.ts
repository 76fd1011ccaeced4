import 'server-only';
import {
  AncillaryRefundListDataSchema,
  AncillaryRefundQuoteDataSchema,
  RefundApplicationSchema,
  UpstreamPath,
  type AncillaryRefundCommitBody,
  type AncillaryRefundListBody,
  type AncillaryRefundQuoteBody,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/**
 * Refunding add-ons alone (decision 23; spec §2 /ancillary/refund, §7 /modAndRef/api/refund/ancillary; decision
 * 26). The scope is the member's token in the context, or (for a visitor) `visitor` in the body with no token at
 * all, as for the ticket refunds (lib/upstream/refunds.ts).
 */

/** The order's add-ons, each with whether and until when it can be refunded, and its applications of add-ons. */
export function ancillaryRefundList(context: UpstreamContext, body: AncillaryRefundListBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.ancillaryRefundList,
    body,
    data: AncillaryRefundListDataSchema,
    context,
  });
}

/** What these add-ons give back, before anything is submitted. */
export function ancillaryRefundQuote(context: UpstreamContext, body: AncillaryRefundQuoteBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.ancillaryRefundQuote,
    body,
    data: AncillaryRefundQuoteDataSchema,
    context,
  });
}

/**
 * The application of these add-ons. The key makes a retried request answer the same application instead of a
 * second one.
 */
export function ancillaryRefundCommit(
  context: UpstreamContext,
  body: AncillaryRefundCommitBody,
  idempotencyKey: string,
) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.ancillaryRefundCommit,
    body,
    data: RefundApplicationSchema,
    context,
    idempotencyKey,
  });
}
