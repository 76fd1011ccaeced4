import * as productRefunds from '@/lib/bff-client/special-product-refunds';
import { bffRoute } from '@/lib/bff-server/route';
import { ProductRefundBodySchema } from '@/lib/contract';
import { AddOnAttemptSchema } from '@/lib/schemas/add-ons';
import { refundProductUnits } from '@/lib/upstream/special-product-refunds';
import { attemptIdempotencyKey } from '../../_lib/order-scope';

export const dynamic = 'force-dynamic';

const RefundRequestSchema = ProductRefundBodySchema.extend({ attempt: AddOnAttemptSchema });

/**
 * POST /api/special-products/refund {orderNo, unitIds, quotedTotalFen, attempt} → the refund of the session's
 * member's cards (decision 67). The attempt becomes the Idempotency-Key, so a double click refunds once. 10 refunds
 * a minute per address.
 */
export const POST = bffRoute(
  productRefunds.refund,
  {
    member: true,
    body: RefundRequestSchema,
    limit: ({ ip }) => (ip ? [{ key: `product-refund:ip:${ip}`, limit: 10 }] : []),
  },
  async (context) => {
    const { attempt, ...body } = context.body;
    const key = attemptIdempotencyKey('product-refund', body.orderNo, attempt);
    return context.reply(await refundProductUnits(await context.upstream(), body, key));
  },
);
