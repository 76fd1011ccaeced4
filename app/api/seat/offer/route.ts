import { callForTrip } from '@/app/api/check-in/_lib/trip-access';
import * as seat from '@/lib/bff-client/seat-selection';
import { bffRoute } from '@/lib/bff-server/route';
import { OrderAddOnOfferBodySchema } from '@/lib/contract';
import { addOnOffer } from '@/lib/upstream/seat-selection';
import { seatLimits } from '../_lib/seat-limits';

/**
 * The body as the browser sends it: the segment and the kinds wanted. Currency, language and channel come from
 * the request (the currency profile, the locale), and a visitor's proof from the seal, never from the body.
 */
const OfferBodySchema = OrderAddOnOfferBodySchema.pick({
  orderNo: true,
  segmentIndex: true,
  types: true,
  passengerIds: true,
});

/**
 * POST /api/seat/offer {orderNo, segmentIndex, types} → the seats and add-ons on sale for the segment, their prices
 * frozen under a sessionId for 30 minutes (spec §7 flightOrder/{orderNo}/ancillary GET; decision 22). Limited per
 * address (issue 29 §1, decision 52).
 */
export const POST = bffRoute(
  seat.offer,
  { body: OfferBodySchema, limit: ({ ip, body }) => seatLimits('offer', ip, body.orderNo) },
  async (context) =>
    context.reply(
      await callForTrip(context.locale, context.body.orderNo, (upstream, visitor) =>
        addOnOffer(upstream, { ...context.body, visitor }),
      ),
    ),
);
