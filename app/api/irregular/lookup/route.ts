import { proofLimits } from '@/app/api/_lib/proof-limits';
import * as irregular from '@/lib/bff-client/irregular';
import { bffOk } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import { rememberOrderForVisitor } from '@/lib/bff-server/visitor-orders';
import { OrderLookupSchema } from '@/lib/schemas/order';
import { irregularFind } from '@/lib/upstream/irregular';

export const dynamic = 'force-dynamic';

/**
 * POST /api/irregular/lookup {orderNo, passengerName, mobile} → the order's upcoming segments with their flights'
 * statuses and choices (spec §2 /ancillary/abnormalEntry for a visitor; decision 32), and the sf_orders seal, so
 * this browser may then change, refund or keep (the next calls carry the seal's proof, never one from the body).
 * A wrong proof is NOT_FOUND, as an order that does not exist.
 */
export const POST = bffRoute(
  irregular.lookup,
  {
    body: OrderLookupSchema,
    // Guessing a name and phone for someone else's order is what this limits, as the order lookup does.
    limit: ({ ip, body }) => proofLimits('irregular-lookup', ip, body.orderNo),
  },
  async (context) => {
    const { orderNo, passengerName, mobile } = context.body;
    const result = await irregularFind(
      { ...(await context.upstream()), token: undefined },
      { orderNo, visitor: { passengerName, mobile } },
    );
    if (!result.ok) return context.fail(result.code);
    await context.refundLimits();
    const response = bffOk(result.data);
    await rememberOrderForVisitor(response, context.body);
    return response;
  },
);
