import * as account from '@/lib/bff-client/account';
import { bffRoute } from '@/lib/bff-server/route';
import { BindEmailBodySchema } from '@/lib/schemas/account';
import { bindEmail } from '@/lib/upstream/member';

/** POST /api/account/email: bind or change the e-mail with the code sent to it. */
export const POST = bffRoute(account.bindEmail, { member: true, body: BindEmailBodySchema }, async (context) =>
  context.reply(await bindEmail(await context.upstream(), context.body)),
);
