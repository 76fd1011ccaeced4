import * as orders from '@/lib/bff-client/orders';
import { bffOk } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import { rememberOrderForVisitor } from '@/lib/bff-server/visitor-orders';
import { OrderLookupSchema } from '@/lib/schemas/order';
import { visitorOrder } from '@/lib/upstream/orders';

/** Guessing a name and phone for someone else's order is what this limits; a traveller needs a few tries. */
const LOOKUP_PER_IP = 10;
const LOOKUP_PER_ORDER = 5;

/**
 * POST /api/orders/lookup {orderNo, passengerName, mobile} → OrderDetail, and the sf_orders seal so this
 * browser may pay, cancel and follow the order. Any mismatch is 'order inquiry failed'.
 */
export const POST = bffRoute(
  orders.lookupOrder,
  {
    body: OrderLookupSchema,
    limit: ({ ip, body }) => [
      { key: `lookup:order:${body.orderNo}`, limit: LOOKUP_PER_ORDER },
      ...(ip ? [{ key: `lookup:ip:${ip}`, limit: LOOKUP_PER_IP }] : []),
    ],
  },
  async (context) => {
    const result = await visitorOrder({ ...(await context.upstream()), token: undefined }, context.body);
    if (!result.ok) return context.fail(result.code);
    const response = bffOk(result.data);
    await rememberOrderForVisitor(response, context.body);
    return response;
  },
);
