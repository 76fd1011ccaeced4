import 'server-only';
import {
  ProductRefundDataSchema,
  ProductRefundQuoteDataSchema,
  SpecialProductRefundPath,
  type ProductRefundBody,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/**
 * A product order's voluntary refund (spec §2 /seasonTicket/package/refund, §9; decision 67): what each card gives
 * back now, and the refund of the chosen ones. Both are the token's member's.
 */
export function productRefundQuote(context: UpstreamContext, orderNo: string) {
  return callUpstream({
    method: 'POST',
    path: SpecialProductRefundPath.quote,
    body: { orderNo },
    data: ProductRefundQuoteDataSchema,
    context,
  });
}

/** The key makes a retried refund answer the same refund. */
export function refundProductUnits(context: UpstreamContext, body: ProductRefundBody, idempotencyKey: string) {
  return callUpstream({
    method: 'POST',
    path: SpecialProductRefundPath.refund,
    body,
    data: ProductRefundDataSchema,
    context,
    idempotencyKey,
  });
}
