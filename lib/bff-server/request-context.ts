import 'server-only';
import { cookies, headers } from 'next/headers';
import { DEVICE_COOKIE } from '@/lib/device-cookie';
import { env } from '@/lib/env';
import { BLACK_BOX_COOKIE, blackBoxFor } from './black-box';
import { CURRENCY_COOKIE, resolveCurrencyProfile, type CurrencyProfile } from '@/lib/i18n/currency-profiles';
import { isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { readSession } from '@/lib/session';
import type { UpstreamContext } from '@/lib/upstream/context';
import { trustedClientIp } from './client-ip';

/** The locale a BFF call was made in: the x-sf-locale header the browser client sends. */
export async function bffLocale(): Promise<Locale> {
  const value = (await headers()).get('x-sf-locale');
  return isLocale(value) ? value : routing.defaultLocale;
}

export async function currencyProfileFor(locale: Locale): Promise<CurrencyProfile> {
  return resolveCurrencyProfile(locale, (await cookies()).get(CURRENCY_COOKIE)?.value);
}

/** Everything an upstream call carries, read from this request's cookies, headers and session. */
export async function upstreamContextFor(locale: Locale): Promise<UpstreamContext> {
  const [jar, head, session, profile] = await Promise.all([
    cookies(),
    headers(),
    readSession(),
    currencyProfileFor(locale),
  ]);
  return {
    language: profile.language,
    currency: profile.currency,
    channel: 'B2C',
    token: session?.token,
    // The anti-bot routine's fresh token for this device when there is one (decision 73), else the device id.
    deviceId: blackBoxFor(
      jar.get(DEVICE_COOKIE)?.value ?? 'unknown-device',
      jar.get(BLACK_BOX_COOKIE)?.value,
      Date.now(),
      env().SESSION_SECRET,
    ),
    member: session
      ? { memberId: session.memberId, loginTime: session.loginTime, registerTime: session.registerTime }
      : undefined,
    clientIp: trustedClientIp(head) ?? undefined,
    requestId: head.get('x-request-id') ?? undefined,
  };
}
