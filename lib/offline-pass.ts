import { readBrowserCookie } from '@/lib/browser-cookie';

/**
 * The boarding pass kept offline belongs to the visitor who opened it (issue 29 §5; decisions 20 and 56). Browser
 * side, shared by the boarding pass island (components/boarding-pass) and the logout (components/shell): the
 * names of the worker's caches, the owner cookie the worker checks, and the forgetting at logout.
 */

/** The worker's caches: the pages it showed, and the static files they need. Old versions are deleted. */
export const CACHE_PREFIX = 'boarding-pass-';
/** v2: each copy carries its owner (v1 copies, which had none, are deleted when the new worker activates). */
export const PAGES_CACHE = `${CACHE_PREFIX}pages-v2`;
export const ASSETS_CACHE = `${CACHE_PREFIX}assets-v1`;

/**
 * The visitor of this browser as the boarding pass worker knows them: a random id, readable by scripts (the
 * worker reads it with the Cookie Store API; it is no secret and proves nothing to the server). A kept copy
 * carries it, and offline the worker answers a copy only while this cookie still holds the same id: clearing
 * cookies, or logging out, leaves no pass to show.
 */
export const PASS_OWNER_COOKIE = 'sf_pass_owner';
/** The header of a kept copy that names its owner (only in the worker's cache, never sent anywhere). */
export const PASS_OWNER_HEADER = 'x-boarding-pass-owner';
/** A year: the id changes when cookies are cleared or at logout, not with time. */
const OWNER_MAX_AGE_S = 365 * 24 * 60 * 60;

const cookieTail = () => `; Path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;

/** This browser's owner id, made on first use. */
export function passOwner(): string {
  const known = readBrowserCookie(PASS_OWNER_COOKIE);
  if (known && /^[\w-]{16,64}$/.test(known)) return known;
  const id = crypto.randomUUID();
  document.cookie = `${PASS_OWNER_COOKIE}=${id}; Max-Age=${OWNER_MAX_AGE_S}${cookieTail()}`;
  return id;
}

/**
 * At logout: every kept boarding pass page is deleted from this device and the owner id is forgotten, so a
 * pass of this visitor is never answered to the next one, online or not. The static files stay (nothing
 * personal). Never fails: a browser without caches has nothing to forget.
 */
export async function forgetOfflinePasses(): Promise<void> {
  document.cookie = `${PASS_OWNER_COOKIE}=; Max-Age=0${cookieTail()}`;
  try {
    if (typeof caches === 'undefined') return;
    const names = await caches.keys();
    await Promise.all(
      names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== ASSETS_CACHE).map((n) => caches.delete(n)),
    );
  } catch {
    // Storage refused (a private window): nothing was kept either.
  }
}
