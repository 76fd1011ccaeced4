import { ResultCode } from '@/lib/contract';
import * as booking from '@/lib/bff-client/booking';
import { bffOk } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import { rememberOrderForVisitor } from '@/lib/bff-server/visitor-orders';
import { BookingDraftBodySchema, IDEMPOTENCY_HEADER, IdempotencyKeySchema } from '@/lib/schemas/booking';
import { reserve, reservePrice } from '@/lib/upstream/booking';
import { answerDraft } from '../_lib/answer-draft';
import { draftRequest } from '../_lib/draft-request';

export const dynamic = 'force-dynamic';

/**
 * POST /api/booking/reserve (header idempotency-key): creates the order → `{orderNo, orderStatus,
 * paymentDeadline, price}`. The key passes through, so a double click or a retry makes one order.
 */
export const POST = bffRoute(booking.reserve, { body: BookingDraftBodySchema }, async (context) => {
  const draft = await draftRequest(context.body, context.locale, await context.upstream());
  if (draft instanceof Response) return draft;
  const key = IdempotencyKeySchema.safeParse(context.request.headers.get(IDEMPOTENCY_HEADER));
  if (!key.success) return context.fail(ResultCode.BAD_REQUEST);
  // The anti-fraud header carries the amount at stake (spec §7), priced as airline-api prices it now.
  const priced = await reservePrice(draft.context, draft.body, draft.antiFraud);
  if (!priced.ok) return answerDraft(priced, draft);
  const antiFraud = { ...draft.antiFraud, amount: priced.data.price.actualAmount };
  const made = await reserve(draft.context, draft.body, key.data, antiFraud);
  if (!made.ok) return answerDraft(made, draft);
  // This browser may open its order on /book/pay and /result without a lookup (decision 6).
  const response = bffOk(made.data);
  const first = draft.body.passengers[0]!;
  await rememberOrderForVisitor(response, {
    orderNo: made.data.orderNo,
    passengerName: first.name?.trim() || `${first.surname ?? ''}/${first.givenName ?? ''}`,
    mobile: draft.body.contact.mobile,
  });
  return response;
});
