import * as booking from '@/lib/bff-client/booking';
import { bffRoute } from '@/lib/bff-server/route';
import { BookingDraftBodySchema } from '@/lib/schemas/booking';
import { reservePrice } from '@/lib/upstream/booking';
import { answerDraft } from '../_lib/answer-draft';
import { draftRequest } from '../_lib/draft-request';

export const dynamic = 'force-dynamic';

/** POST /api/booking/price: the draft priced without creating anything → `{price}` (every price part). */
export const POST = bffRoute(booking.price, { body: BookingDraftBodySchema }, async (context) => {
  const draft = await draftRequest(context.body, context.locale, await context.upstream());
  if (draft instanceof Response) return draft;
  // Showing a price is not buying: the purchase terms are checked when the order is made.
  const body = { ...draft.body, agreeTerms: true };
  return answerDraft(await reservePrice(draft.context, body, draft.antiFraud), draft);
});
