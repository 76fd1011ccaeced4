import { z } from 'zod';
import { ResultCode } from '@/lib/contract';
import * as orders from '@/lib/bff-client/orders';
import { orderForBrowser } from '@/lib/bff-server/order-access';
import { bffRoute } from '@/lib/bff-server/route';
import { OrderNoSchema } from '@/lib/schemas/order';

/** GET /api/orders/{orderNo} → OrderDetail: the member's own order, or a visitor's through the sf_orders seal. */
export const GET = bffRoute(
  orders.orderDetail,
  { params: z.object({ orderNo: OrderNoSchema }), invalid: ResultCode.ORDER_NOT_FOUND },
  async (context) => context.reply((await orderForBrowser(context.locale, context.params.orderNo)).result),
);
