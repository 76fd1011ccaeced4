import { callForTrip } from '@/app/api/check-in/_lib/trip-access';
import * as seat from '@/lib/bff-client/seat-selection';
import { bffRoute } from '@/lib/bff-server/route';
import { addOnOrder } from '@/lib/upstream/seat-selection';
import { AddOnOrderQuerySchema } from '../_lib/segment-query';

/**
 * GET /api/seat/order?orderNo=&segmentIndex=&addOnOrderNo= → one add-on order of the parent order (decision 21
 * §3): the confirmation and the payment result page follow it while it is applied. Scoped by the parent order, as
 * check-in is: another member's order, or an add-on order of another parent, is NOT_FOUND.
 */
export const GET = bffRoute(seat.addOnOrder, { query: AddOnOrderQuerySchema }, async (context) => {
  const { orderNo, segmentIndex, addOnOrderNo } = context.query;
  return context.reply(
    await callForTrip(context.locale, orderNo, (upstream, visitor) =>
      addOnOrder(upstream, { orderNo, segmentIndex, addOnOrderNo, visitor }),
    ),
  );
});
