import type { FastifyInstance } from 'fastify';
import {
  CheckInBodySchema,
  CheckInCancelBodySchema,
  CheckInFriendTripBodySchema,
  CheckInStateBodySchema,
  CheckInTripsBodySchema,
  CheckInVisitorTripsBodySchema,
  CheckIsSelfBodySchema,
  UpstreamPath,
} from '@/lib/contract';
import { memberScope, scopeOf } from '../check-in/access';
import { cancelCheckIns } from '../check-in/cancel';
import { checkInPassengers, segmentInScope, segmentTrip } from '../check-in/operations';
import { addFriendTrip, isSelf, memberTrips, visitorTrips, withFlightStatus } from '../check-in/trips';
import { languageOf, parse, sendOk } from '../http';
import type { Services } from '../services';

/**
 * Online check-in (spec §2 Check-in and seats, §4 "Check-in", §7 member/api/seat/select/b2c/*; decision 21
 * §1-§2; decision 21). Every call is scoped by the member token, or by a visitor's proof (ticket or document
 * number and name) where the body carries one; an order outside the scope is NOT_FOUND.
 */
export function registerCheckInRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.checkInTrips, async (req, reply) => {
    const scope = await memberScope(s, req);
    const body = parse(CheckInTripsBodySchema, req.body ?? {});
    return sendOk(req, reply, await memberTrips(s, scope, body.queryType, languageOf(req)));
  });

  app.post(UpstreamPath.checkInVisitorTrips, async (req, reply) => {
    const proof = parse(CheckInVisitorTripsBodySchema, req.body);
    return sendOk(req, reply, await visitorTrips(s, req, proof, languageOf(req)));
  });

  app.post(UpstreamPath.checkInFriendTrip, async (req, reply) => {
    const scope = await memberScope(s, req);
    const proof = parse(CheckInFriendTripBodySchema, req.body);
    return sendOk(req, reply, await addFriendTrip(s, req, scope, proof, languageOf(req)));
  });

  app.post(UpstreamPath.checkIsSelf, async (req, reply) => {
    const scope = await memberScope(s, req);
    const body = parse(CheckIsSelfBodySchema, req.body);
    return sendOk(req, reply, await isSelf(s, scope, body.passengerId));
  });

  app.post(UpstreamPath.checkInState, async (req, reply) => {
    const body = parse(CheckInStateBodySchema, req.body);
    const scope = await scopeOf(s, req, body.visitor);
    const seg = await segmentInScope(s, scope, body.orderNo, body.segmentIndex);
    // With the flight's current status: /checkin/selair shows a delay or cancellation.
    const trip = (await withFlightStatus(s, [await segmentTrip(s, seg, languageOf(req))], languageOf(req)))[0]!;
    return sendOk(req, reply, { openSeat: trip.openSeat, trip });
  });

  app.post(UpstreamPath.checkIn, async (req, reply) => {
    const body = parse(CheckInBodySchema, req.body);
    const scope = await scopeOf(s, req, body.visitor);
    return sendOk(req, reply, await checkInPassengers(s, scope, body, languageOf(req)));
  });

  app.post(UpstreamPath.checkInCancel, async (req, reply) => {
    const body = parse(CheckInCancelBodySchema, req.body);
    const scope = await scopeOf(s, req, body.visitor);
    return sendOk(req, reply, await cancelCheckIns(s, scope, body, languageOf(req)));
  });
}
