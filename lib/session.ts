import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { LoginData } from '@/lib/contract';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import {
  AUTH_COOKIES,
  SESSION_COOKIE,
  sealSession,
  sessionTtlSeconds,
  unsealSession,
  type SessionData,
} from '@/lib/session-seal';
import { MEMBER_HINT_COOKIE } from '@/lib/member-hint';
import { secureCookies } from '@/lib/site-origin';

/**
 * The member session: an iron seal in an HttpOnly cookie (docs/architecture.md "Locale, currency, session").
 * The seal is made with `sealData` rather than `getIronSession` because iron-session drops the seal's
 * expiry (ttl 0) for browser-session cookies, and an unremembered login must still end after a day.
 */

/**
 * Secure when the public origin (PUBLIC_SITE_URL) is https, never decided by the request's Host or scheme:
 * behind a TLS-terminating load balancer the request reaches Next as plain http.
 */
export async function authCookieBase() {
  return { httpOnly: true, sameSite: 'lax' as const, secure: secureCookies(), path: '/' };
}

/** The member session of this request, or null; never trusts the proxy's fast check alone. */
export async function readSession(): Promise<SessionData | null> {
  const jar = await cookies();
  return unsealSession(jar.get(SESSION_COOKIE)?.value, env().SESSION_SECRET);
}

/** Route handlers only (cookies cannot be written while a page renders). */
export async function saveSession(login: LoginData, remember: boolean): Promise<SessionData> {
  const now = new Date().toISOString();
  const data: SessionData = {
    token: login.token,
    memberId: login.memberId,
    remember,
    loginTime: now,
    ...(login.registered ? { registerTime: now } : {}),
  };
  const seal = await sealSession(data, env().SESSION_SECRET);
  const jar = await cookies();
  // Remembered: 14 days. Otherwise no Max-Age, so the browser drops it when it closes.
  const base = await authCookieBase();
  const lifetime = remember ? { maxAge: sessionTtlSeconds(true) } : {};
  jar.set(SESSION_COOKIE, seal, { ...base, ...lifetime });
  jar.set(MEMBER_HINT_COOKIE, '1', { ...base, ...lifetime, httpOnly: false });
  return data;
}

/**
 * Spec §7 logout "clear all cookies": every cookie of the login goes (session, third-party state and
 * bind ticket, QR binding). Kept on purpose: the device id (the anti-fraud black box must stay the same
 * device across logins), the cookie consent (a privacy choice the visitor made, not login state) and the
 * currency profile (a display preference).
 */
export async function destroySession(): Promise<void> {
  const jar = await cookies();
  const base = await authCookieBase();
  for (const name of AUTH_COOKIES) {
    if (name === SESSION_COOKIE || name === MEMBER_HINT_COOKIE || jar.has(name))
      jar.set(name, '', { ...base, maxAge: 0 });
  }
}

/** Pages: the session, or a redirect to the locale home with the login dialog and the path to return to. */
export async function requireMember(locale: Locale): Promise<SessionData> {
  const session = await readSession();
  if (session) return session;
  const head = await headers();
  const path = head.get('x-pathname') ?? `/${locale}`;
  const search = head.get('x-search') ?? '';
  redirect(`/${locale}?login=1&next=${encodeURIComponent(path + search)}`);
}
