import { NextResponse, type NextRequest } from 'next/server';
import { cachedContentPath } from '@/lib/domain/content-paths';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S, newDeviceId } from '@/lib/device-cookie';
import { isLocale, routing } from '@/lib/i18n/routing';
import { isMaintenanceOn } from '@/lib/maintenance';
import { MEMBER_HINT_COOKIE } from '@/lib/member-hint';
import { pageSecurityHeaders } from '@/lib/security-headers';
import { SESSION_COOKIE, unsealSession } from '@/lib/session-seal';
import { airlineApiPublicUrl, publicSiteOrigin, secureCookies } from '@/lib/site-origin';

const UPGRADING = /^\/(zh-CN|en-US)\/Upgrading\/?$/;
const MEMBER = /^\/(zh-CN|en-US)\/member(\/|$)/;
/**
 * Spec §2 paths that name another page: /{locale}/member is the member main page (/member/index), and
 * /{locale}/main/index is the language's home. Anything else unknown is app/[locale]/[...rest]'s (/zh-CN).
 */
const ALIASES: [RegExp, (locale: string) => string][] = [
  [/^\/(zh-CN|en-US)\/member\/?$/, (locale) => `/${locale}/member/index`],
  [/^\/(zh-CN|en-US)\/main\/index\/?$/, (locale) => `/${locale}`],
];
/** Headers a client could send to skip or fool the proxy; they never reach the app. */
const BYPASS_HEADERS = ['x-middleware-subrequest', 'x-middleware-prefetch', 'x-invoke-path', 'x-middleware-invoke'];

function redirectTo(request: NextRequest, pathname: string, search = ''): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = search;
  return NextResponse.redirect(url, 307);
}

/**
 * Locale, maintenance and the member guard (docs/architecture.md "How a request flows"). The guard is a fast
 * check only: member pages and route handlers check the session again. Every answer carries the security
 * headers (decision 11).
 */
export async function proxy(request: NextRequest) {
  return secured(await route(request));
}

async function route(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  const first = pathname.split('/')[1];

  // Spec §1: the root and any path outside a locale go to /zh-CN, whatever the browser language.
  if (!isLocale(first)) return redirectTo(request, `/${routing.defaultLocale}`);

  if (!UPGRADING.test(pathname) && (await isMaintenanceOn())) {
    return redirectTo(request, '/zh-CN/Upgrading', `?from=${encodeURIComponent(pathname + search)}`);
  }

  if (MEMBER.test(pathname)) {
    const secret = process.env.SESSION_SECRET ?? '';
    const session = await unsealSession(request.cookies.get(SESSION_COOKIE)?.value, secret);
    if (!session) {
      return redirectTo(request, `/${first}`, `?login=1&next=${encodeURIComponent(pathname + search)}`);
    }
  }

  // After the guard, so a visitor logs in once and comes back to the alias, which then sends them on.
  for (const [path, target] of ALIASES) {
    if (path.test(pathname)) return redirectTo(request, target(first), search);
  }

  const deviceId = request.cookies.get(DEVICE_COOKIE) ? undefined : newDeviceId();
  // Visible to this very request's page too, so its first upstream calls already carry the black box.
  if (deviceId) request.cookies.set(DEVICE_COOKIE, deviceId);
  const forwarded = new Headers(request.headers);
  for (const name of BYPASS_HEADERS) forwarded.delete(name);
  forwarded.set('x-pathname', pathname);
  // requireMember() sends a refused visitor back to the full path after login.
  forwarded.set('x-search', search);
  // Decision 8: content named by its query is served by a cacheable route named by path.
  const cached = cachedContentPath(pathname, request.nextUrl.searchParams);
  let response: NextResponse;
  if (cached) {
    const target = request.nextUrl.clone();
    target.pathname = cached;
    target.search = '';
    response = NextResponse.rewrite(target, { request: { headers: forwarded } });
  } else {
    response = NextResponse.next({ request: { headers: forwarded } });
  }
  if (deviceId) {
    response.cookies.set(DEVICE_COOKIE, deviceId, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies(),
      path: '/',
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });
  }
  syncMemberHint(request, response);
  return response;
}

/**
 * The security headers, and no Set-Cookie on a response a shared cache may keep: one that sets a cookie
 * (a first visit's device id, the member hint catching up) is `private, no-store`, which Next keeps in
 * place of a cached page's `s-maxage`. A returning visitor's request sets nothing, so the page it gets is
 * the cached one with its usual Cache-Control (decision 11).
 */
function secured(response: NextResponse): NextResponse {
  const headers = pageSecurityHeaders({
    siteUrl: publicSiteOrigin(),
    airlineApiUrl: airlineApiPublicUrl(),
    dev: process.env.NODE_ENV === 'development',
  });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  if (response.cookies.getAll().length > 0) response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/**
 * The header's account island reads MEMBER_HINT_COOKIE (lib/member-hint.ts); it follows the session
 * cookie's presence here, so a login made before the hint existed, or a session cookie the browser
 * dropped, still shows right. Presence only: the header's BFF call checks the session itself.
 */
function syncMemberHint(request: NextRequest, response: NextResponse) {
  const hasSession = request.cookies.has(SESSION_COOKIE);
  const hasHint = request.cookies.get(MEMBER_HINT_COOKIE)?.value === '1';
  if (hasSession === hasHint) return;
  const secure = secureCookies();
  if (hasSession) response.cookies.set(MEMBER_HINT_COOKIE, '1', { sameSite: 'lax', secure, path: '/' });
  else response.cookies.set(MEMBER_HINT_COOKIE, '', { sameSite: 'lax', secure, path: '/', maxAge: 0 });
}

export const config = {
  // Pages only: route handlers check maintenance themselves (bffRoute); static files skip it.
  matcher: [
    '/((?!api|bare$|bare/dynamic$|_next/static|_next/image|favicon.ico|images/|robots.txt|sitemap.xml|.*\\.(?:svg|png|jpg|jpeg|webp|ico|txt|xml)$).*)',
  ],
};
