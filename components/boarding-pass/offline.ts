/**
 * The boarding pass offline (decision 20: a traveller at the gate with no signal still sees the pass): what the
 * page, its client island and the service worker share. The worker is served at `<scope>sw.js` and registered
 * with that scope only, so it controls the boarding pass pages of one language and nothing else of the site.
 */

/** The pages the worker controls: /{locale}/checkin/printBoardingPass/ (view and print). */
export function boardingPassScope(locale: string): string {
  return `/${locale}/checkin/printBoardingPass/`;
}

/** The worker's script, inside its own scope (so no Service-Worker-Allowed header is needed). */
export const WORKER_FILE = 'sw.js';

/**
 * The page's root says what it shows: the worker keeps a page that shows passes, forgets one that says there
 * is none (a cancelled check-in), and leaves its copy alone when the page could not load them.
 */
export const PASS_STATE_ATTRIBUTE = 'data-boarding-pass-state';
export type PassState = 'passes' | 'none' | 'failed';

/** Where the site's built scripts, styles and fonts are: content-hashed, the same for everyone. */
export const STATIC_ASSETS_PREFIX = '/_next/static/';

/** The worker's caches and the owner of a kept copy: lib/offline-pass.ts, which the logout shares. */
export { ASSETS_CACHE, CACHE_PREFIX, PAGES_CACHE, PASS_OWNER_COOKIE, PASS_OWNER_HEADER } from '@/lib/offline-pass';

/** What the page tells the worker; it answers on the message's port. */
export type WorkerMessage =
  | { type: 'keep'; url: string; assets: string[]; controlled: boolean; owner: string }
  | { type: 'drop'; orderNo: string; segment: number };
export type WorkerAnswer = { type: 'keep'; ok: boolean } | { type: 'drop'; count: number };
