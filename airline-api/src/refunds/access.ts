import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { ResultCode, type OrderVisitorProof } from '@/lib/contract';
import { passengersOfOrder } from '../add-people/holdings';
import { requireMember } from '../account/tokens';
import { openWithProof, proofRules } from '../account/visitor-proofs';
import type { OrderRow } from '../booking/lifecycle';
import { bookingOrder } from '../db/schema';
import { ApiError } from '../errors';
import { clientIp } from '../http';
import type { Services } from '../services';

/** Who asks about an order's refunds: its member, or a visitor who proved it (decision 23). */
export type RefundActor = { memberId: string | null };

const notFound = () => new ApiError(ResultCode.NOT_FOUND);
const norm = (v: string) => v.replace(/\s+/g, '').toUpperCase();

/**
 * Whether a visitor's proof opens the order, exactly as the visitor order lookup proves it (routes/orders.ts):
 * the contact phone, and a passenger's name (Chinese, SURNAME/GIVEN or SURNAME GIVEN).
 */
async function proves(s: Services, order: OrderRow | undefined, proof: OrderVisitorProof): Promise<boolean> {
  if (!order || order.contactMobile !== proof.mobile.trim()) return false;
  const passengers = await passengersOfOrder(s.db, order);
  const wanted = norm(proof.passengerName).replace('/', '');
  return passengers.some((p) =>
    [p.name ?? '', `${p.surname ?? ''}${p.givenName ?? ''}`].some((n) => n && norm(n) === wanted),
  );
}

/**
 * The order a refund call is about, and who asks. With a visitor's proof: the order it proves (a failed proof
 * counts against the address, and at the limit every proof of the address is refused for the window); without
 * one: the token's member's own order. Anything else is NOT_FOUND, the answer of an order that does not exist.
 */
export async function refundOrder(
  s: Services,
  req: FastifyRequest,
  orderNo: string,
  visitor: OrderVisitorProof | undefined,
): Promise<{ order: OrderRow; actor: RefundActor }> {
  if (visitor) {
    // Failed proofs are counted per address and order, and per address, as check-in's are (decision 21).
    const order = await openWithProof(s, proofRules('refund', clientIp(req), orderNo), async () => {
      const [row] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
      return row && (await proves(s, row, visitor)) ? row : null;
    });
    return { order, actor: { memberId: null } };
  }
  const { member } = await requireMember(s, req);
  const [order] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
  if (!order || order.memberId !== member.id) throw notFound();
  return { order, actor: { memberId: member.id } };
}
