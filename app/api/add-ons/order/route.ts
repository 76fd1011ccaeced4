import * as addOns from '@/lib/bff-client/add-ons';
import { bffRoute } from '@/lib/bff-server/route';
import { AddOnOrderDetailQuerySchema } from '@/lib/schemas/add-ons';
import { addOnOrderDetail } from '@/lib/upstream/add-ons';
import { callForOrder } from '../../_lib/order-scope';

export const dynamic = 'force-dynamic';

/**
 * GET /api/add-ons/order?orderNo=&addOnOrderNo= → one add-on order of the ticket order, with its items' service
 * request statuses (decision 28): /ancillaryConfirm follows it after the gateway. The scope is the member's token or
 * the visitor order seal's proof; an add-on order of another ticket order is NOT_FOUND.
 */
export const GET = bffRoute(addOns.order, { query: AddOnOrderDetailQuerySchema }, async (context) => {
  const { orderNo, addOnOrderNo } = context.query;
  return context.reply(
    await callForOrder(context.locale, orderNo, (upstream, visitor) =>
      addOnOrderDetail(upstream, { orderNo, addOnOrderNo, visitor }),
    ),
  );
});
