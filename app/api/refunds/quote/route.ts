import * as refunds from '@/lib/bff-client/refunds';
import { bffRoute } from '@/lib/bff-server/route';
import { refundQuote } from '@/lib/upstream/refunds';
import { callForOrder } from '../../_lib/order-scope';
import { RefundQuoteRequestSchema, quoteLimit } from '../_lib/order-scope';

export const dynamic = 'force-dynamic';

/**
 * POST /api/refunds/quote {orderNo, items, refundType} → the refund's lines, total amount and points, the route
 * back, and whether an involuntary request is voluntary (spec §4 'converted'). Nothing is recorded. The scope is
 * the member's token or the visitor order seal's proof, never one from the body; another's order is NOT_FOUND.
 */
export const POST = bffRoute(refunds.quote, { body: RefundQuoteRequestSchema, limit: quoteLimit }, async (context) => {
  const { body } = context;
  return context.reply(
    await callForOrder(context.locale, body.orderNo, (upstream, visitor) =>
      refundQuote(upstream, { ...body, visitor }),
    ),
  );
});
