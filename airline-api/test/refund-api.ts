import type { FastifyInstance } from 'fastify';
import {
  IDEMPOTENCY_HEADER,
  RefundApplicationSchema,
  RefundQuoteDataSchema,
  UpstreamPath,
  type RefundApplication,
} from '@/lib/contract';
import { caller, okData } from './account-api';
import { newKey } from './booking-api';

/** Whose refund: a member's token, or a visitor's proof (a passenger's name and the contact phone). */
export type RefundScope = { token: string } | { visitor: { passengerName: string; mobile: string } };

/**
 * Asks for a voluntary refund of `items` as the quote prices it, as lib/upstream/refunds.ts sends it (multipart:
 * `payload`, no attachments). For tests whose subject is what a refund does next, not the refund form.
 */
export async function applyForRefund(
  app: FastifyInstance,
  orderNo: string,
  items: { passengerId: string; segmentIndex: number }[],
  scope: RefundScope,
  kind: { refundType: 'VOLUNTARY' | 'INVOLUNTARY'; reason: string } = {
    refundType: 'VOLUNTARY',
    reason: 'PLAN_CHANGED',
  },
): Promise<RefundApplication> {
  const token = 'token' in scope ? scope.token : undefined;
  const proof = 'visitor' in scope ? { visitor: scope.visitor } : {};
  const quote = okData(
    RefundQuoteDataSchema,
    await caller(app).post(UpstreamPath.refundQuote, { orderNo, ...proof, items, refundType: kind.refundType }, token),
  );
  const form = new FormData();
  form.append(
    'payload',
    JSON.stringify({
      orderNo,
      ...proof,
      items,
      refundType: kind.refundType,
      reason: kind.reason,
      note: '',
      confirmVoluntary: quote.converted,
      quotedAmount: quote.totalAmount,
    }),
  );
  const encoded = new Response(form);
  const res = await app.inject({
    method: 'POST',
    url: UpstreamPath.refundCommit,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      [IDEMPOTENCY_HEADER]: newKey(),
      'x-forwarded-for': '10.0.0.1',
      ...(token ? { 'x-member-token': token } : {}),
    },
  });
  return okData(RefundApplicationSchema, res);
}

/** The sandbox refund desk's decision on an application (approve, then pay back). */
export const decideRefund = async (app: FastifyInstance, refundNo: string, decision: 'approve' | 'reject' | 'pay') =>
  okData(
    RefundApplicationSchema,
    await app.inject({ method: 'POST', url: UpstreamPath.sandboxRefundDecide, payload: { refundNo, decision } }),
  );
