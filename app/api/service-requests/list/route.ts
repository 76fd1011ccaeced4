import * as serviceRequests from '@/lib/bff-client/service-requests';
import { bffRoute } from '@/lib/bff-server/route';
import { ServiceRequestOrderQuerySchema } from '@/lib/schemas/service-requests';
import { serviceRequestList } from '@/lib/upstream/service-requests';
import { callForOrder } from '../../_lib/order-scope';

export const dynamic = 'force-dynamic';

/**
 * GET /api/service-requests/list?orderNo= → the order's wheelchair and special baggage requests with their statuses
 * (spec §4; decision 29), newest first: the order pages and the request pages list them. The scope is the member's
 * token or the visitor order seal's proof.
 */
export const GET = bffRoute(serviceRequests.list, { query: ServiceRequestOrderQuerySchema }, async (context) => {
  const { orderNo } = context.query;
  return context.reply(
    await callForOrder(context.locale, orderNo, (upstream, visitor) =>
      serviceRequestList(upstream, { orderNo, visitor }),
    ),
  );
});
