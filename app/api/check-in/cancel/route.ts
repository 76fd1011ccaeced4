import * as checkIn from '@/lib/bff-client/check-in';
import { bffRoute } from '@/lib/bff-server/route';
import { CheckInCancelBodySchema } from '@/lib/contract';
import { cancelCheckIn } from '@/lib/upstream/check-in';
import { callForTrip } from '../_lib/trip-access';

/** The body as the browser sends it: a visitor's proof is never taken from it (it comes from the seal). */
const CancelBodySchema = CheckInCancelBodySchema.omit({ visitor: true });

/**
 * POST /api/check-in/cancel {orderNo, segmentIndex, passengerIds} → the segment as it is now (spec §4: refused
 * within 45 minutes of a domestic and 60 of an international departure, CHECK_IN_CANCEL_CUTOFF). The seat given at
 * check-in is freed; a seat bought at booking stays the passenger's (decision 21).
 */
export const POST = bffRoute(checkIn.cancelCheckIn, { body: CancelBodySchema }, async (context) =>
  context.reply(
    await callForTrip(context.locale, context.body.orderNo, (upstream, visitor) =>
      cancelCheckIn(upstream, { ...context.body, visitor }),
    ),
  ),
);
