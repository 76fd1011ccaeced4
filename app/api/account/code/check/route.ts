import * as account from '@/lib/bff-client/account';
import { bffRoute } from '@/lib/bff-server/route';
import { CheckVerifyCodeBodySchema } from '@/lib/schemas/account';
import { checkVerifyCode } from '@/lib/upstream/member';

/** POST /api/account/code/check: `{ isPass: 1 }` lets the form continue (spec §7); the code stays usable. */
export const POST = bffRoute(account.checkCode, { body: CheckVerifyCodeBodySchema }, async (context) =>
  context.reply(await checkVerifyCode(await context.upstream(), context.body)),
);
