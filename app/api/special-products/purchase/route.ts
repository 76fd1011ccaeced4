import * as specialProducts from '@/lib/bff-client/special-products';
import { bffRoute } from '@/lib/bff-server/route';
import { PurchaseBodySchema } from '@/lib/contract';
import { AddOnAttemptSchema } from '@/lib/schemas/add-ons';
import { purchaseProduct } from '@/lib/upstream/special-products';
import { attemptIdempotencyKey } from '../../_lib/order-scope';

export const dynamic = 'force-dynamic';

const PurchaseRequestSchema = PurchaseBodySchema.extend({ attempt: AddOnAttemptSchema });

/**
 * POST /api/special-products/purchase {productId, beneficiaryIds, attempt} → the product order (decision 67) of the
 * session's member. The attempt becomes the Idempotency-Key, so a double click answers the same order. 10 purchases
 * a minute per address.
 */
export const POST = bffRoute(
  specialProducts.purchase,
  {
    member: true,
    body: PurchaseRequestSchema,
    limit: ({ ip }) => (ip ? [{ key: `product-purchase:ip:${ip}`, limit: 10 }] : []),
  },
  async (context) => {
    const { attempt, ...body } = context.body;
    const key = attemptIdempotencyKey('product', body.productId, attempt);
    return context.reply(await purchaseProduct(await context.upstream(), body, key));
  },
);
