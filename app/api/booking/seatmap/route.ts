import * as booking from '@/lib/bff-client/booking';
import { bffRoute } from '@/lib/bff-server/route';
import { SeatMapParamsSchema } from '@/lib/schemas/booking';
import { seatMap } from '@/lib/upstream/booking';

export const dynamic = 'force-dynamic';

/** GET /api/booking/seatmap?flightId=: the seat chart with prices and what is still free. */
export const GET = bffRoute(booking.seatMap, { query: SeatMapParamsSchema }, async (context) =>
  context.reply(await seatMap(await context.upstream(), context.query.flightId)),
);
