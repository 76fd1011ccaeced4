import type { z } from 'zod';
import type {
  CheckInBody,
  CheckInCancelBody,
  CheckInData,
  CheckInFriendTripBodySchema,
  CheckInStateData,
  CheckInTrip,
  CheckInTripsBodySchema,
  CheckInTripsData,
  CheckInVisitorTripsBodySchema,
} from '@/lib/contract';
import { getOperation, postOperation } from './operation';

/**
 * Online check-in (/checkIn, /checkin/selair/{orderNo}; app/api/check-in; decision 21, -§2). The browser never
 * sends a visitor's proof after the lookup: the BFF keeps it in a sealed cookie per order and adds it itself,
 * so the state, check-in and cancel calls take only the order, the segment and the passengers.
 */

/** The member's trips (own, added by ticket, or both). */
export const trips = getOperation<z.input<typeof CheckInTripsBodySchema>, CheckInTripsData>('/api/check-in/trips');
/** A visitor's trips by ticket number or document number and name; this browser may then act on them. */
export const lookupTrips = postOperation<z.input<typeof CheckInVisitorTripsBodySchema>, CheckInTripsData>(
  '/api/check-in/lookup',
);
/** A member adds another traveller's trip by its ticket number and name (spec §7 selectFriendOptionalSeatTravel). */
export const addFriendTrip = postOperation<z.input<typeof CheckInFriendTripBodySchema>, CheckInTripsData>(
  '/api/check-in/friend',
);
/** One segment of an order with its passengers' check-in states. */
export const state = getOperation<{ orderNo: string; segmentIndex: number }, CheckInStateData>('/api/check-in/state');
/**
 * Checks the chosen passengers in. A refusal answers the first refused passenger's code, with each refused
 * passenger's reason as `fieldErrors` (passengerId → CheckIn.refusal key), to be said beside that passenger.
 */
export const checkIn = postOperation<Omit<CheckInBody, 'visitor'>, CheckInData>('/api/check-in/submit');
/** Cancels the check-in of passengers of one segment; answers the segment as it is now. */
export const cancelCheckIn = postOperation<Omit<CheckInCancelBody, 'visitor'>, { trip: CheckInTrip }>(
  '/api/check-in/cancel',
);
