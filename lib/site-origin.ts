import 'server-only';
import { env } from '@/lib/env';

/**
 * The site as visitors reach it, from PUBLIC_SITE_URL, never from the request: behind a load balancer Next
 * reports `request.url` as the address it listens on (http://localhost:3000) whatever Host the visitor
 * used. Absolute URLs the BFF hands to third parties, the cookies' Secure flag, HSTS and the origin check
 * start from here (decision 11).
 */
export function publicSiteOrigin(): string {
  return new URL(env().PUBLIC_SITE_URL).origin;
}

/** An absolute URL of the site (a page or a BFF path); empty query values are left out. */
export function siteUrl(path: string, query: Record<string, string | null | undefined> = {}): URL {
  const url = new URL(path, publicSiteOrigin());
  for (const [k, v] of Object.entries(query)) if (v) url.searchParams.set(k, v);
  return url;
}

/** Every cookie the web sets is Secure when the public origin is https, whatever scheme the request came in on. */
export function secureCookies(): boolean {
  return new URL(env().PUBLIC_SITE_URL).protocol === 'https:';
}

/**
 * Where browsers reach airline-api's pages (payment gateway and OAuth sandbox): AIRLINE_API_PUBLIC_URL when
 * airline-api is behind another name than the one the web server uses, else AIRLINE_API_URL.
 */
export function airlineApiPublicUrl(): string {
  return env().AIRLINE_API_PUBLIC_URL ?? env().AIRLINE_API_URL;
}
