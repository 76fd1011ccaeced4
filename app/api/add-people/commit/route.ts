import * as addPeople from '@/lib/bff-client/add-people';
import { bffOk } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import { upstreamFieldErrors } from '@/lib/bff-server/upstream-field-errors';
import { rememberOrderForVisitor } from '@/lib/bff-server/visitor-orders';
import { AddPeopleCommitBodySchema, ResultCode, type OrderVisitorProof } from '@/lib/contract';
import { OrderNoSchema } from '@/lib/schemas/order';
import { addPeopleCommit } from '@/lib/upstream/add-people';
import { AttemptSchema, attemptIdempotencyKey, callForOrder } from '../../_lib/order-scope';

export const dynamic = 'force-dynamic';

/** The commit as the browser sends it: the contract's body without a proof, and the id of the click. */
const CommitRequestSchema = AddPeopleCommitBodySchema.omit({ visitor: true }).extend({
  orderNo: OrderNoSchema,
  attempt: AttemptSchema,
});

/**
 * POST /api/add-people/commit {orderNo, type, guardianId, passenger, quotedTotal, attempt} → {order}: the addition
 * (order type 5, spec §4), to pay on the gateway when its total is positive, or ticketed at once when free. Refused
 * with the spec §8 words: under 18, the companion or flight limit, 'child or infant tickets remaining
 * insufficient'; a total that is no longer the quoted one answers ADD_PEOPLE_PRICE_CHANGED, for the page to ask
 * the price again; ADD_PEOPLE_INVALID keeps airline-api's `fieldErrors` (rule keys). The scope is the member's token
 * or the visitor order seal's proof (a proof in the body is dropped); the attempt becomes the Idempotency-Key, so a
 * retried click adds one passenger. When the visitor's proof opened the original order, the new order is sealed for
 * this browser with that same proof (airline-api proves an addition by its original order's passengers), so it can
 * be paid (/api/payment/apply) and followed on /result, even after an unpaid addition's passenger has left again.
 */
export const POST = bffRoute(
  addPeople.commit,
  {
    body: CommitRequestSchema,
    limit: ({ ip }) => (ip ? [{ key: `add-people:ip:${ip}`, limit: 10 }] : []),
  },
  async (context) => {
    const { attempt, ...body } = context.body;
    const key = attemptIdempotencyKey('add-people', body.orderNo, attempt);
    // The scope the answer came with: the visitor's proof when the seal opened the order.
    const used: { proof?: OrderVisitorProof } = {};
    const result = await callForOrder(context.locale, body.orderNo, (upstream, visitor) => {
      used.proof = visitor;
      return addPeopleCommit(upstream, { ...body, visitor }, key);
    });
    if (!result.ok && result.code === ResultCode.ADD_PEOPLE_INVALID) {
      const fieldErrors = upstreamFieldErrors(result.data, (field) => field.replace(/^passenger\./, ''));
      return context.fail(result.code, fieldErrors ? { fieldErrors } : undefined);
    }
    if (!result.ok) return context.reply(result);
    const response = bffOk(result.data);
    const made = result.data.order;
    if (used.proof)
      await rememberOrderForVisitor(response, {
        orderNo: made.orderNo,
        passengerName: used.proof.passengerName,
        mobile: used.proof.mobile,
      });
    return response;
  },
);
