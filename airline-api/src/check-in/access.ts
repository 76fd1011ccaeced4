import type { FastifyRequest } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { ResultCode, type CheckInTrip, type CheckInVisitorProof } from '@/lib/contract';
import { requireMember, type MemberRow } from '../account/tokens';
import { openWithProof, proofRules } from '../account/visitor-proofs';
import { bookingOrder, checkInFriendTrip, orderPassenger, orderTicket } from '../db/schema';
import { ticketsPassenger } from '../db/joins';
import { ApiError } from '../errors';
import { clientIp } from '../http';
import type { Services } from '../services';
import { nameMatches } from './names';

/**
 * Who may see and change which check-ins (decision 21): a member their own orders and the orders they added by
 * a ticket (selectFriendOptionalSeatTravel); a visitor the order(s) their proof names. Anything else is
 * NOT_FOUND, the same answer as an order that does not exist. A passenger's proof (ticket or document, and name)
 * opens that passenger only, with those in their care: `passengers` holds, per order, the passengers' indexes
 * (issue 29 §5; decision 56). A scope without it (an order's own proof, the add-on pages') sees every passenger.
 */
export type CheckInScope =
  | { kind: 'member'; member: MemberRow; friendOrders: Set<string>; friendPassengers?: Map<string, Set<number>> }
  | { kind: 'visitor'; orderNos: Set<string>; passengers?: Map<string, Set<number>> };

/**
 * The passengers (by index) of an order this scope may see and act on; null: all of them. A member's own order is
 * theirs whole; a trip they added by a ticket (FRIEND) opens the passengers that ticket proved (decision 56).
 */
export function passengersOf(scope: CheckInScope, orderNo: string, source?: string): Set<number> | null {
  if (scope.kind === 'member') return source === 'FRIEND' ? (scope.friendPassengers?.get(orderNo) ?? null) : null;
  return scope.passengers ? (scope.passengers.get(orderNo) ?? new Set()) : null;
}

/** The trip with only the passengers of `only` (all when null): what a passenger's proof may see. */
export function onlyThese(trip: CheckInTrip, only: Set<number> | null): CheckInTrip {
  return only ? { ...trip, passengers: trip.passengers.filter((p) => only.has(p.passengerIndex)) } : trip;
}

export const notFound = () => new ApiError(ResultCode.NOT_FOUND);

type ProvenPassenger = typeof orderPassenger.$inferSelect;

/** The passengers a proof names: the ticket's holder, or the document's holder in every order, by that name. */
async function passengersOfProof(s: Services, proof: CheckInVisitorProof): Promise<ProvenPassenger[]> {
  if ('ticketNo' in proof) {
    const rows = await s.db
      .select({ p: orderPassenger })
      .from(orderTicket)
      .innerJoin(orderPassenger, ticketsPassenger)
      .where(eq(orderTicket.ticketNo, proof.ticketNo));
    return rows.map((r) => r.p).filter((p) => nameMatches(proof.name, p));
  }
  const holders = await s.db
    .select()
    .from(orderPassenger)
    .where(eq(orderPassenger.certificateNumber, proof.certificateNumber.replace(/\s+/g, '').toUpperCase()));
  return holders.filter((p) => nameMatches(proof.name, p));
}

/** Per order, the proven passengers and the children and infants in their care (whose guardian they are). */
async function withThoseInTheirCare(s: Services, proven: ProvenPassenger[]): Promise<Map<string, Set<number>>> {
  const byOrder = new Map<string, Set<number>>();
  const orderNos = [...new Set(proven.map((p) => p.orderNo))];
  const all = orderNos.length
    ? await s.db.select().from(orderPassenger).where(inArray(orderPassenger.orderNo, orderNos))
    : [];
  const ids = new Set(proven.map((p) => p.passengerId));
  for (const p of all)
    if (
      proven.some((x) => x.orderNo === p.orderNo && x.psgIndex === p.psgIndex) ||
      ids.has(p.guardianPassengerId ?? '')
    )
      byOrder.set(p.orderNo, (byOrder.get(p.orderNo) ?? new Set()).add(p.psgIndex));
  return byOrder;
}

/**
 * The passengers a visitor's proof opens, per order. A proof that opens none is NOT_FOUND and counts as a
 * failure of the address with this ticket or document, and overall (decision 21).
 */
export async function provenPassengers(
  s: Services,
  req: FastifyRequest,
  proof: CheckInVisitorProof,
): Promise<Map<string, Set<number>>> {
  const subject = 'ticketNo' in proof ? `t:${proof.ticketNo}` : `d:${proof.certificateNumber.toUpperCase()}`;
  return openWithProof(s, proofRules('checkin', clientIp(req), subject), async () => {
    const proven = await passengersOfProof(s, proof);
    return proven.length > 0 ? withThoseInTheirCare(s, proven) : null;
  });
}

/** The trips a member added by another traveller's ticket: the orders, and the passengers each opens. */
async function friendTrips(s: Services, memberId: string) {
  const rows = await s.db
    .select({ orderNo: checkInFriendTrip.orderNo, passengers: checkInFriendTrip.passengers })
    .from(checkInFriendTrip)
    .where(eq(checkInFriendTrip.memberId, memberId));
  const friendPassengers = new Map<string, Set<number>>();
  // A trip added before decision 56 (no passengers kept) opens its whole order.
  for (const r of rows) if (r.passengers) friendPassengers.set(r.orderNo, new Set(r.passengers));
  return { friendOrders: new Set(rows.map((r) => r.orderNo)), friendPassengers };
}

/** The orders a member added by another traveller's ticket. */
export async function friendOrders(s: Services, memberId: string): Promise<Set<string>> {
  return (await friendTrips(s, memberId)).friendOrders;
}

/** The member of the token, with the trips they added. */
export async function memberScope(s: Services, req: FastifyRequest): Promise<CheckInScope & { kind: 'member' }> {
  const { member } = await requireMember(s, req);
  return { kind: 'member', member, ...(await friendTrips(s, member.id)) };
}

/** A call about one order: the visitor's proof when it carries one, else the member of the token. */
export async function scopeOf(
  s: Services,
  req: FastifyRequest,
  visitor: CheckInVisitorProof | undefined,
): Promise<CheckInScope> {
  if (visitor) {
    const passengers = await provenPassengers(s, req, visitor);
    return { kind: 'visitor', orderNos: new Set(passengers.keys()), passengers };
  }
  return memberScope(s, req);
}

/** Where an order came from for this scope, or null when the scope may not see it. */
export function sourceOf(
  scope: CheckInScope,
  order: { orderNo: string; memberId: string | null },
): 'SELF' | 'FRIEND' | 'VISITOR' | null {
  if (scope.kind === 'visitor') return scope.orderNos.has(order.orderNo) ? 'VISITOR' : null;
  if (order.memberId === scope.member.id) return 'SELF';
  return scope.friendOrders.has(order.orderNo) ? 'FRIEND' : null;
}

/** The order of `orderNo` if this scope may see it; NOT_FOUND otherwise (another member's order included). */
export async function orderInScope(s: Services, scope: CheckInScope, orderNo: string) {
  const [order] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
  const source = order ? sourceOf(scope, order) : null;
  if (!order || !source) throw notFound();
  return { order, source };
}
