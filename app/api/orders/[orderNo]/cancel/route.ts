import { z } from 'zod';
import { ResultCode } from '@/lib/contract';
import * as orders from '@/lib/bff-client/orders';
import { bffRoute } from '@/lib/bff-server/route';
import { visitorProofFor } from '@/lib/bff-server/visitor-orders';
import { OrderNoSchema } from '@/lib/schemas/order';
import { readSession } from '@/lib/session';
import { cancelOrder } from '@/lib/upstream/orders';

/** POST /api/orders/{orderNo}/cancel → OrderDetail (cancelled): unpaid orders only (spec §2 'cancel payment'). */
export const POST = bffRoute(
  orders.cancelOrder,
  { params: z.object({ orderNo: OrderNoSchema }), invalid: ResultCode.ORDER_NOT_FOUND },
  async (context) => {
    const { orderNo } = context.params;
    const [upstream, session, proof] = await Promise.all([context.upstream(), readSession(), visitorProofFor(orderNo)]);
    if (session) {
      const own = await cancelOrder(upstream, { orderNo });
      if (own.ok || !proof || own.code !== ResultCode.ORDER_NOT_FOUND) return context.reply(own);
    }
    if (!proof) return context.fail(ResultCode.ORDER_NOT_FOUND);
    // Without the token airline-api checks the visitor proof instead of the member's ownership.
    return context.reply(await cancelOrder({ ...upstream, token: undefined }, proof));
  },
);
