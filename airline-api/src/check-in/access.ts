import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ResultCode, type CheckInVisitorProof } from '@/lib/contract';
import { requireMember, type MemberRow } from '../account/tokens';
import { openWithProof, proofRules } from '../account/visitor-proofs';
import { bookingOrder, checkInFriendTrip, orderPassenger, orderTicket } from '../db/schema';
import { ApiError } from '../errors';
import { clientIp } from '../http';
import type { Services } from '../services';
import { nameMatches } from './names';

/**
 * Who may see and change which check-ins (decision 21): a member their own orders and the orders they added by
 * a ticket (selectFriendOptionalSeatTravel); a visitor the order(s) their proof names. Anything else is
 * NOT_FOUND, the same answer as an order that does not exist.
 */
export type CheckInScope =
  { kind: 'member'; member: MemberRow; friendOrders: Set<string> } | { kind: 'visitor'; orderNos: Set<string> };

export const notFound = () => new ApiError(ResultCode.NOT_FOUND);

/** The orders a proof opens: the ticket's order, or every order of the document's holder by that name. */
async function ordersOfProof(s: Services, proof: CheckInVisitorProof): Promise<string[]> {
  if ('ticketNo' in proof) {
    const rows = await s.db
      .select({ p: orderPassenger })
      .from(orderTicket)
      .innerJoin(
        orderPassenger,
        and(eq(orderPassenger.orderNo, orderTicket.orderNo), eq(orderPassenger.psgIndex, orderTicket.psgIndex)),
      )
      .where(eq(orderTicket.ticketNo, proof.ticketNo));
    return rows.filter((r) => nameMatches(proof.name, r.p)).map((r) => r.p.orderNo);
  }
  const holders = await s.db
    .select()
    .from(orderPassenger)
    .where(eq(orderPassenger.certificateNumber, proof.certificateNumber.replace(/\s+/g, '').toUpperCase()));
  return [...new Set(holders.filter((p) => nameMatches(proof.name, p)).map((p) => p.orderNo))];
}

/**
 * The orders a visitor's proof opens. A proof that opens none is NOT_FOUND and counts as a failure of the
 * address with this ticket or document, and overall (decision 21).
 */
export async function verifyProof(s: Services, req: FastifyRequest, proof: CheckInVisitorProof): Promise<string[]> {
  const subject = 'ticketNo' in proof ? `t:${proof.ticketNo}` : `d:${proof.certificateNumber.toUpperCase()}`;
  return openWithProof(s, proofRules('checkin', clientIp(req), subject), async () => {
    const orderNos = await ordersOfProof(s, proof);
    return orderNos.length > 0 ? orderNos : null;
  });
}

/** The orders a member added by another traveller's ticket. */
export async function friendOrders(s: Services, memberId: string): Promise<Set<string>> {
  const rows = await s.db
    .select({ orderNo: checkInFriendTrip.orderNo })
    .from(checkInFriendTrip)
    .where(eq(checkInFriendTrip.memberId, memberId));
  return new Set(rows.map((r) => r.orderNo));
}

/** The member of the token, with the trips they added. */
export async function memberScope(s: Services, req: FastifyRequest): Promise<CheckInScope & { kind: 'member' }> {
  const { member } = await requireMember(s, req);
  return { kind: 'member', member, friendOrders: await friendOrders(s, member.id) };
}

/** A call about one order: the visitor's proof when it carries one, else the member of the token. */
export async function scopeOf(
  s: Services,
  req: FastifyRequest,
  visitor: CheckInVisitorProof | undefined,
): Promise<CheckInScope> {
  if (visitor) return { kind: 'visitor', orderNos: new Set(await verifyProof(s, req, visitor)) };
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
