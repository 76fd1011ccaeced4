import { timingSafeEqual } from 'node:crypto';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { ResultCode } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import * as account from '@/lib/bff-client/account';
import { bffRoute } from '@/lib/bff-server/route';
import { routing } from '@/lib/i18n/routing';
import { OauthProviderParamSchema } from '@/lib/schemas/account';
import { BIND_COOKIE, OAUTH_COOKIE } from '@/lib/session-seal';
import { saveSession } from '@/lib/session';
import { thirdPartyLogin } from '@/lib/upstream/member';
import { OauthCookieSchema, sitePage } from '../../../_lib/oauth';
import { clearCookie, readSealedCookie, setSealedCookie } from '../../../_lib/sealed-cookie';

export const dynamic = 'force-dynamic';

const MAX_BIND_TTL_S = 15 * 60;

function sameState(a: string, b: string | null): boolean {
  if (!b || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * GET /api/account/oauth/{provider}/callback?code=&state=: the provider sends the browser back here.
 * Logged in → /after_login; an unbound identity → /authorization to bind it; anything else →
 * /authorization?error=<code> (spec §8 binding messages).
 */
export const GET = bffRoute(
  account.oauthCallback,
  // The provider's redirect: every failure is a page (/authorization?error=), never a JSON answer.
  { maintenance: false, params: z.object({ provider: z.string() }) },
  async ({ request, params }) => {
    const query = new URL(request.url).searchParams;
    const flow = await readSealedCookie(OauthCookieSchema, OAUTH_COOKIE);
    await clearCookie(OAUTH_COOKIE);
    const locale = flow?.locale ?? routing.defaultLocale;
    const provider = OauthProviderParamSchema.safeParse(params.provider);
    const fail = (code: string) =>
      NextResponse.redirect(sitePage(`/${locale}/authorization`, { error: code, provider: flow?.provider }), 302);

    if (!flow || !provider.success || flow.provider !== provider.data || !sameState(flow.state, query.get('state'))) {
      return fail(ResultCode.STATUS_CHECK_FAILED);
    }
    const code = query.get('code');
    if (!code || code.length > 128 || query.get('error')) return fail(ResultCode.QR_LOGIN_FAILED);

    const result = await thirdPartyLogin(await upstreamContextFor(locale), {
      provider: flow.provider,
      code,
      remember: flow.remember,
    });
    if (!result.ok) return fail(result.code);
    if (result.data.result === 'LOGGED_IN') {
      await saveSession(result.data.login, flow.remember);
      return NextResponse.redirect(sitePage(`/${locale}/after_login`, { next: flow.next }), 302);
    }
    const { bindTicket, nickname, expiresAt } = result.data;
    const ttl = Math.min(MAX_BIND_TTL_S, Math.max(1, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000)));
    await setSealedCookie(
      BIND_COOKIE,
      { bindTicket, provider: flow.provider, nickname, next: flow.next, locale, remember: flow.remember },
      ttl,
    );
    return NextResponse.redirect(sitePage(`/${locale}/authorization`, { provider: flow.provider, nickname }), 302);
  },
);
