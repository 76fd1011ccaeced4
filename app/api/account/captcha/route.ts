import { CaptchaAnswerBodySchema } from '@/lib/contract';
import * as account from '@/lib/bff-client/account';
import { bffRoute } from '@/lib/bff-server/route';
import { captchaAnswer, captchaChallenge } from '@/lib/upstream/member';

export const dynamic = 'force-dynamic';

/** GET /api/account/captcha: a new slider puzzle (its target is what the keyboard path moves to). */
export const GET = bffRoute(account.captchaChallenge, {}, async (context) =>
  context.reply(await captchaChallenge(await context.upstream())),
);

/** POST /api/account/captcha: where the handle ended → a one-use captcha token (2 minutes). */
export const POST = bffRoute(account.captchaAnswer, { body: CaptchaAnswerBodySchema }, async (context) =>
  context.reply(await captchaAnswer(await context.upstream(), context.body)),
);
