import * as checkIn from '@/lib/bff-client/check-in';
import { bffRoute } from '@/lib/bff-server/route';
import { CheckInBodySchema } from '@/lib/contract';
import { checkIn as checkInPassengers, refusedPassengers } from '@/lib/upstream/check-in';
import { callForTrip } from '../_lib/trip-access';

/** The body as the browser sends it: a visitor's proof is never taken from it (it comes from the seal). */
const SubmitBodySchema = CheckInBodySchema.omit({ visitor: true });

/**
 * POST /api/check-in/submit {orderNo, segmentIndex, passengers, clauseAgreed} → the boarding passes' data and the
 * segment as it is now (spec §4 "Check-in", decision 21). airline-api decides every rule; a refused request
 * answers the first refused passenger's code with `data.passengers` (each refused passenger and why, decision
 * 21) and the same as `data.fieldErrors` (passengerId → CheckIn.refusal key), which the page says beside each
 * passenger. For the member's order by the token; for a trip this browser found, by the seal's proof.
 */
export const POST = bffRoute(checkIn.checkIn, { body: SubmitBodySchema }, async (context) => {
  const result = await callForTrip(context.locale, context.body.orderNo, (upstream, visitor) =>
    checkInPassengers(upstream, { ...context.body, visitor }),
  );
  if (result.ok) return context.reply(result);
  const refused = refusedPassengers(result);
  if (!refused) return context.fail(result.code);
  const fieldErrors = Object.fromEntries(refused.map((p) => [p.passengerId, p.refusal]));
  return context.fail(result.code, { passengers: refused, fieldErrors });
});
