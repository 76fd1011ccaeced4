import { randomBytes } from 'node:crypto';
import { NextResponse } from 'next/server';
import { ResultCode } from '@/lib/contract';
import { bffError, withBffErrors } from '@/lib/bff-server/respond';
import { safeReturnPath } from '@/lib/domain/safe-path';
import { routing } from '@/lib/i18n/routing';
import { isMaintenanceOn } from '@/lib/maintenance';
import { OauthProviderParamSchema } from '@/lib/schemas/account';
import { OAUTH_COOKIE } from '@/lib/session-seal';
import { OAUTH_COOKIE_TTL_S, authorizeUrl, flowLocale, sitePage } from '../../../_lib/oauth';
import { setSealedCookie } from '../../../_lib/sealed-cookie';

export const dynamic = 'force-dynamic';

/**
 * GET /api/account/oauth/{provider}/start?next=&locale=&remember=1: a browser navigation to the provider's
 * authorise page, with a random state that only this browser's cookie knows.
 */
export const GET = withBffErrors(async (request: Request, ctx: { params: Promise<{ provider: string }> }) => {
  const provider = OauthProviderParamSchema.safeParse((await ctx.params).provider);
  if (!provider.success) return bffError(ResultCode.NOT_FOUND, routing.defaultLocale);
  if (await isMaintenanceOn()) return NextResponse.redirect(sitePage(request, '/zh-CN/Upgrading'), 302);
  const query = new URL(request.url).searchParams;
  const next = safeReturnPath(query.get('next'), routing.locales);
  const state = randomBytes(24).toString('base64url');
  await setSealedCookie(
    OAUTH_COOKIE,
    {
      state,
      provider: provider.data,
      next,
      locale: flowLocale(query.get('locale'), next),
      remember: query.get('remember') === '1',
    },
    OAUTH_COOKIE_TTL_S,
  );
  return NextResponse.redirect(authorizeUrl(request, provider.data, state), 302);
});
