import { randomBytes } from 'node:crypto';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { ResultCode } from '@/lib/contract';
import * as account from '@/lib/bff-client/account';
import { bffRoute } from '@/lib/bff-server/route';
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
export const GET = bffRoute(
  account.oauthStart,
  // A navigation: maintenance sends the browser to the upgrading page rather than answering JSON.
  { maintenance: false, invalid: ResultCode.NOT_FOUND, params: z.object({ provider: OauthProviderParamSchema }) },
  async ({ request, params }) => {
    const provider = { data: params.provider };
    if (await isMaintenanceOn()) return NextResponse.redirect(sitePage('/zh-CN/Upgrading'), 302);
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
    return NextResponse.redirect(authorizeUrl(provider.data, state), 302);
  },
);
