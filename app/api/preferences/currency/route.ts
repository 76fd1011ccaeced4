import { z } from 'zod';
import { ResultCode } from '@/lib/contract';
import { bffLocale } from '@/lib/bff-server/request-context';
import { originBlock } from '@/lib/bff-server/guard';
import { bffError, bffOk, withBffErrors } from '@/lib/bff-server/respond';
import { CURRENCY_COOKIE, CURRENCY_PROFILE_IDS, CURRENCY_PROFILES } from '@/lib/i18n/currency-profiles';

const BodySchema = z.object({ profile: z.enum(CURRENCY_PROFILE_IDS as [string, ...string[]]) });

/** Saves the currency profile (spec §1) in a cookie the pages read; answers the locale to go to. */
export const POST = withBffErrors(async (request: Request) => {
  const locale = await bffLocale();
  const blocked = originBlock(request, locale);
  if (blocked) return blocked;
  const parsed = BodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return bffError(ResultCode.BAD_REQUEST, locale);
  const id = parsed.data.profile as keyof typeof CURRENCY_PROFILES;
  const response = bffOk({ profile: id, locale: CURRENCY_PROFILES[id].locale });
  response.cookies.set(CURRENCY_COOKIE, id, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: new URL(request.url).protocol === 'https:',
    maxAge: 60 * 60 * 24 * 365,
  });
  return response;
});
