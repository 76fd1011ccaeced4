import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { bffFrom, withBffErrors } from '@/lib/bff-server/respond';
import { ResetPasswordBodySchema, fieldErrorsOf } from '@/lib/schemas/account';
import { resetPassword } from '@/lib/upstream/member';
import { fieldErrorsResponse, jsonBody, openPost } from '../_lib/guard';
import { loginLimit, refundLogin } from '../_lib/limits';

/** POST /api/account/reset (/forgetact): phone or e-mail, its RESET_PASSWORD code and the new password. */
export const POST = withBffErrors(async (request: Request) => {
  const open = await openPost(request);
  if (open instanceof Response) return open;
  const { locale } = open;
  const raw = await jsonBody(request);
  const parsed = ResetPasswordBodySchema.safeParse(raw);
  if (!parsed.success) return fieldErrorsResponse(fieldErrorsOf(parsed.error, raw), locale);
  // Per address only: a member locked out by failed logins must still be able to reset.
  const ticket = await loginLimit(locale);
  if (ticket.refused) return ticket.refused;
  const result = await resetPassword(await upstreamContextFor(locale), parsed.data);
  if (result.ok) await refundLogin(ticket);
  return bffFrom(result, locale);
});
