import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { bffFrom, withBffErrors } from '@/lib/bff-server/respond';
import { SendCodeBodySchema, fieldErrorsOf } from '@/lib/schemas/account';
import { sendCode } from '@/lib/upstream/member';
import { fieldErrorsResponse, jsonBody, openPost } from '../_lib/guard';
import { sendCodeLimit } from '../_lib/limits';

/** POST /api/account/code: an SMS or e-mail code; airline-api limits per target, the BFF per address. */
export const POST = withBffErrors(async (request: Request) => {
  const open = await openPost(request);
  if (open instanceof Response) return open;
  const { locale } = open;
  const raw = await jsonBody(request);
  const parsed = SendCodeBodySchema.safeParse(raw);
  if (!parsed.success) return fieldErrorsResponse(fieldErrorsOf(parsed.error, raw), locale);
  const limited = await sendCodeLimit(locale);
  if (limited) return limited;
  return bffFrom(await sendCode(await upstreamContextFor(locale), parsed.data), locale);
});
