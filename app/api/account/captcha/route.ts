import { CaptchaAnswerBodySchema, ResultCode } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { bffError, bffFrom, withBffErrors } from '@/lib/bff-server/respond';
import { captchaAnswer, captchaChallenge } from '@/lib/upstream/member';
import { jsonBody, openGet, openPost } from '../_lib/guard';

export const dynamic = 'force-dynamic';

/** GET /api/account/captcha: a new slider puzzle (its target is what the keyboard path moves to). */
export const GET = withBffErrors(async () => {
  const open = await openGet();
  if (open instanceof Response) return open;
  return bffFrom(await captchaChallenge(await upstreamContextFor(open.locale)), open.locale);
});

/** POST /api/account/captcha: where the handle ended → a one-use captcha token (2 minutes). */
export const POST = withBffErrors(async (request: Request) => {
  const open = await openPost(request);
  if (open instanceof Response) return open;
  const parsed = CaptchaAnswerBodySchema.safeParse(await jsonBody(request));
  if (!parsed.success) return bffError(ResultCode.BAD_REQUEST, open.locale);
  return bffFrom(await captchaAnswer(await upstreamContextFor(open.locale), parsed.data), open.locale);
});
