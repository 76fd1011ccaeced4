import 'server-only';
import { headers } from 'next/headers';
import { ResultCode } from '@/lib/contract';
import { trustedClientIp } from '@/lib/bff-server/client-ip';
import { rateLimiter } from '@/lib/bff-server/rate-limit';
import { bffError } from '@/lib/bff-server/respond';
import type { Locale } from '@/lib/i18n/routing';

const MINUTE = 60_000;
/** Agreed with the UI (issue3-bff): logins 10/min per address and 5/min per account; sends 5/min per address. */
export const LOGIN_PER_IP = 10;
export const LOGIN_PER_ACCOUNT = 5;
export const SEND_CODE_PER_IP = 5;

/** The keys an attempt was counted under; a successful login gives its hits back (`refundLogin`). */
export type LimitTicket = { refused: Response | null; keys: string[] };

async function limited(keys: { key: string; limit: number }[], locale: Locale): Promise<LimitTicket> {
  let retryAfterMs = 0;
  for (const { key, limit } of keys) {
    const decision = await rateLimiter.hit(key, limit, MINUTE);
    if (!decision.allowed) retryAfterMs = Math.max(retryAfterMs, decision.retryAfterMs);
  }
  const counted = keys.map((k) => k.key);
  if (retryAfterMs === 0) return { refused: null, keys: counted };
  const response = bffError(ResultCode.RATE_LIMITED, locale);
  response.headers.set('retry-after', String(Math.ceil(retryAfterMs / 1000)));
  return { refused: response, keys: counted };
}

/**
 * Login-type attempts (password, SMS, registration, binding, reset). Counted before the call; only
 * failures stay counted, so members who log in often are never throttled while guessing is.
 */
export async function loginLimit(locale: Locale, account?: string): Promise<LimitTicket> {
  const ip = trustedClientIp(await headers());
  const keys = [];
  if (ip) keys.push({ key: `login:ip:${ip}`, limit: LOGIN_PER_IP });
  if (account) keys.push({ key: `login:account:${account.trim().toLowerCase()}`, limit: LOGIN_PER_ACCOUNT });
  return limited(keys, locale);
}

export async function refundLogin(ticket: LimitTicket): Promise<void> {
  await Promise.all(ticket.keys.map((key) => rateLimiter.refund(key)));
}

export async function sendCodeLimit(locale: Locale): Promise<Response | null> {
  const ip = trustedClientIp(await headers());
  return ip ? (await limited([{ key: `code:ip:${ip}`, limit: SEND_CODE_PER_IP }], locale)).refused : null;
}
