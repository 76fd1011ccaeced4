import {
  ASSETS_CACHE,
  CACHE_PREFIX,
  PAGES_CACHE,
  PASS_STATE_ATTRIBUTE,
  STATIC_ASSETS_PREFIX,
  WORKER_FILE,
} from '@/components/boarding-pass/offline';
import { OWNED_COPIES } from './worker-owner';

/** What ends a static file's URL in a page's HTML: a quote, an escape, a space, a tag or a CSS url(). */
const FILE_NAME_ENDS = '"\'\\ \t\r\n<>)&';

/** The most static files the worker keeps: a few deploys' worth of one page's chunks. */
export const MAX_ASSETS = 300;

/**
 * The boarding pass service worker (decision 20: works offline once opened; decision 11 worker-src), as the
 * script the browser runs. It is plain JavaScript written out here, not bundled: a worker script must not
 * change between builds for no reason, and nothing of the app belongs in it.
 *
 * - Registered with the scope /{locale}/checkin/printBoardingPass/ only, it controls those pages and no
 *   other: the rest of the site, with its personal pages, is never cached.
 * - A boarding pass page is fetched from the network first; its copy is kept only when the page shows passes
 *   (its root's data-boarding-pass-state="passes"), dropped when it says there are none (the check-in was
 *   cancelled), and left alone when it could not load them. Offline, the copy is answered.
 * - The page's own scripts, styles and fonts (/_next/static/, content-hashed, no personal data) are kept
 *   cache-first, so the copy hydrates offline. Nothing else is touched: BFF calls, other pages, RSC payloads.
 * - Each kept page is its visitor's (issue 29 §5; decision 56): the copy carries the owner id of the browser that
 *   opened it (the `sf_pass_owner` cookie, sent by the page with `keep`). Offline, a copy is answered only while
 *   that cookie still holds the same id, read with the Cookie Store API; with the cookie gone (cookies cleared,
 *   logged out) or another id, no copy is answered and the copies of other owners are deleted. A browser without
 *   the Cookie Store API in workers cannot tell, and answers a copy that has an owner; the logout deletes them
 *   all there too (lib/offline-pass.ts). Online, a page's fresh copy is kept under the cookie's id when it can
 *   be read, and otherwise by the page's `keep`.
 * - Messages from the page: `keep` (the page it shows, and its static files, those the page sent and those its
 *   HTML names: on the first visit, or after a client-side navigation, the worker did not control the page, so
 *   it fetches the page itself), and `drop` (an order's segment, in every
 *   type and language: the page learnt there is no pass). Each is answered on the message's port.
 */
export const BOARDING_PASS_WORKER = `'use strict';
const PAGES = ${JSON.stringify(PAGES_CACHE)};
const ASSETS = ${JSON.stringify(ASSETS_CACHE)};
const PREFIX = ${JSON.stringify(CACHE_PREFIX)};
const STATE = ${JSON.stringify(`${PASS_STATE_ATTRIBUTE}="`)};
const STATIC = ${JSON.stringify(STATIC_ASSETS_PREFIX)};
const WORKER = ${JSON.stringify(WORKER_FILE)};
const MAX_ASSETS = ${MAX_ASSETS};
const MAX_ASSETS_PER_MESSAGE = 200;
const NAME_ENDS = ${JSON.stringify(FILE_NAME_ENDS)};

const scopePath = () => new URL(self.registration.scope).pathname;
const sameOrigin = (url) => url.origin === self.location.origin;
const isPage = (url) =>
  sameOrigin(url) && url.pathname.startsWith(scopePath()) && url.pathname !== scopePath() + WORKER;
const isAsset = (url) => sameOrigin(url) && url.pathname.startsWith(STATIC);
/** A page's cache key: its URL without the fragment (the query names the order and segment). */
const pageKey = (url) => {
  const u = new URL(url);
  u.hash = '';
  return u.href;
};

self.addEventListener('install', (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith(PREFIX) && n !== PAGES && n !== ASSETS).map((n) => caches.delete(n)),
      );
      await self.clients.claim();
    })(),
  );
});

