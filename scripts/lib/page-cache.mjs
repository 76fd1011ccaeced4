// A micro-cache of finished documents in the web process (decision 33, decisions 35 and 36). A flash sale or a fare
// war sends thousands of visitors to the same few pages within seconds, and each of them gets the same document.
// Making it again is most of a view's cost: for a results page, rendering it (React and Next, about 10 ms of CPU
// for 115 kB of HTML); for a page Next already keeps (home, news, content), Next's own work per view (routing,
// the proxy, the ETag over every character, the copy to bytes, compression, the script policy), about 1.5 ms
// against 0.5 ms for the framework's bare page. So the finished document, as sent, is kept for a few seconds and
// served again to the next visitor who would be given the very same bytes, without Next.
//
// Kept only what is provably the same for every visitor who may get it:
// - a document GET under a locale (no router, prefetch or action header; never /member or the shutdown page);
// - from a visitor the proxy would set no cookie for: a device cookie (a first visit gets its own from the web
//   server before this, decision 38), and a member hint that matches the session cookie's presence. A results page only for an anonymous visitor (a member's search goes to the airline on
//   its own, decision 33);
// - keyed by the full URL, the Accept-Encoding sent (the body is kept as Next encoded it) and the currency
//   profile cookie, the one cookie a page reads besides the session and the device id (which only go upstream);
// - an answer of 200, HTML, with no Set-Cookie, whose script policy was made exact (decision 11), and either
//   - the results page (/{locale}/book/booking), kept for RESULTS_PAGE_CACHE_MS (5 s by default, 0 when
//     SHOPPING_CACHE_MS is 0), unless it was made while an airline answer failed (it then carries
//     NOT_KEPT_MARK, and the next visitor's view asks the airline again, as the shopping cache keeps no failure), or
//   - a page Next served from its own cache (x-nextjs-cache HIT or STALE, a shared `s-maxage`), kept for
//     PAGE_CACHE_MS (5 s by default), never longer than its s-maxage;
// - at most MAX_ENTRIES documents and MAX_BYTES in all, the oldest dropped first.
// Everything else goes to Next as before. Prices are checked again when a fare is chosen, as with the shopping
// cache, so a results page seconds old costs at most a "no longer available" at the next step.

/** Cookie names, as in lib/device-cookie.ts, lib/session-seal.ts, lib/member-hint.ts, lib/i18n/currency-profiles.ts. */
export const PAGE_CACHE_COOKIES = {
  device: 'sf_did',
  session: 'sf_session',
  memberHint: 'sf_member',
  currency: 'currency_profile',
};

/** A page path under a locale (the query taken off). */
export const LOCALE_PATH = /^\/(zh-CN|en-US)(\/|$)/;
const RESULTS_PATH = /^\/(zh-CN|en-US)\/book\/booking$/;
/** Pages that are never kept: the member's own (guarded by the proxy) and the shutdown page (maintenance). */
const NEVER_PATH = /^\/(zh-CN|en-US)\/(member|Upgrading)(\/|$)/;
/** Headers of a client-side navigation, prefetch or server action: their answers are not the document. */
export const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
];
/** Headers of one answer's connection, never replayed. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
/** What a page made without one of its airline answers carries (app/[locale]/book/booking/page.tsx). */
export const NOT_KEPT_MARK = 'data-page-cache="skip"';
const DEFAULT_TTL_MS = 5000;
const MAX_TTL_MS = 60_000;
export const MAX_ENTRIES = 200;
export const MAX_BYTES = 32 * 1024 * 1024;

function ttlFrom(name, raw, fallback) {
  if (raw === undefined || raw.trim() === '') return fallback;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_TTL_MS) {
    throw new Error(`${name} must be a whole number of milliseconds from 0 to ${MAX_TTL_MS}`);
  }
  return ms;
}

/** RESULTS_PAGE_CACHE_MS, or 5 s unless the shopping cache is off (then 0: pages as fresh as its answers). */
export function pageCacheTtl(env = process.env) {
  const shopping = env.SHOPPING_CACHE_MS?.trim();
  return ttlFrom(
    'RESULTS_PAGE_CACHE_MS',
    env.RESULTS_PAGE_CACHE_MS,
    shopping && Number(shopping) === 0 ? 0 : DEFAULT_TTL_MS,
  );
}

/** PAGE_CACHE_MS: how long a page Next served from its cache is served again without Next (5 s by default). */
export function cachedPageTtl(env = process.env) {
  return ttlFrom('PAGE_CACHE_MS', env.PAGE_CACHE_MS, DEFAULT_TTL_MS);
}

