import * as addOnRefunds from '@/lib/bff-client/add-on-refunds';
import { bffRoute } from '@/lib/bff-server/route';
import { AddOnRefundCommitBodySchema } from '@/lib/contract';
import { OrderNoSchema } from '@/lib/schemas/order';
import { addOnRefundCommit } from '@/lib/upstream/add-on-refunds';
import { AttemptSchema, attemptIdempotencyKey, callForOrder } from '../../../_lib/order-scope';

export const dynamic = 'force-dynamic';

/** The commit as the browser sends it: the contract's body without a proof, and the id of the click. */
const CommitRequestSchema = AddOnRefundCommitBodySchema.omit({ visitor: true }).extend({
  orderNo: OrderNoSchema,
  attempt: AttemptSchema,
});

/**
 * POST /api/refunds/add-ons/commit {orderNo, addOnIds, quotedAmount, attempt} → the application of these add-ons
 * (spec §7 /modAndRef/api/refund/ancillary; decision 26), its tracker. A total that is no longer the quoted one
 * answers REFUND_AMOUNT_CHANGED, for the page to quote again; an add-on refunded meanwhile answers
 * ADD_ON_REFUND_IN_PROGRESS. The scope is the member's token or the visitor order seal's proof (a proof in the
 * body is dropped); the attempt becomes the Idempotency-Key, so a retried click records one application. 10
 * applications a minute per address, as for tickets.
 */
export const POST = bffRoute(
  addOnRefunds.commit,
  {
    body: CommitRequestSchema,
    // Money moves: as few a minute as the ticket refund's commit allows (app/api/refunds/_lib/order-scope.ts).
    limit: ({ ip }) => (ip ? [{ key: `ancillary-refund-commit:ip:${ip}`, limit: 10 }] : []),
  },
  async (context) => {
    const { attempt, ...body } = context.body;
    const key = attemptIdempotencyKey('ancillary-refund', body.orderNo, attempt);
    return context.reply(
      await callForOrder(context.locale, body.orderNo, (upstream, visitor) =>
        addOnRefundCommit(upstream, { ...body, visitor }, key),
      ),
    );
  },
);
