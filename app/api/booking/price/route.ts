import { withBffErrors } from '@/lib/bff-server/respond';
import { reservePrice } from '@/lib/upstream/booking';
import { answerDraft } from '../_lib/answer-draft';
import { draftRequest } from '../_lib/draft-request';

export const dynamic = 'force-dynamic';

/** POST /api/booking/price: the draft priced without creating anything → `{price}` (every price part). */
export const POST = withBffErrors(async (request: Request) => {
  const draft = await draftRequest(request);
  if (draft instanceof Response) return draft;
  // Showing a price is not buying: the purchase terms are checked when the order is made.
  const body = { ...draft.body, agreeTerms: true };
  return answerDraft(await reservePrice(draft.context, body, draft.antiFraud), draft);
});
