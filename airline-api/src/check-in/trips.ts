import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import {
  OrderStatus,
  type CheckInTicketProofSchema,
  type CheckInTrip,
  type CheckInTripsData,
  type CheckInVisitorProof,
  type FlightStatus,
  type TripFlightStatus,
  type UpstreamLanguage,
} from '@/lib/contract';
import type { z } from 'zod';
import { bookingOrder, checkInFriendTrip, orderPassenger, realName } from '../db/schema';
import type { FlightInstance } from '../domain/network';
import { flightStatuses } from '../routes/flight-status';
import type { Services } from '../services';
import { notFound, onlyThese, passengersOf, provenPassengers, sourceOf, type CheckInScope } from './access';
import { nameMatches } from './names';
import { loadBundles } from './state';
import { tripsOf } from './trip-view';

/** What a trip or a boarding pass carries of a flight's status view. */
export const tripFlightStatus = (f: FlightStatus): TripFlightStatus => ({
  status: f.status,
  phase: f.phase,
  delayMinutes: f.delayMinutes,
  estimatedDeparture: f.estimatedDeparture,
  timeZone: f.departure.timeZone,
});

/** The current status of each dated flight, in one query, by flight id. */
export async function statusesOf(
  s: Services,
  flights: (FlightInstance | undefined)[],
  language: UpstreamLanguage,
): Promise<Map<string, TripFlightStatus>> {
  const known = [...new Map(flights.filter((f) => f !== undefined).map((f) => [f.flightId, f])).values()];
  const views = await flightStatuses(s, known, language);
  return new Map(known.map((f, i) => [f.flightId, tripFlightStatus(views[i]!)]));
}

/**
 * The trips with their flights' current status: a delay or cancellation operations set shows
 * where the traveller checks in, not only on the flight status page.
 */
export async function withFlightStatus(
  s: Services,
  trips: CheckInTrip[],
  language: UpstreamLanguage,
): Promise<CheckInTrip[]> {
  const statuses = await statusesOf(
    s,
    trips.map((t) => s.network.flight(t.flightId)),
    language,
  );
  return trips.map((t) => {
    const flightStatus = statuses.get(t.flightId);
    return flightStatus ? { ...t, flightStatus } : t;
  });
}

const records = (trips: CheckInTripsData['records']): CheckInTripsData => ({ records: trips, total: trips.length });

/** The trips as check-in lists them: with each flight's current status. */
async function recordsOf(s: Services, trips: CheckInTrip[], language: UpstreamLanguage): Promise<CheckInTripsData> {
  return records(await withFlightStatus(s, trips, language));
}

/** Ticketed orders among these numbers (the only ones check-in lists). */
async function ticketedOrders(s: Services, orderNos: string[]) {
  if (orderNos.length === 0) return [];
  return s.db
    .select()
    .from(bookingOrder)
    .where(and(inArray(bookingOrder.orderNo, orderNos), eq(bookingOrder.status, OrderStatus.TICKETED)));
}

/**
 * Spec §7 selectOptionalSeatTravel: the member's ticketed trips still to depart (SELF), the trips they added by
 * a ticket (FRIEND), or both (ALL), each segment with its passengers' check-in state.
 */
export async function memberTrips(
  s: Services,
  scope: CheckInScope & { kind: 'member' },
  queryType: 'ALL' | 'SELF' | 'FRIEND',
  language: UpstreamLanguage,
): Promise<CheckInTripsData> {
  const own =
    queryType === 'FRIEND'
      ? []
      : await s.db
          .select()
          .from(bookingOrder)
          .where(and(eq(bookingOrder.memberId, scope.member.id), eq(bookingOrder.status, OrderStatus.TICKETED)));
  const friends = queryType === 'SELF' ? [] : await ticketedOrders(s, [...scope.friendOrders]);
  const orders = [...own, ...friends.filter((o) => o.memberId !== scope.member.id)];
  return recordsOf(s, await memberSees(s, scope, orders, language), language);
}

/** The trips of these orders as the member sees them: a trip added by a ticket with its passengers only. */
async function memberSees(
  s: Services,
  scope: CheckInScope & { kind: 'member' },
  orders: Parameters<typeof loadBundles>[1],
  language: UpstreamLanguage,
): Promise<CheckInTrip[]> {
  const bundles = await loadBundles(s.db, orders);
  const sourced = bundles.map((bundle) => ({ bundle, source: sourceOf(scope, bundle.order)! }));
  const trips = await tripsOf(s, sourced, language);
  return trips.map((t) => onlyThese(t, passengersOf(scope, t.orderNo, t.source)));
}

