// A browser's first page view gets its device id from the web server, before Next (decision 33, decision 38).
//
// The proxy (proxy.ts) gives the anti-fraud device id (lib/device-cookie.ts) to a browser that has none, and that
// answer is `private, no-store` so no shared cache hands one visitor's id to the next. Done there, a first visit's
// answer carries a cookie, so the page cache (decisions 35, 36) could neither keep it nor serve one to it: every
// first visit, a crowd from a campaign link or a flash sale's newcomers, paid a whole render. Here the request
// gets the new id before Next sees it, so the proxy takes it for a returning browser and sets nothing, the page's
// own upstream calls carry the id, and the answer as made is the one every visitor gets (kept if it may be); only
// its head, as it leaves, gets the Set-Cookie and `private, no-store`, exactly as the proxy would have sent it.
// The proxy still gives the id wherever this server is not in front of Next.
import { randomUUID } from 'node:crypto';
import { takeHead } from './held-answer.mjs';
import { cookiesOf, LOCALE_PATH, PAGE_CACHE_COOKIES, ROUTER_HEADERS } from './page-cache.mjs';

/** As lib/device-cookie.ts: two years. */
export const DEVICE_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365 * 2;
/** Files the proxy's matcher skips too: no page is one. */
const STATIC_FILE = /\.(?:svg|png|jpg|jpeg|webp|ico|txt|xml|js)$/;

/** The Set-Cookie of a new device id, attribute for attribute as the proxy sets it (Next's cookie format). */
export function deviceCookie(id, { secure, now = Date.now() }) {
  const expires = new Date(now + DEVICE_COOKIE_MAX_AGE_S * 1000).toUTCString();
  return `${PAGE_CACHE_COOKIES.device}=${id}; Path=/; Expires=${expires}; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}${secure ? '; Secure' : ''}; HttpOnly; SameSite=lax`;
}

/** Whether a request is a browser's first page view: a document GET under a locale, no device id, session or hint. */
export function isFirstVisit(req) {
  const path = (req.url ?? '/').split('?')[0];
  if (req.method !== 'GET' || !LOCALE_PATH.test(path) || STATIC_FILE.test(path)) return false;
  // A client-side navigation or prefetch comes from a page already loaded.
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
  const jar = cookiesOf(req.headers.cookie);
  const { device, session, memberHint } = PAGE_CACHE_COOKIES;
  // A session without its hint, or the reverse, is the proxy's to bring into line.
  return !jar.has(device) && !jar.has(session) && !jar.has(memberHint);
}

/**
 * Gives a first visit its device id: the request carries it from here on, and the answer's head, whoever writes
 * it (Next, the page cache), gets the cookie and `private, no-store`. Returns the id.
 */
export function giveDeviceId(req, res, { secure, newId = () => randomUUID().replaceAll('-', '') }) {
  const id = newId();
  const cookie = req.headers.cookie ? `${req.headers.cookie}; ` : '';
  req.headers.cookie = `${cookie}${PAGE_CACHE_COOKIES.device}=${id}`;
  const setCookie = deviceCookie(id, { secure });
  const writeHead = res.writeHead;
  let given = false;
  res.writeHead = function writeHeadWithDeviceId(statusCode, ...rest) {
    if (given) return writeHead.call(res, statusCode, ...rest);
    given = true;
    // Whatever form the head comes in (an object or a raw list of headers), it goes onto the response first.
    takeHead(res, statusCode, rest);
    const earlier = res.getHeader('set-cookie');
    res.setHeader('set-cookie', [...(earlier === undefined ? [] : [earlier].flat().map(String)), setCookie]);
    res.setHeader('cache-control', 'private, no-store');
    return writeHead.call(res, res.statusCode, ...rest);
  };
  return id;
}
