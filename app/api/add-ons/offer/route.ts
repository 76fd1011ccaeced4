import * as addOns from '@/lib/bff-client/add-ons';
import { bffRoute } from '@/lib/bff-server/route';
import { AddOnOfferRequestSchema } from '@/lib/schemas/add-ons';
import { addOnOffer } from '@/lib/upstream/add-ons';
import { callForOrder } from '../../_lib/order-scope';

export const dynamic = 'force-dynamic';

/**
 * POST /api/add-ons/offer {orderNo, segmentIndex, types} → the segment's add-ons with their prices frozen for 30
 * minutes under a sessionId (spec §7 flightOrder/{orderNo}/ancillary GET; decision 22, 28). The scope is the member's
 * token or the visitor order seal's proof (never one from the body); 30 offers a minute per address.
 */
export const POST = bffRoute(
  addOns.offer,
  {
    body: AddOnOfferRequestSchema,
    limit: ({ ip }) => (ip ? [{ key: `add-ons-offer:ip:${ip}`, limit: 30 }] : []),
  },
  async (context) =>
    context.reply(
      await callForOrder(context.locale, context.body.orderNo, (upstream, visitor) =>
        addOnOffer(upstream, { ...context.body, visitor }),
      ),
    ),
);
