import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { bffFrom, withBffErrors } from '@/lib/bff-server/respond';
import { CheckVerifyCodeBodySchema, fieldErrorsOf } from '@/lib/schemas/account';
import { checkVerifyCode } from '@/lib/upstream/member';
import { fieldErrorsResponse, jsonBody, openPost } from '../../_lib/guard';

/** POST /api/account/code/check: `{ isPass: 1 }` lets the form continue (spec §7); the code stays usable. */
export const POST = withBffErrors(async (request: Request) => {
  const open = await openPost(request);
  if (open instanceof Response) return open;
  const { locale } = open;
  const raw = await jsonBody(request);
  const parsed = CheckVerifyCodeBodySchema.safeParse(raw);
  if (!parsed.success) return fieldErrorsResponse(fieldErrorsOf(parsed.error, raw), locale);
  return bffFrom(await checkVerifyCode(await upstreamContextFor(locale), parsed.data), locale);
});
