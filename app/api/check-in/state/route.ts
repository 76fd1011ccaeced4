import { z } from 'zod';
import * as checkIn from '@/lib/bff-client/check-in';
import { bffRoute } from '@/lib/bff-server/route';
import { CheckInStateBodySchema } from '@/lib/contract';
import { checkInState } from '@/lib/upstream/check-in';
import { callForTrip } from '../_lib/trip-access';

/** The query as the browser sends it (strings); never a visitor's proof, which comes from the seal. */
const StateQuerySchema = z.object({
  orderNo: CheckInStateBodySchema.shape.orderNo,
  segmentIndex: z.coerce.number().pipe(CheckInStateBodySchema.shape.segmentIndex),
});

/**
 * GET /api/check-in/state?orderNo=&segmentIndex= → one segment's openSeat and passengers (spec §7
 * selectSeatAndCheckInState), for the member's order or for a trip this browser found (the seal's proof).
 * Another member's order is airline-api's NOT_FOUND, passed on.
 */
export const GET = bffRoute(checkIn.state, { query: StateQuerySchema }, async (context) => {
  const { orderNo, segmentIndex } = context.query;
  return context.reply(
    await callForTrip(context.locale, orderNo, (upstream, visitor) =>
      checkInState(upstream, { orderNo, segmentIndex, visitor }),
    ),
  );
});
