import { z } from 'zod';
import * as addPeople from '@/lib/bff-client/add-people';
import { bffRoute } from '@/lib/bff-server/route';
import { OrderNoSchema } from '@/lib/schemas/order';
import { addPeopleList } from '@/lib/upstream/add-people';
import { callForOrder } from '../../_lib/order-scope';

const ListQuerySchema = z.object({ orderNo: OrderNoSchema });

/**
 * GET /api/add-people/list?orderNo= → the children and infants added to the order (type-5 orders), newest first
 * (the order pages). The scope is the member's token or the visitor order seal's proof; another's order is
 * NOT_FOUND.
 */
export const GET = bffRoute(addPeople.list, { query: ListQuerySchema }, async (context) => {
  const { orderNo } = context.query;
  return context.reply(
    await callForOrder(context.locale, orderNo, (upstream, visitor) => addPeopleList(upstream, { orderNo, visitor })),
  );
});
