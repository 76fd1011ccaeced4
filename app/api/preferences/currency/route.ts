import { z } from 'zod';
import * as site from '@/lib/bff-client/site';
import { bffOk } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import {
  CURRENCY_COOKIE,
  CURRENCY_PROFILE_IDS,
  CURRENCY_PROFILES,
  type CurrencyProfileId,
} from '@/lib/i18n/currency-profiles';
import { secureCookies } from '@/lib/site-origin';

const BodySchema = z.object({ profile: z.enum(CURRENCY_PROFILE_IDS as [CurrencyProfileId, ...CurrencyProfileId[]]) });

/** Saves the currency profile (spec §1) in a cookie the pages read; answers the locale to go to. */
export const POST = bffRoute(site.saveCurrency, { maintenance: false, body: BodySchema }, async ({ body }) => {
  const id = body.profile;
  const response = bffOk({ profile: id, locale: CURRENCY_PROFILES[id].locale });
  response.cookies.set(CURRENCY_COOKIE, id, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: secureCookies(),
    maxAge: 60 * 60 * 24 * 365,
  });
  return response;
});
