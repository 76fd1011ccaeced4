import { callForTrip } from '@/app/api/check-in/_lib/trip-access';
import * as seat from '@/lib/bff-client/seat-selection';
import { bffRoute } from '@/lib/bff-server/route';
import { seatChart } from '@/lib/upstream/seat-selection';
import { SegmentQuerySchema } from '../_lib/segment-query';

/**
 * GET /api/seat/chart?orderNo=&segmentIndex= → the segment's seat chart (which seats exist and are free) and its
 * passengers (spec §7 selectFlightSeatChart; decision 22), for the member's order by the token or for a trip this
 * browser found by the seal's proof. Another member's order is airline-api's NOT_FOUND, passed on.
 */
export const GET = bffRoute(seat.chart, { query: SegmentQuerySchema }, async (context) => {
  const { orderNo, segmentIndex } = context.query;
  return context.reply(
    await callForTrip(context.locale, orderNo, (upstream, visitor) =>
      seatChart(upstream, { orderNo, segmentIndex, visitor }),
    ),
  );
});
