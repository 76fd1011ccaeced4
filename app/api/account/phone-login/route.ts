import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { withBffErrors } from '@/lib/bff-server/respond';
import { PhoneLoginBodySchema, fieldErrorsOf } from '@/lib/schemas/account';
import { phoneLogin } from '@/lib/upstream/member';
import { fieldErrorsResponse, jsonBody, openPost } from '../_lib/guard';
import { loginLimit } from '../_lib/limits';
import { answerLogin } from '../_lib/login-answer';

/** POST /api/account/phone-login: SMS code login; an unregistered phone is registered (spec §1). */
export const POST = withBffErrors(async (request: Request) => {
  const open = await openPost(request);
  if (open instanceof Response) return open;
  const { locale } = open;
  const raw = await jsonBody(request);
  const parsed = PhoneLoginBodySchema.safeParse(raw);
  if (!parsed.success) return fieldErrorsResponse(fieldErrorsOf(parsed.error, raw), locale);
  const body = parsed.data;
  const ticket = await loginLimit(locale, `${body.cellphoneCode}-${body.cellphone}`);
  if (ticket.refused) return ticket.refused;
  return answerLogin(await phoneLogin(await upstreamContextFor(locale), body), body.remember, locale, ticket);
});