/**
 * The visitor lookup: the trips of the order(s) the proof opens, with the proof's passengers (and those in their
 * care) only; NOT_FOUND and counted when it opens none.
 */
export async function visitorTrips(
  s: Services,
  req: FastifyRequest,
  proof: CheckInVisitorProof,
  language: UpstreamLanguage,
): Promise<CheckInTripsData> {
  const proven = await provenPassengers(s, req, proof);
  const orders = await ticketedOrders(s, [...proven.keys()]);
  const bundles = await loadBundles(s.db, orders);
  const trips = await tripsOf(
    s,
    bundles.map((bundle) => ({ bundle, source: 'VISITOR' as const })),
    language,
  );
  // The proof's passengers only (decision 56): a ticket number opens its holder, not the booking.
  const seen = trips.map((t) => onlyThese(t, proven.get(t.orderNo) ?? new Set()));
  return recordsOf(
    s,
    seen.filter((t) => t.passengers.length > 0),
    language,
  );
}

/**
 * Spec §7 selectFriendOptionalSeatTravel: the member adds another traveller's trip by ticket number and name
 * (checked as a visitor's proof, with its limits); that passenger (with those in their care) stays open to the
 * member from then on, not the rest of the booking (decision 56). Answers that order's trips.
 */
export async function addFriendTrip(
  s: Services,
  req: FastifyRequest,
  scope: CheckInScope & { kind: 'member' },
  proof: z.infer<typeof CheckInTicketProofSchema>,
  language: UpstreamLanguage,
): Promise<CheckInTripsData> {
  const proven = await provenPassengers(s, req, proof);
  const orders = await ticketedOrders(s, [...proven.keys()]);
  for (const o of orders.filter((x) => x.memberId !== scope.member.id)) {
    // The passengers of every ticket the member added to this order (a trip added before decision 56 is narrowed
    // to this ticket's now).
    const mine = and(eq(checkInFriendTrip.memberId, scope.member.id), eq(checkInFriendTrip.orderNo, o.orderNo));
    const [had] = await s.db.select({ passengers: checkInFriendTrip.passengers }).from(checkInFriendTrip).where(mine);
    const passengers = [...new Set([...(had?.passengers ?? []), ...proven.get(o.orderNo)!])].sort((a, b) => a - b);
    await s.db
      .insert(checkInFriendTrip)
      .values({ memberId: scope.member.id, orderNo: o.orderNo, addedAt: new Date(s.clock.now()), passengers })
      .onConflictDoUpdate({ target: [checkInFriendTrip.memberId, checkInFriendTrip.orderNo], set: { passengers } });
    scope.friendOrders.add(o.orderNo);
    (scope.friendPassengers ??= new Map()).set(o.orderNo, new Set(passengers));
  }
  return recordsOf(s, await memberSees(s, scope, orders, language), language);
}

/** Real-name status 3 is certified (spec §4). */
const CERTIFIED = 3;

/**
 * Spec §7 checkIsSelf: whether an order passenger the member can see is the member, by the certified real
 * name and document (type and number). An uncertified member is never "self": nothing proves who they are.
 */
export async function isSelf(
  s: Services,
  scope: CheckInScope & { kind: 'member' },
  passengerId: string,
): Promise<{ self: boolean }> {
  // A passenger moved by a date change keeps their id in the rescheduled order (decision 23): any row of an order
  // this member may see is the same person.
  const rows = await s.db
    .select({ p: orderPassenger, o: bookingOrder })
    .from(orderPassenger)
    .innerJoin(bookingOrder, eq(bookingOrder.orderNo, orderPassenger.orderNo))
    .where(eq(orderPassenger.passengerId, passengerId));
  const row = rows.find((r) => sourceOf(scope, r.o));
  if (!row) throw notFound();
  const [certified] = await s.db.select().from(realName).where(eq(realName.memberId, scope.member.id));
  if (!certified || certified.status !== CERTIFIED) return { self: false };
  const sameDocument =
    certified.certificateType === row.p.certificateType &&
    certified.certificateNumber.toUpperCase() === row.p.certificateNumber.toUpperCase();
  return { self: sameDocument && nameMatches(certified.name, row.p) };
}
