import { callForTrip } from '@/app/api/check-in/_lib/trip-access';
import * as seat from '@/lib/bff-client/seat-selection';
import { bffRoute } from '@/lib/bff-server/route';
import { seatFares } from '@/lib/upstream/seat-selection';
import { SegmentQuerySchema } from '../_lib/segment-query';

/**
 * GET /api/seat/fares?orderNo=&segmentIndex= → what each seat of the segment costs now and the lowest price (spec
 * §7 getSeatServiceFare, §3 lowestPrice), in the visitor's currency (the currency profile; CNY by default). Scoped
 * as the chart is.
 */
export const GET = bffRoute(seat.fares, { query: SegmentQuerySchema }, async (context) => {
  const { orderNo, segmentIndex } = context.query;
  return context.reply(
    await callForTrip(context.locale, orderNo, (upstream, visitor) =>
      seatFares(upstream, { orderNo, segmentIndex, visitor }),
    ),
  );
});
