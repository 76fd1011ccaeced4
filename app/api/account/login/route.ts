import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { withBffErrors } from '@/lib/bff-server/respond';
import { loginBodyOf } from '@/lib/schemas/account';
import { login } from '@/lib/upstream/member';
import { fieldErrorsResponse, jsonBody, openPost } from '../_lib/guard';
import { loginLimit } from '../_lib/limits';
import { answerLogin } from '../_lib/login-answer';

/** POST /api/account/login `{account, password, remember, captchaToken?}` → `{memberId, registered}`. */
export const POST = withBffErrors(async (request: Request) => {
  const open = await openPost(request);
  if (open instanceof Response) return open;
  const { locale } = open;
  const parsed = loginBodyOf(await jsonBody(request));
  if (!parsed.ok) return fieldErrorsResponse(parsed.fieldErrors, locale);
  const { body } = parsed;
  const ticket = await loginLimit(locale, body.email ?? `${body.cellphoneCode}-${body.cellphone}`);
  if (ticket.refused) return ticket.refused;
  return answerLogin(await login(await upstreamContextFor(locale), body), body.remember, locale, ticket);
});
