import * as specialProducts from '@/lib/bff-client/special-products';
import { bffRoute } from '@/lib/bff-server/route';
import { saleGate } from '@/lib/bff-server/sale-gate';
import { PurchaseBodySchema } from '@/lib/contract';
import { AddOnAttemptSchema } from '@/lib/schemas/add-ons';
import { purchaseProduct } from '@/lib/upstream/special-products';
import { attemptIdempotencyKey } from '../../_lib/order-scope';

export const dynamic = 'force-dynamic';

const PurchaseRequestSchema = PurchaseBodySchema.extend({ attempt: AddOnAttemptSchema });

/**
 * POST /api/special-products/purchase {productId, beneficiaryIds, attempt} → the product order (decision 67) of the
 * session's member. The attempt becomes the Idempotency-Key, so a double click answers the same order. 10 purchases
 * a minute per address. The sale gate (decision 68) lets a few purchases of one product into airline-api at a time and
 * tells a crowd "sold out" as soon as it is.
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
    const upstream = await context.upstream();
    const units = body.beneficiaryIds.length;
    return context.reply(await saleGate.run(body.productId, key, units, () => purchaseProduct(upstream, body, key)));
  },
);
