import * as account from '@/lib/bff-client/account';
import { bffRoute } from '@/lib/bff-server/route';
import { PhoneLoginBodySchema } from '@/lib/schemas/account';
import { phoneLogin } from '@/lib/upstream/member';
import { accountKey, loginLimits } from '../_lib/limits';
import { answerLogin } from '../_lib/login-answer';

/** POST /api/account/phone-login: SMS code login; an unregistered phone is registered (spec §1). */
export const POST = bffRoute(
  account.phoneLogin,
  { body: PhoneLoginBodySchema, limit: ({ ip, body }) => loginLimits(ip, accountKey(body)) },
  async (context) =>
    answerLogin(await phoneLogin(await context.upstream(), context.body), context.body.remember, context),
);
