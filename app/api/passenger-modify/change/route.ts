import * as passengerModify from '@/lib/bff-client/passenger-modify';
import { bffOk } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import { upstreamFieldErrors } from '@/lib/bff-server/upstream-field-errors';
import { rememberOrderForVisitor } from '@/lib/bff-server/visitor-orders';
import { PassengerModifyBodySchema, ResultCode, type OrderVisitorProof } from '@/lib/contract';
import { OrderNoSchema } from '@/lib/schemas/order';
import { visitorOrder } from '@/lib/upstream/orders';
import { passengerModify as modify } from '@/lib/upstream/passenger-modify';
import { AttemptSchema, attemptIdempotencyKey, callForOrder } from '../../_lib/order-scope';

export const dynamic = 'force-dynamic';

/** The change as the browser sends it: the contract's body without a proof, and the id of the click. */
const ChangeRequestSchema = PassengerModifyBodySchema.omit({ visitor: true }).extend({
  orderNo: OrderNoSchema,
  attempt: AttemptSchema,
});

/**
 * POST /api/passenger-modify/change {orderNo, passengerId, field, name|surname+givenName|certificate…, mobile,
 * mobileConfirm, attempt} → {modification} (spec §5 'Change name or certificate': only one of them, at most 1
 * change, the two phone entries must match). The scope is the member's token or the visitor order seal's proof
 * (a proof in the body is dropped); the attempt becomes the Idempotency-Key, so a retried click makes one change.
 * PASSENGER_MODIFY_INVALID keeps airline-api's `fieldErrors` (rule keys) for the form; other refusals are their
 * localized message. A visitor whose sealed proof named the passenger renamed is sealed again by the new name.
 */
export const POST = bffRoute(
  passengerModify.change,
  {
    body: ChangeRequestSchema,
    limit: ({ ip }) => (ip ? [{ key: `passenger-modify:ip:${ip}`, limit: 10 }] : []),
  },
  async (context) => {
    const { attempt, ...body } = context.body;
    const key = attemptIdempotencyKey('passenger-modify', body.orderNo, attempt);
    // The scope the answer came with: the visitor's proof when the seal opened the order.
    const used: { proof?: OrderVisitorProof } = {};
    const result = await callForOrder(context.locale, body.orderNo, (upstream, visitor) => {
      used.proof = visitor;
      return modify(upstream, { ...body, visitor }, key);
    });
    if (!result.ok && result.code === ResultCode.PASSENGER_MODIFY_INVALID) {
      const fieldErrors = upstreamFieldErrors(result.data);
      return context.fail(result.code, fieldErrors ? { fieldErrors } : undefined);
    }
    if (!result.ok || !used.proof || body.field !== 'NAME') return context.reply(result);
    // A visitor who corrected the very name their seal proves the order by keeps the order: sealed again by the
    // new name, when the old proof no longer opens it.
    const response = bffOk(result.data);
    const proof = used.proof;
    const still = await visitorOrder(
      { ...(await context.upstream()), token: undefined },
      { orderNo: body.orderNo, ...proof },
    );
    const newName = body.name?.trim() || `${body.surname?.trim() ?? ''}/${body.givenName?.trim() ?? ''}`;
    if (!still.ok)
      await rememberOrderForVisitor(response, { orderNo: body.orderNo, passengerName: newName, mobile: proof.mobile });
    return response;
  },
);
