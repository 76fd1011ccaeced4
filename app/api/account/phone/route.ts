import * as account from '@/lib/bff-client/account';
import { bffRoute } from '@/lib/bff-server/route';
import { BindPhoneBodySchema } from '@/lib/schemas/account';
import { bindPhone } from '@/lib/upstream/member';

/** POST /api/account/phone: bind or change the phone with the code sent to it. */
export const POST = bffRoute(account.bindPhone, { member: true, body: BindPhoneBodySchema }, async (context) =>
  context.reply(await bindPhone(await context.upstream(), context.body)),
);
