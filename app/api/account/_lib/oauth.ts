import 'server-only';
import { z } from 'zod';
import { ThirdPartyProviderSchema, oauthAuthorizePath, type ThirdPartyProvider } from '@/lib/contract';
import * as account from '@/lib/bff-client/account';
import { env } from '@/lib/env';
import { isLocale, routing, type Locale } from '@/lib/i18n/routing';

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
 * Where browsers reach airline-api's authorise pages: AIRLINE_API_PUBLIC_URL when airline-api is behind
 * another name than the one the web server uses, else AIRLINE_API_URL.
 */
function publicApiBase(): string {
  return env().AIRLINE_API_PUBLIC_URL ?? env().AIRLINE_API_URL;
}

export function callbackUrl(request: Request, provider: ThirdPartyProvider): string {
  return new URL(account.oauthCallback.url({ provider: provider.toLowerCase() }), request.url).toString();
}

export function authorizeUrl(request: Request, provider: ThirdPartyProvider, state: string): URL {
  const url = new URL(oauthAuthorizePath(provider), publicApiBase());
  url.searchParams.set('redirect_uri', callbackUrl(request, provider));
  url.searchParams.set('state', state);
  return url;
}

/** The start's locale: asked for, else that of the return path, else the default. */
export function flowLocale(asked: string | null, next: string | null): Locale {
  if (isLocale(asked)) return asked;
  const fromNext = next?.split('/')[1];
  return isLocale(fromNext) ? fromNext : routing.defaultLocale;
}

/** A page of the site: NextResponse.redirect needs an absolute URL. */
export function sitePage(request: Request, path: string, query: Record<string, string | null | undefined> = {}): URL {
  const url = new URL(path, request.url);
  for (const [k, v] of Object.entries(query)) if (v) url.searchParams.set(k, v);
  return url;
}
