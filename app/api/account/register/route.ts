import * as account from '@/lib/bff-client/account';
import { bffRoute } from '@/lib/bff-server/route';
import { RegisterBodySchema } from '@/lib/schemas/account';
import { register } from '@/lib/upstream/member';
import { accountKey, loginLimits } from '../_lib/limits';
import { answerLogin } from '../_lib/login-answer';

/** POST /api/account/register: phone, REGISTER code, password, agreement, captcha token → logged in. */
export const POST = bffRoute(
  account.register,
  { body: RegisterBodySchema, limit: ({ ip, body }) => loginLimits(ip, accountKey(body)) },
  async (context) =>
    answerLogin(await register(await context.upstream(), context.body), context.body.remember, context),
);
