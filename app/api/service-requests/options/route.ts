import * as serviceRequests from '@/lib/bff-client/service-requests';
import { bffRoute } from '@/lib/bff-server/route';
import { ServiceRequestOrderQuerySchema } from '@/lib/schemas/service-requests';
import { serviceRequestOptions } from '@/lib/upstream/service-requests';
import { callForOrder } from '../../_lib/order-scope';

export const dynamic = 'force-dynamic';

/**
 * GET /api/service-requests/options?orderNo= → who may ask for a wheelchair or special baggage on each segment
 * (decision 29). The scope is the member's token or the visitor order seal's proof.
 */
export const GET = bffRoute(serviceRequests.options, { query: ServiceRequestOrderQuerySchema }, async (context) => {
  const { orderNo } = context.query;
  return context.reply(
    await callForOrder(context.locale, orderNo, (upstream, visitor) =>
      serviceRequestOptions(upstream, { orderNo, visitor }),
    ),
  );
});
