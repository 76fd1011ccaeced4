import { ResultCode } from '@/lib/contract';
import { bffError, bffFrom, withBffErrors } from '@/lib/bff-server/respond';
import { SeatMapParamsSchema } from '@/lib/schemas/booking';
import { seatMap } from '@/lib/upstream/booking';
import { openCall } from '../_lib/open';

export const dynamic = 'force-dynamic';

/** GET /api/booking/seatmap?flightId=: the seat chart with prices and what is still free. */
export const GET = withBffErrors(async (request: Request) => {
  const open = await openCall(request, false);
  if (open instanceof Response) return open;
  const parsed = SeatMapParamsSchema.safeParse({ flightId: new URL(request.url).searchParams.get('flightId') });
  if (!parsed.success) return bffError(ResultCode.BAD_REQUEST, open.locale);
  return bffFrom(await seatMap(open.context, parsed.data.flightId), open.locale);
});
