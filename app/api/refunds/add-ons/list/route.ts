import { z } from 'zod';
import * as addOnRefunds from '@/lib/bff-client/add-on-refunds';
import { bffRoute } from '@/lib/bff-server/route';
import { OrderNoSchema } from '@/lib/schemas/order';
import { addOnRefundList } from '@/lib/upstream/add-on-refunds';
import { callForOrder } from '../../../_lib/order-scope';

export const dynamic = 'force-dynamic';

const ListQuerySchema = z.object({ orderNo: OrderNoSchema });

/**
 * GET /api/refunds/add-ons/list?orderNo= → the order's add-ons (each with why it cannot be refunded now, if it
 * cannot, and until when it can) and its applications of add-ons, newest first (decision 26). The scope is the
 * member's token or the visitor order seal's proof; another's order is NOT_FOUND.
 */
export const GET = bffRoute(addOnRefunds.list, { query: ListQuerySchema }, async (context) => {
  const { orderNo } = context.query;
  return context.reply(
    await callForOrder(context.locale, orderNo, (upstream, visitor) => addOnRefundList(upstream, { orderNo, visitor })),
  );
});
