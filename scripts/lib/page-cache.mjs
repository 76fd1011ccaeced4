// A micro-cache of anonymous results pages in the web process (issue 16, decision 35). A flash sale or a fare war
// sends thousands of visitors to the same few searches within seconds; the page each of them gets is the same
// document, rendered from the same shopping answers (decision 33). Rendering it is most of the page's cost (React
// and Next, about 15 ms of CPU for 115 kB of HTML), so the finished document is kept for a few seconds and served
// again to the next visitor of the same search, without Next.
//
// Kept only what is provably the same for every visitor who may get it:
// - the results page alone (/{locale}/book/booking), asked for as a document (no router or action header);
// - a returning anonymous visitor: a device cookie (so the proxy would set none) and no session or member hint;
// - keyed by the full URL, the Accept-Encoding sent (the body is kept as Next encoded it) and the currency
//   profile cookie, the one cookie the page reads besides the session and the device id (which it only passes
//   upstream, where the shopping cache shares answers anyway);
// - an answer of 200, HTML, with no Set-Cookie, whose script policy was made exact;
// - for RESULTS_PAGE_CACHE_MS (5 s by default, 0 when SHOPPING_CACHE_MS is 0), at most MAX_ENTRIES documents and
//   MAX_BYTES in all, the oldest dropped first.
// Everything else goes to Next as before. Prices are checked again when a fare is chosen, as with the shopping
// cache, so a page seconds old costs at most a "no longer available" at the next step.

/** Cookie names, as in lib/device-cookie.ts, lib/session-seal.ts, lib/member-hint.ts, lib/i18n/currency-profiles.ts. */
export const PAGE_CACHE_COOKIES = {
  device: 'sf_did',
  session: 'sf_session',
  memberHint: 'sf_member',
  currency: 'currency_profile',
};

const CACHED_PATH = /^\/(zh-CN|en-US)\/book\/booking$/;
/** Headers of a client-side navigation, prefetch or server action: their answers are not the document. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url'];
/** Headers of one answer's connection, never replayed. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
const DEFAULT_TTL_MS = 5000;
const MAX_TTL_MS = 60_000;
export const MAX_ENTRIES = 200;
export const MAX_BYTES = 32 * 1024 * 1024;

/** RESULTS_PAGE_CACHE_MS, or 5 s unless the shopping cache is off (then 0: pages as fresh as its answers). */
export function pageCacheTtl(env = process.env) {
  const raw = env.RESULTS_PAGE_CACHE_MS;
  if (raw === undefined || raw.trim() === '') {
    const shopping = env.SHOPPING_CACHE_MS?.trim();
    return shopping && Number(shopping) === 0 ? 0 : DEFAULT_TTL_MS;
  }
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_TTL_MS) {
    throw new Error(`RESULTS_PAGE_CACHE_MS must be a whole number of milliseconds from 0 to ${MAX_TTL_MS}`);
  }
  return ms;
}

function cookiesOf(header) {
  const jar = new Map();
  for (const part of String(header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !jar.has(name)) jar.set(name, part.slice(eq + 1).trim());
  }
  return jar;
}

/**
 * The cache: `key(req)` says whether a request may be answered from it (null: never), `serve` answers a request
 * whose key holds a live document, and `store` keeps a finished answer under its request's key.
 */
export function createPageCache({ ttlMs, maxEntries = MAX_ENTRIES, maxBytes = MAX_BYTES, now = Date.now }) {
  /** key -> { expires, headers, body }, oldest first. */
  const entries = new Map();
  let bytes = 0;

  const drop = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  };

  return {
    key(req) {
      if (!(ttlMs > 0) || req.method !== 'GET') return null;
      const url = req.url ?? '/';
      const q = url.indexOf('?');
      if (!CACHED_PATH.test(q < 0 ? url : url.slice(0, q))) return null;
      if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
      const jar = cookiesOf(req.headers.cookie);
      if (!jar.get(PAGE_CACHE_COOKIES.device)) return null;
      if (jar.has(PAGE_CACHE_COOKIES.session) || jar.has(PAGE_CACHE_COOKIES.memberHint)) return null;
      return `${url}\n${req.headers['accept-encoding'] ?? ''}\n${jar.get(PAGE_CACHE_COOKIES.currency) ?? ''}`;
    },

    /** Answers from the cache when the key holds a live document; false when Next has to. */
    serve(key, res) {
      const entry = entries.get(key);
      if (!entry) return false;
      if (entry.expires <= now()) {
        drop(key);
        return false;
      }
      res.writeHead(200, { ...entry.headers, 'content-length': entry.body.length, 'x-page-cache': 'HIT' });
      res.end(entry.body);
      return true;
    },

    /** Keeps a finished answer (its status, its headers as sent, its body as encoded) when it may be replayed. */
    store(key, statusCode, headers, body) {
      if (!(ttlMs > 0) || statusCode !== 200 || headers['set-cookie'] !== undefined) return;
      if (!String(headers['content-type'] ?? '').startsWith('text/html')) return;
      if (body.length > maxBytes / 8) return;
      const kept = {};
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined && !PER_ANSWER.has(name.toLowerCase())) kept[name] = value;
      }
      drop(key);
      entries.set(key, { expires: now() + ttlMs, headers: kept, body });
      bytes += body.length;
      while (entries.size > maxEntries || bytes > maxBytes) drop(entries.keys().next().value);
    },

    get size() {
      return entries.size;
    },
  };
}
