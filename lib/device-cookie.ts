/**
 * The anti-fraud black box (spec §7): a random device id, set by proxy.ts on a first visit and sent with
 * every upstream call. It outlives logins and logouts: it names the device, not the member.
 *
 * It is set only on the first page answer of a browser that has none, and that answer is
 * `Cache-Control: private, no-store` (proxy.ts `secured`), so no shared cache can keep one visitor's id
 * and hand it to the next. Every later page of that browser sets nothing and stays cacheable (decision 11).
 */
export const DEVICE_COOKIE = 'sf_did';

/** Two years. */
export const DEVICE_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365 * 2;

/** 32 hex characters. */
export function newDeviceId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
