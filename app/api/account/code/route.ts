import * as account from '@/lib/bff-client/account';
import { bffRoute } from '@/lib/bff-server/route';
import { SendCodeBodySchema } from '@/lib/schemas/account';
import { sendCode } from '@/lib/upstream/member';
import { sendCodeLimits } from '../_lib/limits';

/** POST /api/account/code: an SMS or e-mail code; airline-api limits per target, the BFF per address. */
export const POST = bffRoute(
  account.sendCode,
  { body: SendCodeBodySchema, limit: ({ ip }) => sendCodeLimits(ip) },
  async (context) => context.reply(await sendCode(await context.upstream(), context.body)),
);
