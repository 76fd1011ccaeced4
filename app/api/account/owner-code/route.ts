import * as account from '@/lib/bff-client/account';
import { bffRoute } from '@/lib/bff-server/route';
import { OwnerCodeBodySchema } from '@/lib/schemas/account';
import { ownerCode } from '@/lib/upstream/member';
import { sendCodeLimits } from '../_lib/limits';

/**
 * POST /api/account/owner-code `{ type: 'SMS' | 'EMAIL' }`: a code to the member's current phone or e-mail,
 * which proves the account before that phone or e-mail is changed (spec §2). airline-api picks the target;
 * the answer names it masked.
 */
export const POST = bffRoute(
  account.sendOwnerCode,
  { member: true, body: OwnerCodeBodySchema, limit: ({ ip }) => sendCodeLimits(ip) },
  async (context) => context.reply(await ownerCode(await context.upstream(), context.body)),
);
