import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { ResultCode, type OrderVisitorProof } from '@/lib/contract';
import type { OrderRow } from '../booking/lifecycle';
import { memberScope, notFound, type CheckInScope } from '../check-in/access';
import { isCheckInOrder } from '../check-in/state';
import { bookingOrder } from '../db/schema';
import { ApiError } from '../errors';
import { refundOrder } from '../refunds/access';
import { ADD_ON_ORDER_TYPE } from '../seats/segment';
import type { Services } from '../services';

/** The ticket order an add-on call is about, and the scope the add-on order's machinery (decision 22) acts in. */
export type AddOnAccess = { order: OrderRow; scope: CheckInScope; memberId: string | null };

/**
 * The scope of the add-on pages (decision 28), as the order pages have it rather than check-in's: with a
 * visitor's proof, the order it proves (the passenger's name and the contact phone; failed proofs counted as the
 * refunds' are, refunds/access.ts); without one, the token's member's own order. The scope handed to the seats
 * module opens that one order and nothing else (a member's friend trips are not theirs to buy for). Another's
 * order, an unknown one and an add-on order itself are NOT_FOUND.
 */
export async function addOnAccess(
  s: Services,
  req: FastifyRequest,
  orderNo: string,
  visitor: OrderVisitorProof | undefined,
): Promise<AddOnAccess> {
  if (visitor) {
    const { order } = await refundOrder(s, req, orderNo, visitor);
    if (order.orderType === ADD_ON_ORDER_TYPE) throw notFound();
    return { order, scope: { kind: 'visitor', orderNos: new Set([order.orderNo]) }, memberId: null };
  }
  const scope = await memberScope(s, req);
  const [order] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
  if (!order || order.memberId !== scope.member.id || order.orderType === ADD_ON_ORDER_TYPE) throw notFound();
  return { order, scope: { ...scope, friendOrders: new Set() }, memberId: scope.member.id };
}

/** Add-ons are bought only on an issued ticket order: otherwise ADD_ON_TICKET_NOT_USABLE. */
export function assertTicketed(order: OrderRow): void {
  if (!isCheckInOrder(order)) throw new ApiError(ResultCode.ADD_ON_TICKET_NOT_USABLE, 'order not ticketed');
}
