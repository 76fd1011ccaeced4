import type { FastifyRequest } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { ResultCode, type OrderVisitorProof } from '@/lib/contract';
import { countAttempt, type AttemptRule } from '../account/attempt-limits';
import { passengersOfOrder } from '../add-people/holdings';
import { requireMember } from '../account/tokens';
import type { OrderRow } from '../booking/lifecycle';
import { PROOF_FAILURES_PER_IP, PROOF_FAILURES_PER_KEY, PROOF_WINDOW_MS } from '../check-in/access';
import { attemptCounter, bookingOrder } from '../db/schema';
import { ApiError } from '../errors';
import { clientIp } from '../http';
import type { Services } from '../services';

/** Who asks about an order's refunds: its member, or a visitor who proved it (decision 23). */
export type RefundActor = { memberId: string | null };

const notFound = () => new ApiError(ResultCode.NOT_FOUND);
const norm = (v: string) => v.replace(/\s+/g, '').toUpperCase();

/** Failed proofs per address and order, and per address, counted as check-in's are (decision 21). */
function proofRules(ip: string, orderNo: string): AttemptRule[] {
  return [
    { key: `refund:proof:${ip}:${orderNo}`, limit: PROOF_FAILURES_PER_KEY, windowMs: PROOF_WINDOW_MS },
    { key: `refund:proof:ip:${ip}`, limit: PROOF_FAILURES_PER_IP, windowMs: PROOF_WINDOW_MS },
  ];
}

/** RATE_LIMITED when a counter already holds its limit of failures in its window (the right proof too). */
async function assertUnderLimits(s: Services, rules: AttemptRule[]): Promise<void> {
  const rows = await s.db
    .select()
    .from(attemptCounter)
    .where(
      inArray(
        attemptCounter.key,
        rules.map((r) => r.key),
      ),
    );
  const now = s.clock.now();
  for (const rule of rules) {
    const row = rows.find((r) => r.key === rule.key);
    if (row && row.windowStart.getTime() > now - rule.windowMs && row.count >= rule.limit)
      throw new ApiError(ResultCode.RATE_LIMITED);
  }
}

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
    const rules = proofRules(clientIp(req), orderNo);
    await assertUnderLimits(s, rules);
    const [order] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
    if (order && (await proves(s, order, visitor))) return { order, actor: { memberId: null } };
    await countAttempt(s, rules);
    throw notFound();
  }
  const { member } = await requireMember(s, req);
  const [order] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
  if (!order || order.memberId !== member.id) throw notFound();
  return { order, actor: { memberId: member.id } };
}