/** The request's cookies by name (the first of a repeated name). */
export function cookiesOf(header) {
  const jar = new Map();
  for (const part of String(header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !jar.has(name)) jar.set(name, part.slice(eq + 1).trim());
  }
  return jar;
}

/** The seconds of a shared cache's `s-maxage`, or 0 when the answer is not for shared caches. */
function sharedMaxAge(cacheControl) {
  const value = String(cacheControl ?? '').toLowerCase();
  if (/(^|,)\s*(private|no-store|no-cache)\b/.test(value)) return 0;
  const match = /(^|,)\s*s-maxage=(\d+)/.exec(value);
  return match ? Number(match[2]) : 0;
}

/** Whether If-None-Match names this ETag (weakly, as a GET compares). */
function notModified(ifNoneMatch, etag) {
  if (!ifNoneMatch || typeof etag !== 'string') return false;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

/**
 * The cache: `key(req)` says whether a request may be answered from it (null: never), `serve` answers a request
 * whose key holds a live document, and `store` keeps a finished answer under its request's key when it may be.
 * `resultsTtlMs` is the results page's time, `cachedTtlMs` that of a page Next keeps.
 */
export function createPageCache({
  resultsTtlMs = 0,
  cachedTtlMs = 0,
  maxEntries = MAX_ENTRIES,
  maxBytes = MAX_BYTES,
  now = Date.now,
}) {
  /** key -> { expires, headers, body }, oldest first. */
  const entries = new Map();
  let bytes = 0;

  const drop = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  };

  /** How long an answer may be kept, 0 when never. A results page is read (html) for the mark of a failure. */
  const keepFor = (key, statusCode, headers, html) => {
    if (statusCode !== 200 || headers['set-cookie'] !== undefined) return 0;
    if (!String(headers['content-type'] ?? '').startsWith('text/html')) return 0;
    if (key.startsWith('R ')) return html && !html.includes(NOT_KEPT_MARK) ? resultsTtlMs : 0;
    if (!/^(HIT|STALE)$/i.test(String(headers['x-nextjs-cache'] ?? ''))) return 0;
    return Math.min(cachedTtlMs, sharedMaxAge(headers['cache-control']) * 1000);
  };

  return {
    key(req) {
      if (!(resultsTtlMs > 0 || cachedTtlMs > 0) || req.method !== 'GET') return null;
      const url = req.url ?? '/';
      const q = url.indexOf('?');
      const path = q < 0 ? url : url.slice(0, q);
      if (!LOCALE_PATH.test(path) || NEVER_PATH.test(path)) return null;
      if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
      const jar = cookiesOf(req.headers.cookie);
      if (!jar.get(PAGE_CACHE_COOKIES.device)) return null;
      const member = jar.has(PAGE_CACHE_COOKIES.session);
      // The proxy would bring the hint into line with the session: that answer sets a cookie.
      if (member !== (jar.get(PAGE_CACHE_COOKIES.memberHint) === '1')) return null;
      const results = RESULTS_PATH.test(path);
      if (results ? member || !(resultsTtlMs > 0) : !(cachedTtlMs > 0)) return null;
      const kind = results ? 'R' : 'C';
      return `${kind} ${url}\n${req.headers['accept-encoding'] ?? ''}\n${jar.get(PAGE_CACHE_COOKIES.currency) ?? ''}`;
    },

    /** Answers from the cache when the key holds a live document; false when Next has to. */
    serve(key, req, res) {
      const entry = entries.get(key);
      if (!entry) return false;
      if (entry.expires <= now()) {
        drop(key);
        return false;
      }
      if (notModified(req.headers['if-none-match'], entry.headers.etag)) {
        const { 'content-type': _type, 'content-encoding': _encoding, ...headers } = entry.headers;
        res.writeHead(304, { ...headers, 'x-page-cache': 'HIT' });
        res.end();
        return true;
      }
      res.writeHead(200, { ...entry.headers, 'content-length': entry.body.length, 'x-page-cache': 'HIT' });
      res.end(entry.body);
      return true;
    },

    /**
     * Keeps a finished answer (its status, its headers as sent, its body as encoded) when it may be replayed;
     * `html` is the body decoded, which a results page needs to be kept.
     */
    store(key, statusCode, headers, body, html = undefined) {
      const ttl = keepFor(key, statusCode, headers, html);
      if (!(ttl > 0) || body.length > maxBytes / 8) return;
      const kept = {};
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined && !PER_ANSWER.has(name.toLowerCase())) kept[name.toLowerCase()] = value;
      }
      drop(key);
      entries.set(key, { expires: now() + ttl, headers: kept, body });
      bytes += body.length;
      while (entries.size > maxEntries || bytes > maxBytes) drop(entries.keys().next().value);
    },

    get size() {
      return entries.size;
    },
  };
}
