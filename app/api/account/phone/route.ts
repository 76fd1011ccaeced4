import * as account from '@/lib/bff-client/account';
import { bffRoute } from '@/lib/bff-server/route';
import { BindPhoneBodySchema } from '@/lib/schemas/account';
import { bindPhone } from '@/lib/upstream/member';
import { proofRefusal, takenRefusal } from '../_lib/contact-change';

/**
 * POST /api/account/phone: bind a first phone, or change it, with the code sent to the new one; a change
 * also carries the login password or the code sent to the old phone (spec §2), refused beside its field.
 */
export const POST = bffRoute(account.bindPhone, { member: true, body: BindPhoneBodySchema }, async (context) => {
  const result = await bindPhone(await context.upstream(), context.body);
  return (
    proofRefusal(result, context.locale) ?? takenRefusal(result, context.locale, 'cellphone') ?? context.reply(result)
  );
});
