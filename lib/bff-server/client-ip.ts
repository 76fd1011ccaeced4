import 'server-only';

/**
 * The visitor's address, for rate limits and for airline-api's. scripts/web-server.mjs decides it from the
 * socket (or from the trusted proxies' entries, TRUST_PROXY) and writes it over X-Forwarded-For before
 * Next runs, so the header's one entry is the truth here (decision 12). Null only when the web was started
 * some other way with no header at all.
 */
export function trustedClientIp(head: Headers): string | null {
  return head.get('x-forwarded-for')?.split(',')[0]?.trim() || null;
}
