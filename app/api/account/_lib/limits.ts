import 'server-only';
import type { LimitRule } from '@/lib/bff-server/route';

/**
 * Agreed with the account forms: logins 10/min per visitor address and 5/min per visitor on one account;
 * code sends 5/min per address. No key here is the account alone: a key any visitor can fill would let one
 * visitor shut a member out (decision 12). Guessing one account from many addresses meets airline-api's
 * per-account captcha instead.
 */
export const LOGIN_PER_IP = 10;
export const LOGIN_PER_ACCOUNT = 5;
export const SEND_CODE_PER_IP = 5;

/**
 * Login-type attempts (password, SMS, registration, binding, reset). Counted before the call; a success
 * gives its hits back (`refundLimits`), so members who log in often are never throttled while guessing is.
 */
export function loginLimits(ip: string | null, account?: string): LimitRule[] {
  const rules: LimitRule[] = [];
  if (ip) rules.push({ key: `login:ip:${ip}`, limit: LOGIN_PER_IP });
  if (ip && account)
    rules.push({ key: `login:account:${ip}:${account.trim().toLowerCase()}`, limit: LOGIN_PER_ACCOUNT });
  return rules;
}

export function sendCodeLimits(ip: string | null): LimitRule[] {
  return ip ? [{ key: `code:ip:${ip}`, limit: SEND_CODE_PER_IP }] : [];
}

/**
 * Password resets: 10 a minute per address, 5 a minute per address on one phone or e-mail (like logins, no
 * key is the account alone). Keys of their own, so a visitor who failed to log in can still reset.
 */
export function resetLimits(ip: string | null, account: string): LimitRule[] {
  if (!ip) return [];
  return [
    { key: `reset:ip:${ip}`, limit: 10 },
    { key: `reset:account:${ip}:${account.trim().toLowerCase()}`, limit: 5 },
  ];
}

/** One key per account whichever way it is written: the e-mail, or `areaCode-phone`. */
export function accountKey(account: { email?: string } | { cellphoneCode: string; cellphone: string }): string {
  return 'email' in account && account.email
    ? account.email
    : `${(account as { cellphoneCode: string }).cellphoneCode}-${(account as { cellphone: string }).cellphone}`;
}
