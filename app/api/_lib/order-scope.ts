import 'server-only';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { LOGIN_REQUIRED_CODES, ResultCode, type OrderVisitorProof } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { visitorProofFor } from '@/lib/bff-server/visitor-orders';
import type { Locale } from '@/lib/i18n/routing';
import { readSession } from '@/lib/session';
import type { UpstreamContext } from '@/lib/upstream/context';
import type { UpstreamResult } from '@/lib/upstream/result';

/**
 * The scope of a call about one ticket order after it was bought (refunds, date changes; decision 23): the
 * member's token, or the visitor's proof of the order that this browser's sealed sf_orders cookie holds
 * (decision 6). Shared by app/api/refunds and app/api/reschedule.
 */

/** One call about one order, made either with the member's token or with a visitor's proof (and no token). */
export type OrderCall<T> = (
  context: UpstreamContext,
  visitor: OrderVisitorProof | undefined,
) => Promise<UpstreamResult<T>>;

/** Answers that mean 'airline-api does not open this order to this caller'. */
const CLOSED: readonly string[] = [ResultCode.NOT_FOUND, ResultCode.ORDER_NOT_FOUND, ...LOGIN_REQUIRED_CODES];

/**
 * Calls airline-api about one order as this browser may (lib/bff-server/order-access.ts chooses the same way):
 * with the member's token first; then, when airline-api does not open the order to the member (another's order,
 * one made before logging in, or a login it no longer takes), with the proof the visitor order seal holds for it
 * (sf_orders, decision 6), sent without a token. The proof never comes from the browser's body or query. With
 * neither the answer is NOT_FOUND, as for an order that does not exist.
 */
export async function callForOrder<T>(locale: Locale, orderNo: string, call: OrderCall<T>): Promise<UpstreamResult<T>> {
  const [context, session, proof] = await Promise.all([
    upstreamContextFor(locale),
    readSession(),
    visitorProofFor(orderNo),
  ]);
  if (session) {
    const own = await call(context, undefined);
    if (own.ok || !CLOSED.includes(own.code) || !proof) return own;
  }
  if (!proof) return { ok: false, code: ResultCode.NOT_FOUND, msg: 'no session and no visitor proof' };
  return call({ ...context, token: undefined }, { passengerName: proof.passengerName, mobile: proof.mobile });
}

/** One submission from the browser: a fresh id per form state, so a retried click is the same attempt. */
export const AttemptSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

/**
 * One key per (kind, order, browser attempt), as the payment keys are made (app/api/payment/_lib/payment-request.ts):
 * a retried request of the same click records one application or one change; the attempt id alone never
 * reaches airline-api.
 */
export function attemptIdempotencyKey(kind: string, orderNo: string, attempt: string): string {
  return createHash('sha256').update(`${kind}|${orderNo}|${attempt}`).digest('hex').slice(0, 64);
}
