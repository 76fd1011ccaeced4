import 'server-only';
import type { z } from 'zod';
import {
  CheckInCancelDataSchema,
  CheckInDataSchema,
  CheckInRefusedDataSchema,
  CheckInStateDataSchema,
  CheckInTripsDataSchema,
  CheckIsSelfDataSchema,
  UpstreamPath,
  type CheckInBody,
  type CheckInCancelBody,
  type CheckInStateBodySchema,
  type CheckInTicketProofSchema,
  type CheckInTripsBodySchema,
  type CheckInVisitorProof,
  type CheckIsSelfBodySchema,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';
import type { UpstreamResult } from './result';

/**
 * Online check-in (spec §2 Check-in and seats, §4 "Check-in", §7 member/api/seat/select/b2c/*; decision 21;
 * decision 21). airline-api decides every rule and answers each passenger's state; these calls only carry the
 * scope: the member's token in the context, or (for a visitor) a proof in the body with no token at all.
 */

export type CheckInRefused = z.infer<typeof CheckInRefusedDataSchema>['passengers'];

/** Spec §7 selectOptionalSeatTravel (member): the member's own trips, the ones added by ticket, or both. */
export function checkInTrips(context: UpstreamContext, body: z.input<typeof CheckInTripsBodySchema> = {}) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.checkInTrips,
    body,
    data: CheckInTripsDataSchema,
    context,
  });
}

/** A visitor's trips by a proof (ticket or document number and name); sent without a token. */
export function visitorCheckInTrips(context: UpstreamContext, proof: CheckInVisitorProof) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.checkInVisitorTrips,
    body: proof,
    data: CheckInTripsDataSchema,
    context: { ...context, token: undefined },
  });
}

/** Spec §7 selectFriendOptionalSeatTravel (member): adds another traveller's trip by ticket number and name. */
export function addFriendTrip(context: UpstreamContext, proof: z.input<typeof CheckInTicketProofSchema>) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.checkInFriendTrip,
    body: proof,
    data: CheckInTripsDataSchema,
    context,
  });
}

/** Spec §7 checkIsSelf (member): whether an order passenger is the certified member. */
export function checkIsSelf(context: UpstreamContext, body: z.input<typeof CheckIsSelfBodySchema>) {
  return callUpstream({ method: 'POST', path: UpstreamPath.checkIsSelf, body, data: CheckIsSelfDataSchema, context });
}

/** Spec §7 selectSeatAndCheckInState: one segment's openSeat and its passengers' states. */
export function checkInState(context: UpstreamContext, body: z.input<typeof CheckInStateBodySchema>) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.checkInState,
    body,
    data: CheckInStateDataSchema,
    context,
  });
}

/** Checks passengers of one segment in: the boarding passes' data and the segment as it is now. */
export function checkIn(context: UpstreamContext, body: CheckInBody) {
  return callUpstream({ method: 'POST', path: UpstreamPath.checkIn, body, data: CheckInDataSchema, context });
}

/** Cancels the check-in of passengers of one segment (spec §4: not within 45 / 60 minutes of departure). */
export function cancelCheckIn(context: UpstreamContext, body: CheckInCancelBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.checkInCancel,
    body,
    data: CheckInCancelDataSchema,
    context,
  });
}

/**
 * The passengers a refused check-in names, each with its reason (decision 21: the code is the first one's);
 * null when the refusal carries none (a window, clause or selection code) or not in the contract's shape.
 */
export function refusedPassengers(result: UpstreamResult<unknown>): CheckInRefused | null {
  if (result.ok || result.data === undefined) return null;
  const parsed = CheckInRefusedDataSchema.safeParse(result.data);
  return parsed.success && parsed.data.passengers.length > 0 ? parsed.data.passengers : null;
}
