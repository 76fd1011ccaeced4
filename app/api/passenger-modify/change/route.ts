import * as passengerModify from '@/lib/bff-client/passenger-modify';
import { bffRoute } from '@/lib/bff-server/route';
import { PassengerModifyBodySchema, ResultCode } from '@/lib/contract';
import { OrderNoSchema } from '@/lib/schemas/order';
import { passengerModify as modify } from '@/lib/upstream/passenger-modify';
import { AttemptSchema, attemptIdempotencyKey, callForOrder } from '../../_lib/order-scope';

export const dynamic = 'force-dynamic';

/** The change as the browser sends it: the contract's body without a proof, and the id of the click. */
const ChangeRequestSchema = PassengerModifyBodySchema.omit({ visitor: true }).extend({
  orderNo: OrderNoSchema,
  attempt: AttemptSchema,
});

/** The rule keys airline-api names per field, passed on for the form to show beside each field. */
function fieldErrorsOf(data: unknown): Record<string, string> | undefined {
  const errors = (data as { fieldErrors?: unknown } | undefined)?.fieldErrors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
  const entries = Object.entries(errors).filter(
    (entry): entry is [string, string] =>
      /^[A-Za-z]{1,40}$/.test(entry[0]) && typeof entry[1] === 'string' && /^[A-Za-z]{1,60}$/.test(entry[1]),
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * POST /api/passenger-modify/change {orderNo, passengerId, field, name|surname+givenName|certificate…, mobile,
 * mobileConfirm, attempt} → {modification} (spec §5 'Change name or certificate': only one of them, at most 1
 * change, the two phone entries must match). The scope is the member's token or the visitor order seal's proof
 * (a proof in the body is dropped); the attempt becomes the Idempotency-Key, so a retried click makes one change.
 * PASSENGER_MODIFY_INVALID keeps airline-api's `fieldErrors` (rule keys) for the form; other refusals are their
 * localized message.
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
    const result = await callForOrder(context.locale, body.orderNo, (upstream, visitor) =>
      modify(upstream, { ...body, visitor }, key),
    );
    if (!result.ok && result.code === ResultCode.PASSENGER_MODIFY_INVALID) {
      const fieldErrors = fieldErrorsOf(result.data);
      return context.fail(result.code, fieldErrors ? { fieldErrors } : undefined);
    }
    return context.reply(result);
  },
);
