import { proofLimits } from '@/app/api/_lib/proof-limits';
import * as orders from '@/lib/bff-client/orders';
import { bffOk } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import { rememberOrderForVisitor } from '@/lib/bff-server/visitor-orders';
import { OrderLookupSchema } from '@/lib/schemas/order';
import { visitorOrder } from '@/lib/upstream/orders';

/**
 * POST /api/orders/lookup {orderNo, passengerName, mobile} → OrderDetail, and the sf_orders seal so this
 * browser may pay, cancel and follow the order. Any mismatch is 'order inquiry failed'.
 */
export const POST = bffRoute(
  orders.lookupOrder,
  {
    body: OrderLookupSchema,
    // Guessing a name and phone for someone else's order is what this limits; a traveller needs a few tries.
    limit: ({ ip, body }) => proofLimits('lookup', ip, body.orderNo),
  },
  async (context) => {
    const result = await visitorOrder({ ...(await context.upstream()), token: undefined }, context.body);
    if (!result.ok) return context.fail(result.code);
    await context.refundLimits();
    const response = bffOk(result.data);
    await rememberOrderForVisitor(response, context.body);
    return response;
  },
);
