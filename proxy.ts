import { NextResponse, type NextRequest } from 'next/server';
import { isLocale, routing } from '@/lib/i18n/routing';
import { isMaintenanceOn } from '@/lib/maintenance';
import { SESSION_COOKIE, unsealSession } from '@/lib/session-seal';

const DEVICE_COOKIE = 'sf_did';
const UPGRADING = /^\/(zh-CN|en-US)\/Upgrading\/?$/;
const MEMBER = /^\/(zh-CN|en-US)\/member(\/|$)/;
/** Headers a client could send to skip or fool the proxy; they never reach the app. */
const BYPASS_HEADERS = ['x-middleware-subrequest', 'x-middleware-prefetch', 'x-invoke-path', 'x-middleware-invoke'];

function redirectTo(request: NextRequest, pathname: string, search = ''): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = search;
  return NextResponse.redirect(url, 307);
}

/**
 * Locale, maintenance and the member guard (ARCHITECTURE "How a request flows"). The guard is a fast
 * check only: member pages and route handlers check the session again.
 */
export async function proxy(request: NextRequest) {
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

  const newDeviceId = request.cookies.get(DEVICE_COOKIE) ? undefined : crypto.randomUUID().replaceAll('-', '');
  // Visible to this very request's page too, so its first upstream calls already carry the black box.
  if (newDeviceId) request.cookies.set(DEVICE_COOKIE, newDeviceId);
  const forwarded = new Headers(request.headers);
  for (const name of BYPASS_HEADERS) forwarded.delete(name);
  forwarded.set('x-pathname', pathname);
  // requireMember() sends a refused visitor back to the full path after login.
  forwarded.set('x-search', search);
  const response = NextResponse.next({ request: { headers: forwarded } });
  if (newDeviceId) {
    response.cookies.set(DEVICE_COOKIE, newDeviceId, {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.nextUrl.protocol === 'https:',
      path: '/',
      maxAge: 60 * 60 * 24 * 365 * 2,
    });
  }
  return response;
}

export const config = {
  // Pages only: route handlers check maintenance themselves (STACK.md gotcha 5); static files skip it.
  matcher: [
    '/((?!api|bare$|_next/static|_next/image|favicon.ico|images/|robots.txt|sitemap.xml|.*\\.(?:svg|png|jpg|jpeg|webp|ico|txt|xml)$).*)',
  ],
};
