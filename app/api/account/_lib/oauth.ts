import 'server-only';
import { z } from 'zod';
import { ThirdPartyProviderSchema, oauthAuthorizePath, type ThirdPartyProvider } from '@/lib/contract';
import * as account from '@/lib/bff-client/account';
import { isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { airlineApiPublicUrl, siteUrl } from '@/lib/site-origin';

/** Between the start and the callback: the CSRF state and where to go afterwards (10 minutes). */
export const OAUTH_COOKIE_TTL_S = 10 * 60;
export const OauthCookieSchema = z.object({
  state: z.string(),
  provider: ThirdPartyProviderSchema,
  next: z.string().nullable(),
  locale: z.enum(routing.locales),
  remember: z.boolean(),
});
export type OauthCookie = z.infer<typeof OauthCookieSchema>;

/** An unbound identity waiting for /authorization: the ticket (at most 15 minutes, airline-api's limit). */
export const BindCookieSchema = z.object({
  bindTicket: z.string(),
  provider: ThirdPartyProviderSchema,
  nickname: z.string(),
  next: z.string().nullable(),
  locale: z.enum(routing.locales),
  remember: z.boolean(),
});

/**
 * Where the provider sends the browser back: on the public origin (PUBLIC_SITE_URL), not the request's
 * URL, which Next reports as the address it listens on behind a load balancer.
 */
export function callbackUrl(provider: ThirdPartyProvider): string {
  return siteUrl(account.oauthCallback.url({ provider: provider.toLowerCase() })).toString();
}

/** The provider's authorise page (airline-api's public address) with this site's callback and the state. */
export function authorizeUrl(provider: ThirdPartyProvider, state: string): URL {
  const url = new URL(oauthAuthorizePath(provider), airlineApiPublicUrl());
  url.searchParams.set('redirect_uri', callbackUrl(provider));
  url.searchParams.set('state', state);
  return url;
}

/** The start's locale: asked for, else that of the return path, else the default. */
export function flowLocale(asked: string | null, next: string | null): Locale {
  if (isLocale(asked)) return asked;
  const fromNext = next?.split('/')[1];
  return isLocale(fromNext) ? fromNext : routing.defaultLocale;
}

/** A page of the site on its public origin: NextResponse.redirect needs an absolute URL. */
export function sitePage(path: string, query: Record<string, string | null | undefined> = {}): URL {
  return siteUrl(path, query);
}
