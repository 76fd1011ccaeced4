// The page policy's script-src, made exact per document (decision 11). proxy.ts gives every page one policy
// with `'unsafe-inline'` for scripts, because it runs before the page exists. Here, in the web server, a
// finished HTML document is read once: every inline script in it is hashed, and its script-src becomes
// `'self'` plus exactly those hashes. An injected inline script then matches no hash and does not run.
// The hashes come from the document's bytes, so a cached (ISR) page gets the same header every time it is
// served, and a shared cache may keep both.
import { createHash } from 'node:crypto';
import { brotliDecompress, gunzip, inflate } from 'node:zlib';
import { promisify } from 'node:util';
import { holdAnswer } from './held-answer.mjs';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;

/** The CSP hash sources (`'sha256-…'`) of every inline script of an HTML document, in order, each once. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (HAS_SRC.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * inlineScriptHashes of a document's UTF-8 bytes, read without decoding them: the tags are ASCII, so a latin1
 * view of the bytes (one character a byte, a plain copy) finds them at their byte offsets, and each script's
 * bytes are hashed as they are, which is the hash of its UTF-8 text. Decoding a 115 kB results page as UTF-8
 * to find its scripts was 5% of that page's server time (decision 33).
 */
export function inlineScriptHashesOfBytes(bytes) {
  const view = bytes.toString('latin1');
  const hashes = new Set();
  for (const match of view.matchAll(INLINE_SCRIPT)) {
    const [whole, attributes, text] = match;
    if (HAS_SRC.test(attributes)) continue;
    const start = match.index + whole.indexOf('>') + 1;
    const script = bytes.subarray(start, start + text.length);
    hashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy with its script-src allowing 'self' and the given hashes instead of any inline script. Other
 * script-src sources ('unsafe-eval', hosts) stay. A policy without script-src is returned as it is.
 */
export function withScriptHashes(policy, hashes) {
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== 'script-src') return directive.trim();
      const kept = sources.filter((source) => source !== "'unsafe-inline'" && !source.startsWith("'sha256-"));
      return ['script-src', ...kept, ...hashes].join(' ');
    })
    .join('; ');
}

const DECODE = {
  gzip: promisify(gunzip),
  'x-gzip': promisify(gunzip),
  deflate: promisify(inflate),
  br: promisify(brotliDecompress),
};

/**
 * The hashes of cached documents already read, by their ETag (decision 33). Next gives a cached (ISR) page an ETag made from
 * its bytes, so the same ETag is the same document: its scripts are not read again on every view (that pass was
 * an eighth of a cached page's server time). Keyed with the content encoding, as the bytes read differ. Should two
 * documents ever share an ETag, the later one gets the earlier one's hashes: its own inline scripts would then be
 * refused, never an unknown script allowed. At most MAX_KNOWN documents, the oldest dropped first.
 */
const MAX_KNOWN = 500;
const known = new Map();

function remember(key, hashes) {
  known.set(key, hashes);
  while (known.size > MAX_KNOWN) known.delete(known.keys().next().value);
}

async function decoded(body, encoding) {
  const name = String(encoding ?? '')
    .trim()
    .toLowerCase();
  if (!name || name === 'identity') return body;
  const decode = DECODE[name];
  if (!decode) throw new Error(`unknown content-encoding ${name}`);
  return decode(body);
}

/**
 * Holds back an HTML answer that carries a policy with script-src until it is complete, then sends it with
 * the policy made exact for it. Any other answer (assets, JSON, RSC payloads, redirects without a body,
 * HEAD) passes through untouched, as it is written. The body is kept as written (compressed, if Next
 * compressed it) and only a copy is decoded to read the scripts.
 *
 * Works on the response object Next writes to: call it before handing the request to Next. If the body
 * cannot be read (an unknown encoding), the answer goes out with the policy it had, and onError is told.
 * `onDocument(statusCode, headers, body, html)` is given each held document once its policy is exact, just before
 * it is sent (the page cache keeps it from there); `html` is its decoded bytes when they were read this time,
 * undefined when its hashes were already known by its ETag.
 */
export function exactScriptPolicy(req, res, onError = () => {}, onDocument = undefined) {
  holdAnswer(req, res, {
    hold: () => {
      const type = String(res.getHeader('content-type') ?? '');
      const policy = res.getHeader('content-security-policy');
      return type.startsWith('text/html') && typeof policy === 'string' && policy.includes('script-src');
    },
    finish: (body, send) => {
      const policy = String(res.getHeader('content-security-policy'));
      // Only documents served from Next's cache: a dynamic page has a new ETag on nearly every view and would
      // only push the cached pages out.
      const etag = res.getHeader('etag');
      const fromCache = /^(HIT|STALE)$/i.test(String(res.getHeader('x-nextjs-cache') ?? ''));
      const key =
        fromCache && typeof etag === 'string' && etag ? `${etag}\n${res.getHeader('content-encoding') ?? ''}` : null;
      const exact = (hashes, html = undefined) => {
        res.setHeader('content-security-policy', withScriptHashes(policy, hashes));
        onDocument?.(res.statusCode, res.getHeaders(), body, html);
      };
      const seen = key ? known.get(key) : undefined;
      if (seen) {
        exact(seen);
        send();
        return;
      }
      decoded(body, res.getHeader('content-encoding'))
        .then((html) => {
          const hashes = inlineScriptHashesOfBytes(html);
          if (key) remember(key, hashes);
          exact(hashes, html);
        })
        .catch(onError)
        .finally(send);
    },
  });
}
