import { callForTrip } from '@/app/api/check-in/_lib/trip-access';
import * as seat from '@/lib/bff-client/seat-selection';
import { bffRoute } from '@/lib/bff-server/route';
import { OrderAddOnReserveBodySchema, ResultCode, SeatReselectDataSchema } from '@/lib/contract';
import { refusedPassengers } from '@/lib/upstream/check-in';
import { addOnReserve } from '@/lib/upstream/seat-selection';
import { seatLimits } from '../_lib/seat-limits';

/** The body as the browser sends it: a visitor's proof is never taken from it (it comes from the seal). */
const ReserveBodySchema = OrderAddOnReserveBodySchema.omit({ visitor: true });

/**
 * POST /api/seat/reserve {orderNo, segmentIndex, sessionId, amount, points, services, checkIn?} → the add-on order
 * (spec §7 flightOrder/{orderNo}/ancillary POST; decision 22), and the boarding passes' data when nothing was due and
 * a check-in was asked. The currency is the request's (the one the offer was priced in). Refusals:
 * - seats whose product has no fare now (SEAT_PRODUCT_MISSING, spec §8): `passengerIds`, and `fieldErrors`
 *   passengerId → 'reselect' so the page asks those passengers to pick again;
 * - a refused check-in: the first refused passenger's code with `passengers` and `fieldErrors`, as
 *   /api/check-in/submit answers it (decision 21);
 * - anything else: its code alone.
 * Limited per address (issue 29 §1, decision 52).
 */
export const POST = bffRoute(
  seat.reserve,
  { body: ReserveBodySchema, limit: ({ ip, body }) => seatLimits('reserve', ip, body.orderNo) },
  async (context) => {
    const result = await callForTrip(context.locale, context.body.orderNo, (upstream, visitor) =>
      addOnReserve(upstream, { ...context.body, visitor }),
    );
    if (result.ok) return context.reply(result);
    if (result.code === ResultCode.SEAT_PRODUCT_MISSING) {
      const reselect = SeatReselectDataSchema.safeParse(result.data);
      if (!reselect.success) return context.fail(result.code);
      const { passengerIds } = reselect.data;
      return context.fail(result.code, {
        passengerIds,
        fieldErrors: Object.fromEntries(passengerIds.map((id) => [id, 'reselect'])),
      });
    }
    const refused = refusedPassengers(result);
    if (!refused) return context.fail(result.code);
    const fieldErrors = Object.fromEntries(refused.map((p) => [p.passengerId, p.refusal]));
    return context.fail(result.code, { passengers: refused, fieldErrors });
  },
);
