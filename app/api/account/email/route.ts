import * as account from '@/lib/bff-client/account';
import { bffRoute } from '@/lib/bff-server/route';
import { BindEmailBodySchema } from '@/lib/schemas/account';
import { bindEmail } from '@/lib/upstream/member';
import { proofRefusal, takenRefusal } from '../_lib/contact-change';

/**
 * POST /api/account/email: bind a first e-mail, or change it, with the code sent to the new one; a change
 * also carries the login password or the code sent to the old e-mail (spec §2), refused beside its field.
 */
export const POST = bffRoute(account.bindEmail, { member: true, body: BindEmailBodySchema }, async (context) => {
  const result = await bindEmail(await context.upstream(), context.body);
  return proofRefusal(result, context.locale) ?? takenRefusal(result, context.locale, 'email') ?? context.reply(result);
});
