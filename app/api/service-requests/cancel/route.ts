import * as serviceRequests from '@/lib/bff-client/service-requests';
import { bffRoute } from '@/lib/bff-server/route';
import { ServiceRequestCancelRequestSchema } from '@/lib/schemas/service-requests';
import { serviceRequestCancel } from '@/lib/upstream/service-requests';
import { callForOrder } from '../../_lib/order-scope';

export const dynamic = 'force-dynamic';

/**
 * POST /api/service-requests/cancel {orderNo, requestNo} → the request withdrawn (submitted or confirmed, before
 * departure; decision 29), or SERVICE_REQUEST_NOT_CANCELLABLE. The scope is the member's token or the visitor order
 * seal's proof; the origin is checked as on every mutating route.
 */
export const POST = bffRoute(
  serviceRequests.cancel,
  {
    body: ServiceRequestCancelRequestSchema,
    limit: ({ ip }) => (ip ? [{ key: `service-requests:cancel:ip:${ip}`, limit: 20 }] : []),
  },
  async (context) => {
    const body = context.body;
    return context.reply(
      await callForOrder(context.locale, body.orderNo, (upstream, visitor) =>
        serviceRequestCancel(upstream, { ...body, visitor }),
      ),
    );
  },
);
