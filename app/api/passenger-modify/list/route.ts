import { z } from 'zod';
import * as passengerModify from '@/lib/bff-client/passenger-modify';
import { bffRoute } from '@/lib/bff-server/route';
import { OrderNoSchema } from '@/lib/schemas/order';
import { passengerModifyList } from '@/lib/upstream/passenger-modify';
import { callForOrder } from '../../_lib/order-scope';

const ListQuerySchema = z.object({ orderNo: OrderNoSchema });

/**
 * GET /api/passenger-modify/list?orderNo= → the order's name and document changes, newest first (the order
 * pages). The scope is the member's token or the visitor order seal's proof; another's order is NOT_FOUND.
 */
export const GET = bffRoute(passengerModify.list, { query: ListQuerySchema }, async (context) => {
  const { orderNo } = context.query;
  return context.reply(
    await callForOrder(context.locale, orderNo, (upstream, visitor) =>
      passengerModifyList(upstream, { orderNo, visitor }),
    ),
  );
});
