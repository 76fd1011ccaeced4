import * as account from '@/lib/bff-client/account';
import { bffRoute } from '@/lib/bff-server/route';
import { loginAccountOf } from '@/lib/domain/account-rules';
import { AccountLoginSchema, loginBodyOf } from '@/lib/schemas/account';
import { login } from '@/lib/upstream/member';
import { accountKey, loginLimits } from '../_lib/limits';
import { answerLogin } from '../_lib/login-answer';

/** POST /api/account/login `{account, password, remember, captchaToken?}` → `{memberId, registered}`. */
export const POST = bffRoute(
  account.login,
  { body: AccountLoginSchema, limit: ({ ip, body }) => loginLimits(ip, accountKey(loginAccountOf(body.account))) },
  async (context) => {
    const parsed = loginBodyOf(context.body);
    if (!parsed.ok) return context.fieldErrors(parsed.fieldErrors);
    return answerLogin(await login(await context.upstream(), parsed.body), parsed.body.remember, context);
  },
);
