import * as account from '@/lib/bff-client/account';
import { bffRoute } from '@/lib/bff-server/route';
import { RealNameBodySchema } from '@/lib/schemas/account';
import { realNameStatus, realNameSubmit } from '@/lib/upstream/member';

export const dynamic = 'force-dynamic';

/** GET /api/account/realname: the certification status 0 to 3 with the masked document. */
export const GET = bffRoute(account.realNameStatus, { member: true }, async (context) =>
  context.reply(await realNameStatus(await context.upstream())),
);

/** POST /api/account/realname: name, document and photo (jpg or png, at most 2 MB) for review. */
export const POST = bffRoute(account.submitRealName, { member: true, body: RealNameBodySchema }, async (context) =>
  context.reply(await realNameSubmit(await context.upstream(), context.body)),
);
