import { z } from 'zod';
import * as refunds from '@/lib/bff-client/refunds';
import { bffRoute } from '@/lib/bff-server/route';
import { OrderNoSchema } from '@/lib/schemas/order';
import { refundList } from '@/lib/upstream/refunds';
import { callForOrder } from '../../_lib/order-scope';

const ListQuerySchema = z.object({ orderNo: OrderNoSchema });

/**
 * GET /api/refunds/list?orderNo= → the order's refund applications, newest first (the trackers of the order
 * pages). The scope is the member's token or the visitor order seal's proof; another's order is NOT_FOUND.
 */
export const GET = bffRoute(refunds.list, { query: ListQuerySchema }, async (context) => {
  const { orderNo } = context.query;
  return context.reply(
    await callForOrder(context.locale, orderNo, (upstream, visitor) => refundList(upstream, { orderNo, visitor })),
  );
});
