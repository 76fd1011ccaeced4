import * as addOns from '@/lib/bff-client/add-ons';
import { bffRoute } from '@/lib/bff-server/route';
import { AddOnOrdersQuerySchema } from '@/lib/schemas/add-ons';
import { addOnOrders } from '@/lib/upstream/add-ons';
import { callForOrder } from '../../_lib/order-scope';

export const dynamic = 'force-dynamic';

/**
 * GET /api/add-ons/orders?orderNo= → the add-on orders of the ticket order, newest first (decision 28): the
 * visitor's order page lists them. The scope is the member's token or the visitor order seal's proof.
 */
export const GET = bffRoute(addOns.orders, { query: AddOnOrdersQuerySchema }, async (context) => {
  const { orderNo } = context.query;
  return context.reply(
    await callForOrder(context.locale, orderNo, (upstream, visitor) => addOnOrders(upstream, { orderNo, visitor })),
  );
});