/** What a page says it shows: 'passes', 'none', 'failed'; null for anything that is not such a page. */
async function stateOf(response) {
  if (!response.ok || response.redirected) return null;
  if (!(response.headers.get('content-type') || '').includes('text/html')) return null;
  const html = await response.text();
  const at = html.indexOf(STATE);
  if (at < 0) return null;
  const from = at + STATE.length;
  return html.slice(from, html.indexOf('"', from));
}

${OWNED_COPIES}
async function trim(store) {
  const keys = await store.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await store.delete(old);
}

async function pageFirst(event) {
  const key = pageKey(event.request.url);
  try {
    const response = await fetch(event.request);
    event.waitUntil(currentOwner().then((owner) => remember(key, response.clone(), owner)).catch(() => null));
    return response;
  } catch (error) {
    const copy = await ownCopy(key);
    if (copy) return copy;
    throw error;
  }
}

async function assetFirst(request) {
  const store = await caches.open(ASSETS);
  const hit = await store.match(request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.status === 200) {
    await store.put(request, response.clone());
    await trim(store);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && isPage(url)) event.respondWith(pageFirst(event));
  else if (isAsset(url)) event.respondWith(assetFirst(request));
});

async function keep(data) {
  let page;
  try {
    page = new URL(String(data.url));
  } catch {
    return { type: 'keep', ok: false };
  }
  const owner = String(data.owner);
  if (!isPage(page) || !OWNER_ID.test(owner)) return { type: 'keep', ok: false };
  const key = pageKey(page.href);
  const pages = await caches.open(PAGES);
  let copy = data.controlled === true ? await pages.match(key, { ignoreVary: true }) : undefined;
  let ok = !!copy && copy.headers.get(OWNER_HEADER) === owner;
  if (!ok) {
    const response = await fetch(key, { credentials: 'same-origin', cache: 'no-store' });
    copy = response.clone();
    ok = (await remember(key, response, owner)) === 'passes';
  }
  const store = await caches.open(ASSETS);
  // The files the page asks for when it loads as a document, read from the copy itself: a page reached by a
  // client-side navigation loaded only some of them, and the copy must draw and hydrate offline on its own.
  const listed = ok && copy ? staticFilesOf(await copy.text()) : [];
  const sent = Array.isArray(data.assets) ? data.assets : [];
  const assets = [...new Set([...listed, ...sent])].slice(0, MAX_ASSETS_PER_MESSAGE);
  for (const asset of assets) {
    let url;
    try {
      url = new URL(String(asset), self.location.origin);
    } catch {
      continue;
    }
    if (!isAsset(url) || (await store.match(url.href, { ignoreVary: true }))) continue;
    try {
      const response = await fetch(url.href, { credentials: 'same-origin' });
      if (response.ok && response.status === 200) await store.put(url.href, response);
    } catch {
      // Offline again: the next visit fills it in.
    }
  }
  await trim(store);
  return { type: 'keep', ok };
}

/** The static files (/_next/static/…) a page's HTML names: scripts, styles, fonts, in its tags or its data. */
function staticFilesOf(html) {
  const found = new Set();
  let at = html.indexOf(STATIC);
  while (at >= 0) {
    let end = at + STATIC.length;
    while (end < html.length && !NAME_ENDS.includes(html[end])) end += 1;
    if (end > at + STATIC.length) found.add(html.slice(at, end));
    at = html.indexOf(STATIC, end);
  }
  return [...found];
}

async function drop(data) {
  const orderNo = String(data.orderNo);
  const segment = String(Number(data.segment) || 0);
  const pages = await caches.open(PAGES);
  let count = 0;
  for (const request of await pages.keys()) {
    const url = new URL(request.url);
    if (url.searchParams.get('orderNo') === orderNo && String(Number(url.searchParams.get('segment')) || 0) === segment) {
      if (await pages.delete(request)) count += 1;
    }
  }
  return { type: 'drop', count };
}

self.addEventListener('message', (event) => {
  const data = event.data || {};
  const port = event.ports && event.ports[0];
  const answer = (reply) => {
    if (port) port.postMessage(reply);
  };
  const work = data.type === 'keep' ? keep(data) : data.type === 'drop' ? drop(data) : null;
  if (!work) return;
  event.waitUntil(work.then(answer, () => answer(data.type === 'keep' ? { type: 'keep', ok: false } : { type: 'drop', count: 0 })));
});
`;
