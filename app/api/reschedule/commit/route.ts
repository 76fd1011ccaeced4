import * as reschedule from '@/lib/bff-client/reschedule';
import { RescheduleCommitBodySchema, type OrderVisitorProof } from '@/lib/contract';
import { bffOk } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import { rememberOrderForVisitor } from '@/lib/bff-server/visitor-orders';
import { OrderNoSchema } from '@/lib/schemas/order';
import { rescheduleCommit } from '@/lib/upstream/reschedule';
import { AttemptSchema, attemptIdempotencyKey, callForOrder } from '../../_lib/order-scope';

export const dynamic = 'force-dynamic';

/** The commit as the browser sends it: the quote's body, the total it showed and the id of the click. */
const CommitRequestSchema = RescheduleCommitBodySchema.omit({ visitor: true }).extend({
  orderNo: OrderNoSchema,
  attempt: AttemptSchema,
});

/**
 * POST /api/reschedule/commit {orderNo, items, choices, quotedTotal, attempt} → {order}: the rescheduled order
 * (order type 2, spec §4), to pay on the gateway when its total is positive, or issued at once. A total that is
 * no longer the quoted one answers CHANGE_PRICE_CHANGED, for the page to quote again. The scope is the member's
 * token or the visitor order seal's proof (a proof in the body is dropped); the attempt becomes the
 * Idempotency-Key, so a retried click makes one order. When the visitor's proof opened the original order, the
 * same proof is sealed for the new one, so this browser may pay it (/api/payment/apply reads it with
 * orderForBrowser) and follow it on /result and /book/order.
 */
export const POST = bffRoute(
  reschedule.commit,
  {
    body: CommitRequestSchema,
    limit: ({ ip }) => (ip ? [{ key: `reschedule-commit:ip:${ip}`, limit: 10 }] : []),
  },
  async (context) => {
    const { attempt, ...body } = context.body;
    const key = attemptIdempotencyKey('reschedule', body.orderNo, attempt);
    // The scope the answer came with: the visitor's proof when the seal opened the order.
    const used: { proof?: OrderVisitorProof } = {};
    const result = await callForOrder(context.locale, body.orderNo, (upstream, visitor) => {
      used.proof = visitor;
      return rescheduleCommit(upstream, { ...body, visitor }, key);
    });
    if (!result.ok) return context.reply(result);
    const response = bffOk(result.data);
    if (used.proof) await rememberOrderForVisitor(response, { orderNo: result.data.order.orderNo, ...used.proof });
    return response;
  },
);
