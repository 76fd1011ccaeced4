import * as irregular from '@/lib/bff-client/irregular';
import { IrregularChangeBodySchema, type OrderVisitorProof } from '@/lib/contract';
import { bffOk } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import { rememberOrderForVisitor } from '@/lib/bff-server/visitor-orders';
import { OrderNoSchema } from '@/lib/schemas/order';
import { irregularChange } from '@/lib/upstream/irregular';
import { AttemptSchema, attemptIdempotencyKey, callForOrder } from '../../_lib/order-scope';

export const dynamic = 'force-dynamic';

const ChangeRequestSchema = IrregularChangeBodySchema.omit({ visitor: true }).extend({
  orderNo: OrderNoSchema,
  attempt: AttemptSchema,
});

/**
 * POST /api/irregular/change {orderNo, segmentIndex, items, fareId, attempt} → {order}: the free change of an
 * irregular flight (decision 32), a rescheduled order of total 0 whose new 902 tickets are issued at
 * once; nothing goes through the gateway. The attempt becomes the Idempotency-Key, so a retried click makes one
 * order. When the visitor's proof opened the original order, it is sealed for the new one too (to follow it).
 */
export const POST = bffRoute(
  irregular.change,
  {
    body: ChangeRequestSchema,
    limit: ({ ip }) => (ip ? [{ key: `irregular-change:ip:${ip}`, limit: 10 }] : []),
  },
  async (context) => {
    const { attempt, ...body } = context.body;
    const key = attemptIdempotencyKey('irregular-change', body.orderNo, attempt);
    const used: { proof?: OrderVisitorProof } = {};
    const result = await callForOrder(context.locale, body.orderNo, (upstream, visitor) => {
      used.proof = visitor;
      return irregularChange(upstream, { ...body, visitor }, key);
    });
    if (!result.ok) return context.reply(result);
    const response = bffOk(result.data);
    if (used.proof) await rememberOrderForVisitor(response, { orderNo: result.data.order.orderNo, ...used.proof });
    return response;
  },
);
