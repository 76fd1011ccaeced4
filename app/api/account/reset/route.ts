import * as account from '@/lib/bff-client/account';
import { bffRoute } from '@/lib/bff-server/route';
import { ResetPasswordBodySchema } from '@/lib/schemas/account';
import { resetPassword } from '@/lib/upstream/member';
import { loginLimits } from '../_lib/limits';

/** POST /api/account/reset (/forgetact): phone or e-mail, its RESET_PASSWORD code and the new password. */
export const POST = bffRoute(
  account.resetPassword,
  // Per address only: a member locked out by failed logins must still be able to reset.
  { body: ResetPasswordBodySchema, limit: ({ ip }) => loginLimits(ip) },
  async (context) => {
    const result = await resetPassword(await context.upstream(), context.body);
    if (result.ok) await context.refundLimits();
    return context.reply(result);
  },
);
