import * as account from '@/lib/bff-client/account';
import { bffRoute } from '@/lib/bff-server/route';
import { ResetPasswordBodySchema } from '@/lib/schemas/account';
import { resetPassword } from '@/lib/upstream/member';
import { resetLimits } from '../_lib/limits';

/**
 * POST /api/account/reset (/forgetact): phone or e-mail, its RESET_PASSWORD code and the new password.
 * Limited per address and per address on the phone or e-mail, with counters apart from the logins' so a
 * member locked out by failed logins can still reset; airline-api limits again with its own counters.
 */
export const POST = bffRoute(
  account.resetPassword,
  {
    body: ResetPasswordBodySchema,
    limit: ({ ip, body }) => resetLimits(ip, body.email ?? `${body.cellphoneCode}-${body.cellphone}`),
  },
  async (context) => {
    const result = await resetPassword(await context.upstream(), context.body);
    if (result.ok) await context.refundLimits();
    return context.reply(result);
  },
);
