import * as account from '@/lib/bff-client/account';
import { bffRoute } from '@/lib/bff-server/route';
import { ChangePasswordBodySchema } from '@/lib/schemas/account';
import { changePassword } from '@/lib/upstream/member';

/** POST /api/account/password: change the password (other sessions end). */
export const POST = bffRoute(
  account.changePassword,
  { member: true, body: ChangePasswordBodySchema },
  async (context) => context.reply(await changePassword(await context.upstream(), context.body)),
);
